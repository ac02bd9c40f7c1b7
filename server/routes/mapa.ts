// Mapa calls: the map's settings (tiles), the properties inside a bounding box, and 'Buscar calle'.
//
// GET /mapa/config (no token): {tiles_url, tiles_attribution, geocoder} — tiles are public anyway.
// GET /mapa/ofertantes?bbox=oeste,sur,este,norte&filter={json} (token; who may list ofertantes): only the fields
//   the map shows, at most MAX_MARKERS rows (total says how many matched).
// GET /mapa/buscar?q= (token): districts and properties first, then the outside geocoder when GEOCODER_URL is set.
import { rangeCurrency } from '../../src/framework/fields/money';
import type { FastifyInstance } from 'fastify';
import type { NotNull } from 'kysely';
import { canAccess } from '../../src/framework/access';
import { fieldOf } from '../../src/framework/schema';
import ofertantes from '../../src/resources/ofertantes/schema';
import { requireUser } from '../auth/guard';
import { rowCount } from '../db/aggregates';
import type { Db } from '../db/types';
import { ApiError, forbidden, ok, queryParams, t } from '../http';
import { Geocoder } from '../mapa/geocoder';
import { searchOwn, type SearchResult } from '../mapa/search';
import type { RouteDeps } from './index';
import { isRecord } from '../../src/lib/guards';

export const MAX_MARKERS = 1000;
export const Q_MIN = 3;
export const Q_MAX = 120;
export const USER_AGENT = 'inmobiliaria-backoffice/0.1.0 (back-office de una inmobiliaria en Lima; Node.js)';

/** The columns the map needs, and nothing else (no owner data). */
const COLUMNS = ['id_propiedad', 'codigo', 'descripcion', 'precio', 'moneda', 'estado', 'tipo_operacion', 'latitud', 'longitud', 'imagen'] as const;

type Bbox = readonly [minLng: number, minLat: number, maxLng: number, maxLat: number];

const badParam = (campo: string) =>
  new ApiError(400, t('app.mapa.errors.parametro', { campo }), { [campo]: t('app.mapa.errors.parametro', { campo }) });
const bboxError = () => new ApiError(400, t('app.mapa.errors.bbox'), { bbox: t('app.mapa.errors.bbox') });
const filterValue = (campo: string) =>
  new ApiError(400, t('app.errors.bad_filter_value', { campo }), { [campo]: t('app.errors.bad_filter_value', { campo }) });

export function parseBbox(raw: unknown): Bbox {
  if (typeof raw !== 'string' || raw.length > 200) throw bboxError();
  const parts = raw.split(',').map((p) => (/^\s*-?\d{1,3}(\.\d{1,12})?\s*$/.test(p) ? Number(p) : NaN));
  const [minLng, minLat, maxLng, maxLat] = parts;
  if (
    parts.length !== 4 ||
    minLng === undefined ||
    minLat === undefined ||
    maxLng === undefined ||
    maxLat === undefined ||
    parts.some((n) => !Number.isFinite(n))
  )
    throw bboxError();
  const lngOk = (x: number) => x >= -180 && x <= 180;
  const latOk = (y: number) => y >= -90 && y <= 90;
  if (!lngOk(minLng) || !lngOk(maxLng) || !latOk(minLat) || !latOk(maxLat) || minLng >= maxLng || minLat >= maxLat) throw bboxError();
  return [minLng, minLat, maxLng, maxLat];
}

/** The filters of the map (as the ofertantes list): exact enums, district, currency, price range in cents. */
const ENUM_FILTERS = ['tipo_operacion', 'tipo_inmueble', 'estado', 'moneda'] as const;
type EnumFilter = (typeof ENUM_FILTERS)[number];
/** The columns a map filter compares by equality. */
type MapColumn = EnumFilter | 'distrito';
const isEnumFilter = (key: string): key is EnumFilter => (ENUM_FILTERS as readonly string[]).includes(key);

export interface MapFilter {
  readonly eq: ReadonlyArray<readonly [MapColumn, string]>;
  readonly precio_gte?: number;
  readonly precio_lte?: number;
}

export function parseMapFilter(raw: unknown): MapFilter {
  if (raw === undefined || raw === '') return { eq: [] };
  let value: unknown;
  try {
    value = typeof raw === 'string' && raw.length <= 2000 ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    value = undefined;
  }
  if (!isRecord(value)) throw badParam('filter');
  const eq: Array<readonly [MapColumn, string]> = [];
  let range: { precio_gte?: number; precio_lte?: number } = {};
  for (const [key, v] of Object.entries(value)) {
    if (v === undefined || v === null || v === '') continue;
    if (isEnumFilter(key)) {
      const choices = fieldOf(ofertantes, key).choices;
      if (typeof v !== 'string' || !choices.some((c) => c.id === v)) throw filterValue(key);
      eq.push([key, v]);
    } else if (key === 'distrito') {
      if (typeof v !== 'string' || v.length > 100) throw filterValue(key);
      eq.push([key, v]);
    } else if (key === 'precio_gte' || key === 'precio_lte') {
      const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
      if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) throw filterValue(key);
      range = { ...range, [key]: n };
    } else {
      throw new ApiError(400, t('app.errors.bad_filter', { campo: key }), { [key]: t('app.errors.bad_filter', { campo: key }) });
    }
  }
  // The price range compares in one currency, as the list's does (the moneda filter, else its default).
  if (Object.keys(range).length > 0 && !eq.some(([k]) => k === 'moneda')) {
    const currency = rangeCurrency(fieldOf(ofertantes, 'precio'), fieldOf(ofertantes, 'moneda'), undefined);
    if (typeof currency === 'string') eq.push(['moneda', currency]);
  }
  return { eq, ...range };
}

