// The record factory of corredores (tests/support/recordFactories.ts gathers one per module).
import { next, type RecordFactory } from '../factoryKit';

export const factory: RecordFactory = {
  valid: async () => ({ nombre: 'Rosa', apellido: `Paredes ${next()}`, empresa: 'Paredes Inmuebles SAC', estado: 'activo' }),
  change: () => ({ empresa: `Paredes Inmuebles ${next()} SAC` }),
};
