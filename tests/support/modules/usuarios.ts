// The record factory of usuarios (tests/support/recordFactories.ts gathers one per module).
import { next, type RecordFactory } from '../factoryKit';

export const factory: RecordFactory = {
  valid: async () => {
    const n = next();
    return {
      nombre: 'Ana',
      apellido: 'Torres Lazo',
      usuario: `fabrica${n}`,
      email: `fabrica${n}@inmobiliaria.pe`,
      password: 'clave-nueva-9',
      tipo: 'Agente',
      estado: 'activo',
    };
  },
  change: () => ({ apellido: `Torres ${next()}` }),
};
