// Mapa calls: the map's settings (tiles), the properties inside a bounding box, and 'Buscar calle'.
//
// GET /mapa/config (no token): {tiles_url, tiles_attribution, geocoder} — tiles are public anyway.
// GET /mapa/ofertantes?bbox=oeste,sur,este,norte&filter={json} (token; who may list ofertantes): only the fields
//   the map shows, at most MAX_MARKERS rows (total says how many matched).
// GET /mapa/buscar?q= (token): districts and properties first, then the outside geocoder when GEOCODER_URL is set.
import { rangeCurrency } from '../../../framework/fields/money';
import type { FastifyInstance } from 'fastify';
import type { NotNull } from 'kysely';
import { fieldOf } from '../../../framework/schema';
import ofertantes from '../../../resources/ofertantes/schema';
import { rowCount } from '#server/db/aggregates';
import type { Db } from '#server/db/types';
import { ApiError, ok, queryParams, t } from '#server/http';
import { arrayOf, bool, describedQuery, envelope, errors, int, num, object, orNull, str } from '#server/openapi';
import { allowedTo } from '#server/auth/scope';
import { Geocoder } from './geocoder';
import { searchOwn, type SearchResult } from './search';
import type { Config } from '#server/config';
import type { RouteDeps } from '#server/moduleServer';
import { isRecord } from '../../../lib/guards';

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

const tags = ['Mapa'];

/** GET /mapa/config: the tile layer is public anyway (registered in the public scope: server/routes/public.ts). */
export function registerMapaConfigRoute(api: FastifyInstance, config: Config): void {
  api.get(
    '/mapa/config',
    {
      schema: {
        tags,
        summary: 'Capa de teselas del mapa (URL y atribución) y si hay geocodificador externo',
        response: {
          200: envelope(
            object({
              tiles_url: str('Plantilla Leaflet …/{z}/{x}/{y}.png'),
              tiles_attribution: str('HTML'),
              geocoder: bool('Hay geocodificador externo'),
            }),
            'La capa del mapa',
          ),
        },
      },
    },
    async (_request, reply) =>
      ok(reply, { tiles_url: config.mapTilesUrl, tiles_attribution: config.mapTilesAttribution, geocoder: Boolean(config.geocoderUrl) }),
  );
}

export function registerMapaRoutes(api: FastifyInstance, deps: RouteDeps, geocoder?: Geocoder): void {
  const db = deps.db;
  const external = geocoder ?? (deps.config.geocoderUrl ? new Geocoder({ url: deps.config.geocoderUrl, userAgent: USER_AGENT }) : undefined);

  api.get(
    '/mapa/ofertantes',
    {
      config: allowedTo(ofertantes, 'list'),
      schema: {
        tags,
        summary: `Inmuebles dentro de bbox=oeste,sur,este,norte con filtro opcional (máx. ${MAX_MARKERS})`,
        querystring: describedQuery(
          {
            bbox: { type: 'string', description: 'oeste,sur,este,norte en grados (p. ej. -77.06,-12.13,-77.01,-12.09)' },
            filter: {
              type: 'string',
              description: 'JSON: tipo_operacion, tipo_inmueble, estado, moneda, distrito, precio_gte, precio_lte (céntimos)',
            },
          },
          ['bbox'],
        ),
        response: {
          200: envelope(
            arrayOf(
              object(
                {
                  id: int('id_propiedad'),
                  codigo: orNull(str()),
                  descripcion: orNull(str()),
                  precio: orNull(num('En céntimos')),
                  moneda: orNull(str()),
                  estado: orNull(str()),
                  tipo_operacion: orNull(str()),
                  latitud: num(),
                  longitud: num(),
                  imagen: orNull(str()),
                },
                ['id', 'latitud', 'longitud'],
              ),
            ),
            `Hasta ${MAX_MARKERS} marcadores; total dice cuántos hay en el área`,
          ),
          ...errors(400),
        },
      },
    },
    async (request, reply) => {
      const query = queryParams(request, ['bbox', 'filter']);
      const bbox = parseBbox(query.bbox);
      const filter = parseMapFilter(query.filter);
      const { data, total } = await markers(db, bbox, filter);
      return ok(reply, data, { total });
    },
  );

  api.get(
    '/mapa/buscar',
    {
      config: allowedTo(ofertantes, 'list'),
      schema: {
        tags,
        summary: 'Buscar calle: distritos e inmuebles de la agencia, luego el geocodificador externo si está configurado',
        querystring: describedQuery({ q: { type: 'string', minLength: Q_MIN, maxLength: Q_MAX, description: 'Lo que se busca' } }, ['q']),
        response: {
          200: {
            description: 'Distritos e inmuebles de la agencia primero, luego lo del geocodificador',
            type: 'object',
            required: ['status', 'data', 'externo'],
            properties: {
              status: { type: 'string', enum: ['success'] },
              data: arrayOf(
                object(
                  {
                    tipo: { type: 'string', enum: ['distrito', 'inmueble', 'externo'] },
                    nombre: str(),
                    detalle: str(),
                    lat: num(),
                    lng: num(),
                    zoom: int(),
                    id: int('El inmueble (tipo inmueble)'),
                    bbox: arrayOf(num(), '[sur, oeste, norte, este]'),
                  },
                  ['tipo', 'nombre', 'lat', 'lng', 'zoom'],
                ),
              ),
              externo: { type: 'string', enum: ['sin_configurar', 'ok', 'error'], description: 'Qué pasó con el geocodificador externo' },
            },
            additionalProperties: false,
          },
          ...errors(400),
        },
      },
    },
    async (request, reply) => {
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
