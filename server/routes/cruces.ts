// Matching (cruces) calls: the ranked demandantes of an ofertante and the ranked ofertantes of a demandante; and
// the autoresponder calls that build on them (./autoresponder.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canAccess } from '../../src/framework/access';
import demandantes from '../../src/resources/demandantes/schema';
import ofertantes from '../../src/resources/ofertantes/schema';
import { requireUser } from '../auth/guard';
import { fromDb } from '../crud/rows';
import type { Db, Row } from '../db/types';
import { ApiError, forbidden, notFound, parseId, t } from '../http';
import { demandantesFor, ofertantesFor, type Ranked } from '../matching';
import { DEMANDANTE_COLUMNS, OFERTANTE_COLUMNS } from '../matching/candidates';
import { exchangeRate } from '../settings';
import { registerAutoresponderRoutes } from './autoresponder';
import type { RouteDeps } from './index';

/** The ranked lists are capped: at most this many rows per page. */
export const MAX_CRUCES = 50;

const listQuery = {
  querystring: {
    type: 'object',
    properties: { page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' }, perPage: { type: 'string', pattern: '^[1-9][0-9]{0,1}$' } },
    additionalProperties: false,
  },
};

function paging(request: FastifyRequest): { page: number; perPage: number } {
  const q = request.query as { page?: string; perPage?: string };
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

export function registerCrucesRoutes(api: FastifyInstance, deps: RouteDeps): void {
  const db: Db = deps.db;
  const mayRead = (tipo: string) => canAccess(tipo, ofertantes, 'show') && canAccess(tipo, demandantes, 'show');

  api.get('/ofertantes/cruces/:id', {
    schema: { ...listQuery, tags: [ofertantes.label.many], summary: 'Demandantes activos que coinciden con un inmueble, del más al menos afín (máx. 50 por página)' },
  }, async (request, reply) => {
    const user = await requireUser(db, request);
    if (!mayRead(user.tipo)) throw forbidden();
    const id = parseId((request.params as { id: string }).id);
    const p = paging(request);
    const row = await db.selectFrom('ofertantes').select([...OFERTANTE_COLUMNS]).where('id_propiedad', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    const rate = await exchangeRate(db);
    if (row.estado !== 'disponible') return send(reply, [], 0, rate, t('app.cruce.not_available'));
    const ranked = await demandantesFor(db, row, { tipoCambio: rate });
    return send(reply, page(ranked, p).map((x) => scored(x, fromDb(demandantes, x.row))), ranked.length, rate);
  });

  api.get('/demandantes/cruces/:id', {
    schema: { ...listQuery, tags: [demandantes.label.many], summary: 'Inmuebles disponibles que coinciden con un demandante, del más al menos afín (máx. 50 por página)' },
  }, async (request, reply) => {
    const user = await requireUser(db, request);
    if (!mayRead(user.tipo)) throw forbidden();
    const id = parseId((request.params as { id: string }).id);
    const p = paging(request);
    const row = await db.selectFrom('demandantes').select([...DEMANDANTE_COLUMNS]).where('id_demandante', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    const rate = await exchangeRate(db);
    if (row.estado !== 'activo') return send(reply, [], 0, rate, t('app.cruce.not_active'));
    const ranked = await ofertantesFor(db, row, { tipoCambio: rate });
    return send(reply, page(ranked, p).map((x) => scored(x, fromDb(ofertantes, x.row))), ranked.length, rate);
  });

  registerAutoresponderRoutes(api, deps);
}
