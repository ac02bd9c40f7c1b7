// The record factory of blog (tests/support/recordFactories.ts gathers one per module).
import { next, type RecordFactory } from '../factoryKit';

export const factory: RecordFactory = {
  valid: async () => ({
    titulo: `Cómo vender su casa ${next()}`,
    contenido: '<p>Consejos para vender.</p>',
    categoria: 'consejos',
    estado: 'borrador',
  }),
  change: () => ({ resumen: `Resumen ${next()}` }),
};
