// The record factory of controlregistros for the tests (tests/support/recordFactories.ts gathers every module's testing/factory.ts).
import { propiedad } from '../../ofertantes/testing/factory';
import { next, type RecordFactory } from '../../../../tests/support/factoryKit';

export const factory: RecordFactory = {
  valid: async (ctx) => ({
    id_propiedad: await propiedad(ctx),
    tipo_tramite: 'compraventa',
    partida_electronica: '49012345',
    oficina_registral: 'lima',
    numero_titulo: '2026-01234567',
    fecha_presentacion: '2026-11-02',
    estado: 'presentado',
  }),
  change: () => ({ observaciones: `Observación ${next()}` }),
};