async function markers(db: Db, bbox: Bbox, filter: MapFilter) {
  const [minLng, minLat, maxLng, maxLat] = bbox;
  let q = db
    .selectFrom('ofertantes')
    .where('latitud', '>=', minLat)
    .where('latitud', '<=', maxLat)
    .where('longitud', '>=', minLng)
    .where('longitud', '<=', maxLng);
  for (const [field, value] of filter.eq) q = q.where(field, '=', value);
  if (filter.precio_gte !== undefined) q = q.where('precio', '>=', filter.precio_gte);
  if (filter.precio_lte !== undefined) q = q.where('precio', '<=', filter.precio_lte);
  const count = await q.select(rowCount.as('total')).executeTakeFirstOrThrow();
  const rows = await q
    .select([...COLUMNS])
    .orderBy('id_propiedad')
    .limit(MAX_MARKERS)
    // Inside the box: neither coordinate is null.
    .$narrowType<{ latitud: NotNull; longitud: NotNull }>()
    .execute();
  const data = rows.map(({ id_propiedad: id, ...r }) => ({ id, ...r }));
  return { data, total: count.total };
}

export function registerMapaRoutes(api: FastifyInstance, deps: RouteDeps, geocoder?: Geocoder): void {
  const db = deps.db;
  const tags = ['Mapa'];
  const external = geocoder ?? (deps.config.geocoderUrl ? new Geocoder({ url: deps.config.geocoderUrl, userAgent: USER_AGENT }) : undefined);

  api.get(
    '/mapa/config',
    { schema: { tags, summary: 'Capa de teselas del mapa (URL y atribución) y si hay geocodificador externo', security: [] } },
    async (_request, reply) =>
      ok(reply, { tiles_url: deps.config.mapTilesUrl, tiles_attribution: deps.config.mapTilesAttribution, geocoder: external !== undefined }),
  );

  api.get(
    '/mapa/ofertantes',
    { schema: { tags, summary: `Inmuebles dentro de bbox=oeste,sur,este,norte con filtro opcional (máx. ${MAX_MARKERS})` } },
    async (request, reply) => {
      const user = await requireUser(db, request);
      if (!canAccess(user.tipo, ofertantes, 'list')) throw forbidden();
      const query = queryParams(request, ['bbox', 'filter']);
      const bbox = parseBbox(query.bbox);
      const filter = parseMapFilter(query.filter);
      const { data, total } = await markers(db, bbox, filter);
      return ok(reply, data, { total });
    },
  );

  api.get(
    '/mapa/buscar',
    { schema: { tags, summary: 'Buscar calle: distritos e inmuebles de la agencia, luego el geocodificador externo si está configurado' } },
    async (request, reply) => {
      const user = await requireUser(db, request);
      if (!canAccess(user.tipo, ofertantes, 'list')) throw forbidden();
      const query = queryParams(request, ['q']);
      const q = typeof query.q === 'string' ? query.q.trim() : '';
      if (q.length < Q_MIN)
        throw new ApiError(400, t('app.mapa.errors.q_corta', { min: Q_MIN }), { q: t('app.mapa.errors.q_corta', { min: Q_MIN }) });
      if (q.length > Q_MAX)
        throw new ApiError(400, t('app.mapa.errors.q_larga', { max: Q_MAX }), { q: t('app.mapa.errors.q_larga', { max: Q_MAX }) });
      const own: SearchResult[] = await searchOwn(db, q);
      let externo: 'sin_configurar' | 'ok' | 'error' = 'sin_configurar';
      let outside: SearchResult[] = [];
      if (external) {
        try {
          outside = (await external.search(q)).map((p) => ({
            tipo: 'externo',
            nombre: p.nombre,
            detalle: '',
            lat: p.lat,
            lng: p.lng,
            zoom: 17,
            ...(p.bbox ? { bbox: p.bbox } : {}),
          }));
          externo = 'ok';
        } catch (e) {
          request.log.warn({ err: e }, 'geocodificador externo sin respuesta');
          externo = 'error';
        }
      }
      return reply.code(200).send({ status: 'success', data: [...own, ...outside], externo });
    },
  );
}
