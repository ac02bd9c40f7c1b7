// The record factory of etiquetas for the tests (tests/support/recordFactories.ts gathers every module's testing/factory.ts).
import { next, type RecordFactory } from '../../../../tests/support/factoryKit';

export const factory: RecordFactory = {
  valid: async () => ({ nombre: `Etiqueta ${next()}`, color: '#1976d2' }),
  change: () => ({ nombre: `Etiqueta cambiada ${next()}` }),
};
