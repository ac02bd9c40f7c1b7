// The record factory of controlregistros (tests/support/recordFactories.ts gathers one per module).
import { propiedad } from './ofertantes';
import { next, type RecordFactory } from '../factoryKit';

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
