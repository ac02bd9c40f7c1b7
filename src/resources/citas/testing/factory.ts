// The record factory of citas for the tests (tests/support/recordFactories.ts gathers every module's testing/factory.ts).
import { propiedad } from '../../ofertantes/testing/factory';
import { isoDay, next, type RecordFactory } from '../../../../tests/support/factoryKit';

export const factory: RecordFactory = {
  valid: async (ctx, owner) => {
    const n = next();
    return {
      fecha: isoDay(30 + n),
      hora_inicio: '10:00',
      hora_fin: '11:00',
      tipo: 'visita',
      estado: 'programada',
      id_propiedad: await propiedad(ctx),
      ...(owner === undefined ? {} : { id_agente: owner }),
    };
  },
  change: () => ({ hora_fin: '11:30' }),
};
