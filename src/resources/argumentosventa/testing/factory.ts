// The record factory of argumentosventa for the tests (tests/support/recordFactories.ts gathers every module's testing/factory.ts).
import { next, type RecordFactory } from '../../../../tests/support/factoryKit';

export const factory: RecordFactory = {
  valid: async () => ({ tipo_inmueble: 'general', titulo: `Argumento ${next()}`, argumento: 'Ubicación céntrica y segura.' }),
  change: () => ({ argumento: `Argumento cambiado ${next()}.` }),
};
