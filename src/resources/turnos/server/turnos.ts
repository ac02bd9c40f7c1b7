// Turnos: one shift per agent and day (a clear 409 naming the agent and the day), 'Copiar semana anterior'
// (copies without overwriting), and the notice given when an agent with future shifts is deactivated.
import type { FastifyInstance } from 'fastify';
import { formatDate, formatWeekdayDay } from '../../../lib/dates';
import { addDays, isIsoDay, limaToday, mondayOf } from '../../../lib/limaTime';
import turnos, { TURNO_CHOICES } from '../schema';
import { logActivity } from '#server/auth/activity';
import type { ModuleHooks } from '#server/crud/hooks';
import type { Db, TableRowOf } from '#server/db/types';
import { ApiError, formBody, ok, t } from '#server/http';
import { envelope, int, object, str } from '#server/openapi';
import { allowedTo } from '#server/auth/scope';

async function agentName(trx: Db, id: number): Promise<string> {
  const row = await trx.selectFrom('usuarios').select(['nombre', 'apellido']).where('id_usuario', '=', id).executeTakeFirst();
  return row ? `${row.nombre} ${row.apellido}`.trim() : `#${id}`;
}

export const turnosHooks: ModuleHooks<TableRowOf<'turnos'>> = {
  async beforeWrite({ trx, data, current }) {
    const id = Number(data.id_usuario ?? current?.id_usuario);
    const fecha = String(data.fecha ?? current?.fecha ?? '');
    if (!id || !fecha) return;
    let q = trx.selectFrom('turnos').select('id_turno').where('id_usuario', '=', id).where('fecha', '=', fecha);
    if (current) q = q.where('id_turno', '!=', current.id_turno);
    if (!(await q.executeTakeFirst())) return;
    const msg = t('app.calendario.turnos.duplicado', { agente: await agentName(trx, id), fecha: formatDate(fecha) });
    throw new ApiError(409, msg, { fecha: msg });
  },
};

const turnoName = (id: string) => (TURNO_CHOICES.find((c) => c.id === id)?.name ?? id).replace(/ \(.*\)$/, '').toLowerCase();

/**
 * The Spanish notice for an administrator who deactivates a user that still has shifts from today on (Lima),
 * or null when there are none. The shifts stay in the grid (marked 'inactivo') until someone reassigns them.
 */
export async function uncoveredShiftsNotice(trx: Db, idUsuario: number, now = new Date()): Promise<string | null> {
  const rows = await trx
    .selectFrom('turnos')
    .select(['fecha', 'turno'])
    .where('id_usuario', '=', idUsuario)
    .where('fecha', '>=', limaToday(now))
    .orderBy('fecha')
    .limit(50)
    .execute();
  if (rows.length === 0) return null;
  const shown = rows.slice(0, 6).map((r) => `${formatWeekdayDay(r.fecha, true)} (${turnoName(r.turno)})`);
  const lista = rows.length > shown.length ? `${shown.join(', ')} y ${rows.length - shown.length} más` : shown.join(', ');
  return t('app.calendario.turnos.turnos_sin_cubrir', { agente: await agentName(trx, idUsuario), smart_count: rows.length, lista });
}

export function registerTurnosRoutes(app: FastifyInstance, db: Db): void {
  app.post(
    '/turnos/copiar-semana',
    {
      config: allowedTo(turnos, 'create'),
      schema: {
        tags: ['Turnos'],
        summary: 'Copiar los turnos de la semana que empieza en `desde` (lunes, AAAA-MM-DD) a la semana siguiente, sin sobrescribir',
        response: {
          200: envelope(
            object({
              copiados: int(),
              omitidos: int('Ya ocupados o de usuarios inactivos'),
              desde: str('El lunes copiado'),
              hasta: str('El lunes de destino'),
            }),
            'Copiados',
          ),
        },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const desde = formBody(request, ['desde']).desde;
      if (!isIsoDay(desde)) {
        const msg = t('app.calendario.turnos.copiar_desde_invalido');
        throw new ApiError(400, msg, { desde: msg });
      }
      const from = mondayOf(desde);
      const result = await db.transaction().execute(async (trx) => {
        const source = await trx
          .selectFrom('turnos')
          .innerJoin('usuarios', 'usuarios.id_usuario', 'turnos.id_usuario')
          .select(['turnos.id_usuario', 'turnos.fecha', 'turnos.turno', 'turnos.lugar', 'turnos.notas', 'usuarios.estado'])
          .where('turnos.fecha', '>=', from)
          .where('turnos.fecha', '<=', addDays(from, 6))
          .execute();
        const target = await trx
          .selectFrom('turnos')
          .select(['id_usuario', 'fecha'])
          .where('fecha', '>=', addDays(from, 7))
          .where('fecha', '<=', addDays(from, 13))
          .execute();
        const taken = new Set(target.map((r) => `${r.id_usuario}|${r.fecha}`));
        const now = new Date().toISOString();
        let copiados = 0;
        for (const s of source) {
          const fecha = addDays(s.fecha, 7);
          if (s.estado !== 'activo' || taken.has(`${s.id_usuario}|${fecha}`)) continue;
          await trx
            .insertInto('turnos')
            .values({
              id_usuario: s.id_usuario,
              fecha,
              turno: s.turno,
              lugar: s.lugar ?? null,
              notas: s.notas ?? null,
              creado_en: now,
              actualizado_en: now,
              creado_por: user.id,
              actualizado_por: user.id,
            })
            .execute();
          copiados++;
        }
        if (copiados > 0) {
          await logActivity(trx, {
            id_usuario: user.id,
            accion: 'create',
            recurso: 'turnos',
            ip: request.ip,
            detalle: `copiar semana ${from}: ${copiados}`,
          });
        }
        return { copiados, omitidos: source.length - copiados };
      });
      const msg =
        result.copiados === 0 && result.omitidos === 0
          ? t('app.calendario.turnos.nada_que_copiar')
          : t('app.calendario.turnos.copiados', { copiados: result.copiados, omitidos: result.omitidos });
      return ok(reply, { ...result, desde: from, hasta: addDays(from, 7) }, { msg });
    },
  );
}
