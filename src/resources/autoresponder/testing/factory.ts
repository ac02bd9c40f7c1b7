// The record factory of autoresponder for the tests (tests/support/recordFactories.ts gathers every module's testing/factory.ts).
import { demandante } from '../../demandantes/testing/factory';
import { type FactoryContext, next, type RecordFactory, registrar } from '../../../../tests/support/factoryKit';

/** A pending autoresponder message for a demandante of `owner` (messages are generated, never registered). */
async function mensaje(ctx: FactoryContext, owner?: number): Promise<number> {
  const idDemandante = await registrar(ctx, 'demandantes', 'id_demandante', demandante(owner));
  const now = new Date().toISOString();
  const row = await ctx.app.connection.db
    .insertInto('autoresponder')
    .values({
      id_demandante: idDemandante,
      propiedades: '[]',
      destinatario: 'cliente@correo.pe',
      asunto: 'Inmuebles para usted',
      cuerpo: 'Texto del mensaje.',
      estado: 'pendiente',
      intentos: 0,
      creado_en: now,
      actualizado_en: now,
    })
    .returning('id_mensaje')
    .executeTakeFirstOrThrow();
  return Number(row.id_mensaje);
}

export const factory: RecordFactory = {
  valid: async () => ({ asunto: 'Hola', cuerpo: 'Texto' }),
  change: () => ({ asunto: `Asunto cambiado ${next()}` }),
  create: mensaje,
};
