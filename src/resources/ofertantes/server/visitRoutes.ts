// GET /api/ofertantes/visitas/{id}: the public page's counts of one property (issue 30) for its detail — this Lima
// month and since it was first published — for whoever may read the property.
import type { FastifyInstance } from 'fastify';
import { allowedTo } from '#server/auth/scope';
import type { Db } from '#server/db/types';
import { notFound, ok, parseId, type IdRoute } from '#server/http';
import { envelope, errors, int, object, str } from '#server/openapi';
import { limaToday } from '../../../lib/limaTime';
import ofertantes from '../schema';
import { thisMonth, visitTotals } from './visits';

/** Before any count: the totals start here. */
const SINCE_EVER = '2000-01-01';

const counts = (what: string) =>
  object({
    vistas: int(`Vistas de la página ${what}`),
    whatsapp: int(`Clics en «Escribir por WhatsApp» ${what}`),
    consultas: int(`Consultas del formulario ${what}`),
  });

export function registerVisitRoutes(api: FastifyInstance, db: Db): void {
  api.get<IdRoute>(
    '/ofertantes/visitas/:id',
    {
      config: allowedTo(ofertantes, 'show'),
      schema: {
        tags: [ofertantes.label.many],
        summary: 'Visitas de la página pública de un inmueble: vistas, clics en WhatsApp y consultas del mes en curso (Lima) y en total',
        response: {
          200: envelope(
            object({
              desde: str('Primer día del mes (AAAA-MM-DD, Lima)'),
              hasta: str('Hoy (AAAA-MM-DD, Lima)'),
              mes: counts('en el mes'),
              total: counts('desde siempre'),
            }),
            'Las cifras',
          ),
          ...errors(400, 404),
        },
      },
    },
    async (request, reply) => {
      const id = parseId(request.params.id);
      const found = await db.selectFrom('ofertantes').select('id_propiedad').where('id_propiedad', '=', id).executeTakeFirst();
      if (!found) throw notFound();
      const today = limaToday();
      const month = thisMonth(today);
      const [mes, total] = await Promise.all([visitTotals(db, month.desde, month.hasta, [id]), visitTotals(db, SINCE_EVER, today, [id])]);
      return ok(reply, { ...month, mes, total });
    },
  );
}
