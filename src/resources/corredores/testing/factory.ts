// The record factory of corredores for the tests (tests/support/recordFactories.ts gathers every module's testing/factory.ts).
import { next, type RecordFactory } from '../../../../tests/support/factoryKit';

export const factory: RecordFactory = {
  valid: async () => ({ nombre: 'Rosa', apellido: `Paredes ${next()}`, empresa: 'Paredes Inmuebles SAC', estado: 'activo' }),
  change: () => ({ empresa: `Paredes Inmuebles ${next()} SAC` }),
};
