// The record factory of blog for the tests (tests/support/recordFactories.ts gathers every module's testing/factory.ts).
import { next, type RecordFactory } from '../../../../tests/support/factoryKit';

export const factory: RecordFactory = {
  valid: async () => ({
    titulo: `Cómo vender su casa ${next()}`,
    contenido: '<p>Consejos para vender.</p>',
    categoria: 'consejos',
    estado: 'borrador',
  }),
  change: () => ({ resumen: `Resumen ${next()}` }),
};
