// The record factory of demandantes (tests/support/recordFactories.ts gathers one per module).
import { next, type RecordFactory } from '../factoryKit';

export const demandante = (owner?: number) => ({
  nombre: `Cliente${next()}`,
  apellido: 'De Fábrica',
  tipo_operacion: 'C',
  moneda: 'USD',
  estado: 'activo',
  ...(owner === undefined ? {} : { id_agente: owner }),
});

export const factory: RecordFactory = { valid: async (_ctx, owner) => demandante(owner), change: () => ({ apellido: `Cambiado ${next()}` }) };
