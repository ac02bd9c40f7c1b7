// The outside geocoder of 'Buscar calle' (GEOCODER_URL, Nominatim-compatible), called from the server only, as
// Nominatim's usage policy asks: an identifying User-Agent, at most one request per second (calls wait their
// turn, one at a time), and every answer cached. The cache lives in memory: it is lost on restart and not shared
// between processes, which is enough for one agency's searches.
import { normalizeNombre } from '../../../lib/ubigeo';
import { isRecord } from '../../../lib/guards';

export interface GeoPlace {
  readonly nombre: string;
  readonly lat: number;
  readonly lng: number;
  /** [south, west, north, east], when the geocoder gives one. */
  readonly bbox?: readonly [number, number, number, number];
}

export interface GeocoderOptions {
  /** Base URL (https://nominatim.openstreetmap.org) or the full search URL (…/search). */
  readonly url: string;
  readonly userAgent: string;
  readonly minIntervalMs?: number;
  readonly timeoutMs?: number;
  readonly cacheSize?: number;
  readonly cacheTtlMs?: number;
  /** Injected in tests: a fake clock and sleep make the pacing checkable without waiting. */
  readonly now?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
}

/** Lima Metropolitana and Callao: results there come first (a preference, not a limit). */
const VIEWBOX = '-77.25,-11.70,-76.60,-12.55';
const MAX_RESULTS = 5;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function searchUrl(base: string, q: string): string {
  const url = new URL(base);
  if (!url.pathname.endsWith('/search')) url.pathname = `${url.pathname.replace(/\/+$/, '')}/search`;
  const params = { q, format: 'jsonv2', limit: String(MAX_RESULTS), countrycodes: 'pe', 'accept-language': 'es', viewbox: VIEWBOX };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

function num(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/** Nominatim's answer, checked: anything malformed is left out. */
export function parsePlaces(body: unknown): GeoPlace[] {
  if (!Array.isArray(body)) return [];
  const out: GeoPlace[] = [];
  for (const item of body.slice(0, MAX_RESULTS) as unknown[]) {
    if (!isRecord(item)) continue;
    const r = item;
    const lat = num(r.lat);
    const lng = num(r.lon);
    if (lat === undefined || lng === undefined || Math.abs(lat) > 90 || Math.abs(lng) > 180) continue;
    const nombre = typeof r.display_name === 'string' ? r.display_name.slice(0, 300) : `${lat}, ${lng}`;
    const bb = Array.isArray(r.boundingbox) ? r.boundingbox.map(num) : [];
    // Nominatim's boundingbox is [south, north, west, east].
    const bbox = bb.length === 4 && bb.every((x) => x !== undefined) ? ([bb[0], bb[2], bb[1], bb[3]] as [number, number, number, number]) : undefined;
    out.push(bbox ? { nombre, lat, lng, bbox } : { nombre, lat, lng });
  }
  return out;
}

export class Geocoder {
  /** Requests actually sent to the geocoder (the cache and the queue keep it low). */
  requests = 0;
  private readonly cache = new Map<string, { readonly at: number; readonly places: readonly GeoPlace[] }>();
  private readonly pending = new Map<string, Promise<readonly GeoPlace[]>>();
  private queue: Promise<unknown> = Promise.resolve();
  private lastAt = Number.NEGATIVE_INFINITY;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly options: GeocoderOptions) {
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? realSleep;
  }

  /** Places for `q`; throws when the geocoder fails or does not answer in time (failures are not cached). */
  search(q: string): Promise<readonly GeoPlace[]> {
    const key = normalizeNombre(q);
    const hit = this.cache.get(key);
    if (hit && this.now() - hit.at < (this.options.cacheTtlMs ?? 24 * 3600_000)) return Promise.resolve(hit.places);
    const waiting = this.pending.get(key);
    if (waiting) return waiting;
    const job = this.paced(() => this.fetchPlaces(q))
      .then((places) => {
        this.remember(key, places);
        return places;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, job);
    return job;
  }

  /** One request at a time, each at least minIntervalMs after the previous one started. */
  private paced<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(async () => {
      const wait = this.lastAt + (this.options.minIntervalMs ?? 1000) - this.now();
      if (wait > 0) await this.sleep(wait);
      this.lastAt = this.now();
      return task();
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async fetchPlaces(q: string): Promise<readonly GeoPlace[]> {
    this.requests++;
    const res = await fetch(searchUrl(this.options.url, q), {
      headers: { 'User-Agent': this.options.userAgent, Accept: 'application/json', 'Accept-Language': 'es' },
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
    });
    if (!res.ok) throw new Error(`geocoder ${res.status}`);
    return parsePlaces(await res.json());
  }

  private remember(key: string, places: readonly GeoPlace[]): void {
    this.cache.delete(key);
    this.cache.set(key, { at: this.now(), places });
    const max = this.options.cacheSize ?? 1000;
    while (this.cache.size > max) {
      const oldest = this.cache.keys().next().value;
      if (oldest === undefined) break;
      this.cache.delete(oldest);
    }
  }
}
