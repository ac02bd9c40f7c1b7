// The record factory of controlmedios for the tests (tests/support/recordFactories.ts gathers every module's testing/factory.ts).
import { propiedad } from '../../ofertantes/testing/factory';
import { isoDay, next, type RecordFactory } from '../../../../tests/support/factoryKit';

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
