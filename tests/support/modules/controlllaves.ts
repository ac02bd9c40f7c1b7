// The record factory of controlllaves (tests/support/recordFactories.ts gathers one per module).
import { llave } from './llaves';
import { hour, next, type RecordFactory } from '../factoryKit';

export const factory: RecordFactory = {
  valid: async (ctx) => ({
    id_llave: await llave(ctx),
    prestatario_tipo: 'externo',
    prestatario_nombre: 'Pedro Ruiz',
    prestatario_documento_tipo: 'DNI',
    prestatario_documento: '45678912',
    fecha_salida: new Date(Date.now() - hour).toISOString(),
    fecha_devolucion_prevista: new Date(Date.now() + 3 * hour).toISOString(),
    motivo: 'Visita con cliente',
  }),
  change: () => ({ motivo: `Motivo cambiado ${next()}` }),
};
