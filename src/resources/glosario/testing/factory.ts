// The record factory of glosario for the tests (tests/support/recordFactories.ts gathers every module's testing/factory.ts).
import { next, type RecordFactory } from '../../../../tests/support/factoryKit';

export const factory: RecordFactory = {
  valid: async () => ({ termino: `Término ${next()}`, definicion: 'Una definición de prueba.' }),
  change: () => ({ definicion: `Definición cambiada ${next()}.` }),
};
