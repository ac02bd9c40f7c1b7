// The record factory of glosario (tests/support/recordFactories.ts gathers one per module).
import { next, type RecordFactory } from '../factoryKit';

export const factory: RecordFactory = {
  valid: async () => ({ termino: `Término ${next()}`, definicion: 'Una definición de prueba.' }),
  change: () => ({ definicion: `Definición cambiada ${next()}.` }),
};
