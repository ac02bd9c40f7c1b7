// The record factory of controlmedios (tests/support/recordFactories.ts gathers one per module).
import { propiedad } from './ofertantes';
import { isoDay, next, type RecordFactory } from '../factoryKit';

export const factory: RecordFactory = {
  valid: async (ctx) => ({
    medio: 'urbania',
    id_propiedad: await propiedad(ctx),
    fecha_inicio: isoDay(0),
    moneda: 'PEN',
    costo: 15000,
    estado: 'activo',
    contactos: 3,
  }),
  change: () => ({ contactos: next() }),
};
