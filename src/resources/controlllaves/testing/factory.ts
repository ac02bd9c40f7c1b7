// The record factory of controlllaves for the tests (tests/support/recordFactories.ts gathers every module's testing/factory.ts).
import { llave } from '../../llaves/testing/factory';
import { hour, next, type RecordFactory } from '../../../../tests/support/factoryKit';

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
