// The record factory of usuarios for the tests (tests/support/recordFactories.ts gathers every module's testing/factory.ts).
import { next, type RecordFactory } from '../../../../tests/support/factoryKit';

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
