// The record factory of controlcontratos for the tests (tests/support/recordFactories.ts gathers every module's testing/factory.ts).
import { propiedad } from '../../ofertantes/testing/factory';
import { next, type RecordFactory } from '../../../../tests/support/factoryKit';

export const factory: RecordFactory = {
  valid: async (ctx) => ({
    tipo: 'exclusividad',
    id_propiedad: await propiedad(ctx),
    partes: 'Ana Torres (DNI 45678912) y la inmobiliaria',
    fecha_inicio: '2026-01-01',
    fecha_fin: '2026-12-31',
    moneda: 'USD',
    estado: 'borrador',
  }),
  change: () => ({ partes: `Ana Torres (DNI 45678912) y la inmobiliaria, adenda ${next()}` }),
};
