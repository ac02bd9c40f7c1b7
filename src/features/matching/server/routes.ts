// Matching (cruces) calls: the ranked demandantes of an ofertante and the ranked ofertantes of a demandante.
import type { MessageKey } from '../../../i18n/keys';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ModuleSchema } from '../../../framework/schema';
import demandantes from '../../../resources/demandantes/schema';
import ofertantes from '../../../resources/ofertantes/schema';
import { allowedTo } from '#server/auth/scope';
import { fromDb } from '#server/crud/rows';
import { anyTable, type Db, type Row } from '#server/db/types';
import { ApiError, notFound, parseId, t, type IdRoute } from '#server/http';
import { openRecordSchema } from '#server/crud/responseSchema';
import { arrayOf, envelope, errors, int, num, str, type JsonSchema } from '#server/openapi';
import { demandantesFor, ofertantesFor, type Ranked } from './ranked';
import { DEMANDANTE_COLUMNS, OFERTANTE_COLUMNS } from './candidates';
import { exchangeRate } from '#server/settings';
import type { RouteDeps } from '#server/moduleServer';

/** The ranked lists are capped: at most this many rows per page. */
export const MAX_CRUCES = 50;

const listQuery = {
  querystring: {
    type: 'object',
    properties: { page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' }, perPage: { type: 'string', pattern: '^[1-9][0-9]{0,1}$' } },
    additionalProperties: false,
  },
};

function paging(q: { page?: string; perPage?: string }): { page: number; perPage: number } {
  const page = Number(q.page ?? 1);
  const perPage = Number(q.perPage ?? MAX_CRUCES);
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(perPage) || perPage < 1 || perPage > MAX_CRUCES) {
    throw new ApiError(400, t('app.errors.bad_page'));
  }
  return { page, perPage };
}

function send(reply: FastifyReply, items: readonly Record<string, unknown>[], total: number, tipoCambio: number, msg?: string) {
  return reply.code(200).send({ status: 'success', data: items, total, tipo_cambio: tipoCambio, ...(msg ? { msg } : {}) });
}

const page = <T>(list: readonly T[], p: { page: number; perPage: number }) => list.slice((p.page - 1) * p.perPage, p.page * p.perPage);
const scored = (x: Ranked, fields: Row) => ({ ...fields, score: x.result.score, reasons: x.result.reasons });

interface Side {
  readonly from: ModuleSchema;
  readonly to: ModuleSchema;
  readonly columns: readonly string[];
  /** The state the record must be in to be matched, and the message when it is not. */
  readonly state: string;
  readonly notMatched: MessageKey;
  readonly rank: (db: Db, row: Row, opts: { tipoCambio: number }) => Promise<Ranked[]>;
  readonly summary: string;
}

const SIDES: readonly Side[] = [
  {
    from: ofertantes,
    to: demandantes,
    columns: OFERTANTE_COLUMNS,
    state: 'disponible',
    notMatched: 'app.cruce.not_available',
    rank: demandantesFor,
    summary: 'Demandantes activos que coinciden con un inmueble, del más al menos afín (máx. 50 por página)',
  },
  {
    from: demandantes,
    to: ofertantes,
    columns: DEMANDANTE_COLUMNS,
    state: 'activo',
    notMatched: 'app.cruce.not_active',
    rank: ofertantesFor,
    summary: 'Inmuebles disponibles que coinciden con un demandante, del más al menos afín (máx. 50 por página)',
  },
];

export function registerCrucesRoutes(api: FastifyInstance, deps: RouteDeps): void {
  const db: Db = deps.db;
  // Whoever may read both sides.
  const readers = allowedTo(demandantes, 'show').roles;
  const config = { roles: allowedTo(ofertantes, 'show').roles.filter((role) => readers.includes(role)) };

  for (const side of SIDES) {
    api.get<IdRoute & { Querystring: { page?: string; perPage?: string } }>(
      `/${side.from.name}/cruces/:id`,
      {
        config,
        schema: {
          ...listQuery,
          tags: [side.from.label.many],
          summary: side.summary,
          response: {
            200: envelope(
              arrayOf({
                ...openRecordSchema(side.to),
                properties: {
                  ...(openRecordSchema(side.to).properties as Record<string, JsonSchema>),
                  score: int('Afinidad de 0 a 100'),
                  reasons: arrayOf(str(), 'Por qué coincide, en español'),
                },
              }),
              `${side.to.label.many} que coinciden, del más al menos afín`,
              { tipo_cambio: num('Soles por dólar con que se comparan los precios') },
            ),
            ...errors(400, 404),
          },
        },
      },
      async (request, reply) => {
        const id = parseId(request.params.id);
        const p = paging(request.query);
        const row = await anyTable(db)
          .selectFrom(side.from.name)
          .select([...side.columns])
          .where(side.from.key, '=', id)
          .executeTakeFirst();
        if (!row) throw notFound();
        const rate = await exchangeRate(db);
        if (row.estado !== side.state) return send(reply, [], 0, rate, t(side.notMatched));
        const ranked = await side.rank(db, row, { tipoCambio: rate });
        return send(
          reply,
          page(ranked, p).map((x) => scored(x, fromDb(side.to, x.row))),
          ranked.length,
          rate,
        );
      },
    );
  }
}
