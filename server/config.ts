import path from 'node:path';
import { CACHED_ROWS } from './crud/listCache';

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  /** postgres://... selects PostgreSQL; otherwise the embedded SQLite file under dataDir. */
  readonly databaseUrl?: string;
  /** 'demo' (default) loads demo data on an empty database; 'none' only creates the administrator. */
  readonly seed: 'demo' | 'none';
  readonly demoPassword?: string;
  readonly adminUser?: string;
  readonly adminPassword?: string;
  readonly logLevel: string;
  /** Directory of the built browser app served at '/'. */
  readonly staticDir?: string;
  /** Session lifetime (ms). */
  readonly sessionTtlMs: number;
  /** The address users open (PUBLIC_URL), e.g. https://inmobiliaria.example.pe; https:// turns on HSTS. */
  readonly publicUrl?: string;
  /**
   * TRUST_PROXY: whether X-Forwarded-For/-Proto come from a proxy we trust — false (default), true (any), a hop
   * count, or a comma-separated list of proxy addresses/CIDRs. With it, the client's address and whether it used
   * HTTPS are read from those headers.
   */
  readonly trustProxy: boolean | number | string[];
  /** Map tiles (Leaflet URL template) and their attribution; OpenStreetMap's by default. */
  readonly mapTilesUrl: string;
  readonly mapTilesAttribution: string;
  /** Nominatim-compatible geocoder for 'Buscar calle' (none by default: only the agency's own data is searched). */
  readonly geocoderUrl?: string;
  /** LIST_COUNT_CAP: list totals are exact up to this many matches, then shown as 'más de N' (10 000). */
  readonly listCountCap: number;
  /** LIST_CACHE_ROWS: list answers kept while the tables they read do not change, up to this many rows in all (0: none). */
  readonly listCacheRows: number;
  /** CORS_ORIGINS: the origins (scheme://host[:port]) allowed to call the REST dialect from a browser (none by default). */
  readonly corsOrigins: readonly string[];
}

export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const v = (value ?? '').trim();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
}

export const OSM_TILES_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

const DAY = 24 * 60 * 60 * 1000;

const ORIGIN = /^https?:\/\/[^\s/?#]+$/i;

/** CORS_ORIGINS: comma-separated origins, e.g. `https://www.agencia.pe,https://admin.agencia.pe`. */
export function parseCorsOrigins(value: string | undefined): string[] {
  const origins = (value ?? '')
    .split(',')
    .map((x) => x.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  const bad = origins.find((o) => !ORIGIN.test(o));
  if (bad !== undefined) throw new Error(`CORS_ORIGINS no válido (cada origen como https://dominio[:puerto], separados por comas): ${bad}`);
  return origins.map((o) => o.toLowerCase());
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} no válido: ${value}`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT no válido: ${env.PORT}`);
  const seed = env.SEED === 'none' ? 'none' : 'demo';
  if (env.PUBLIC_URL && !/^https?:\/\/[^\s/]+/i.test(env.PUBLIC_URL.trim()))
    throw new Error(`PUBLIC_URL no válida (debe empezar con http:// o https://): ${env.PUBLIC_URL}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    seed,
    demoPassword: env.DEMO_PASSWORD || undefined,
    adminUser: env.ADMIN_USER || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    staticDir: path.resolve(env.STATIC_DIR ?? './dist'),
    sessionTtlMs: DAY,
    publicUrl: env.PUBLIC_URL?.trim() || undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    mapTilesUrl: env.MAP_TILES_URL || OSM_TILES_URL,
    mapTilesAttribution: env.MAP_TILES_ATTRIBUTION || (env.MAP_TILES_URL ? '' : OSM_ATTRIBUTION),
    geocoderUrl: env.GEOCODER_URL || undefined,
    listCountCap: positiveInt(env.LIST_COUNT_CAP, 10_000, 'LIST_COUNT_CAP'),
    listCacheRows: env.LIST_CACHE_ROWS === '0' ? 0 : positiveInt(env.LIST_CACHE_ROWS, CACHED_ROWS, 'LIST_CACHE_ROWS'),
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
  };
}
