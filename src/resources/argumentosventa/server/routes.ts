// The sales arguments beyond their CRUD, signed in: those of one property type (agents too: they read them on the
// property's detail) and their reordering (whoever may edit them).
import type { FastifyInstance } from 'fastify';
import argumentosventa, { TIPO_ARGUMENTO_CHOICES } from '../schema';
import { logActivity } from '#server/auth/activity';
import { allowedTo } from '#server/auth/scope';
import type { Db } from '#server/db/types';
import { ApiError, jsonField, ok, t } from '#server/http';
import { arrayOf, describedQuery, envelope, errors, int, NOTHING, object, str } from '#server/openapi';
import { renumber } from './hooks';

/** The sales arguments beyond their CRUD: read by property type, reordered. */
export function registerArgumentosRoutes(api: FastifyInstance, db: Db): void {
  api.get<{ Querystring: { tipo_inmueble?: unknown } }>(
    '/argumentosventa/por-tipo',
    {
      schema: {
        tags: [argumentosventa.label.many],
        summary: 'Argumentos de un tipo de inmueble y los generales (agentes incluidos)',
        querystring: describedQuery(
          { tipo_inmueble: { type: 'string', enum: TIPO_ARGUMENTO_CHOICES.map((c) => c.id), description: 'El tipo (general: solo los generales)' } },
          ['tipo_inmueble'],
        ),
        response: {
          200: envelope(
            arrayOf(
              object({ id: int(), id_argumento: int(), tipo_inmueble: str(), titulo: str(), argumento: str(), orden: int() }, ['id', 'id_argumento']),
            ),
            'Los del tipo y luego los generales, en su orden',
          ),
          ...errors(400),
        },
      },
    },
    async (request, reply) => {
      const tipo = String(request.query.tipo_inmueble ?? '');
      if (!TIPO_ARGUMENTO_CHOICES.some((c) => c.id === tipo))
        throw new ApiError(400, t('app.publicidad.argumentos.bad_tipo'), { tipo_inmueble: t('app.validation.choice') });
      const rows = await db
        .selectFrom('argumentosventa')
        .select(['id_argumento', 'tipo_inmueble', 'titulo', 'argumento', 'orden'])
        .where('tipo_inmueble', 'in', tipo === 'general' ? ['general'] : [tipo, 'general'])
        .orderBy((eb) => eb.case().when('tipo_inmueble', '=', 'general').then(1).else(0).end())
        .orderBy('orden')
        .limit(200)
        .execute();
      return ok(
        reply,
        rows.map((r) => ({ ...r, id: r.id_argumento })),
      );
    },
  );

  api.post(
    '/argumentosventa/ordenar',
    {
      config: allowedTo(argumentosventa, 'edit'),
      schema: {
        tags: [argumentosventa.label.many],
        summary: 'Reordenar los argumentos de un tipo',
        response: { 200: envelope(NOTHING, 'Reordenados') },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const input = jsonField(request) as { tipo_inmueble?: unknown; ids?: unknown } | null;
      const tipo = String(input?.tipo_inmueble ?? '');
      if (!TIPO_ARGUMENTO_CHOICES.some((c) => c.id === tipo)) throw new ApiError(400, t('app.publicidad.argumentos.bad_tipo'));
      const ids = Array.isArray(input?.ids) ? input.ids.map(Number) : [];
      await db.transaction().execute(async (trx) => {
        const current = (await trx.selectFrom('argumentosventa').select('id_argumento').where('tipo_inmueble', '=', tipo).execute()).map(
          (r) => r.id_argumento,
        );
        const same = ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
        if (!same) throw new ApiError(400, t('app.publicidad.argumentos.bad_order'));
        const now = new Date().toISOString();
        for (const [i, id] of ids.entries()) {
          await trx
            .updateTable('argumentosventa')
            .set({ orden: i + 1, actualizado_en: now, actualizado_por: user.id })
            .where('id_argumento', '=', id)
            .execute();
        }
        await renumber(trx, tipo);
        await logActivity(trx, {
          id_usuario: user.id,
          accion: 'update',
          recurso: argumentosventa.name,
          id_registro: ids[0] ?? 0,
          ip: request.ip,
          detalle: 'orden',
        });
      });
      return ok(reply, null, { msg: t('app.publicidad.argumentos.ordenado') });
    },
  );
}
