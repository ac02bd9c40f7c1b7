// The record factory of demandantes for the tests (tests/support/recordFactories.ts gathers every module's testing/factory.ts).
import { next, type RecordFactory } from '../../../../tests/support/factoryKit';

export const demandante = (owner?: number) => ({
  nombre: `Cliente${next()}`,
  apellido: 'De Fábrica',
  tipo_operacion: 'C',
  moneda: 'USD',
  estado: 'activo',
  ...(owner === undefined ? {} : { id_agente: owner }),
});

export const factory: RecordFactory = { valid: async (_ctx, owner) => demandante(owner), change: () => ({ apellido: `Cambiado ${next()}` }) };
