// The record factory of etiquetas (tests/support/recordFactories.ts gathers one per module).
import { next, type RecordFactory } from '../factoryKit';

export const factory: RecordFactory = {
  valid: async () => ({ nombre: `Etiqueta ${next()}`, color: '#1976d2' }),
  change: () => ({ nombre: `Etiqueta cambiada ${next()}` }),
};
