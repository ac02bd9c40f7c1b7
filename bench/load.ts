// Mixed load (issue 15 §5): 50 connections for LOAD_SECONDS (60) of reads, new citas and cart changes against the
// server in its own process (autocannon), then every acknowledged write looked up in the database. Printed, never
// asserted. Run by bench/run.ts for SQLite and, when a throwaway cluster starts, PostgreSQL.
import autocannon from 'autocannon';
import type { Db } from '../server/db/types';
import { citasFound } from './serverProcess';

export interface LoadFigures {
  /** The list calls alone (GET …/listado): how many, their p50 and p95 in ms. */
  readonly lists: { readonly requests: number; readonly p50: number; readonly p95: number };
  readonly requests: number;
  readonly errors: number;
  readonly non2xx: number;
  readonly p95: number;
  readonly reqPerSec: number;
  readonly citasAcked: number;
  readonly citasMissing: number;
  readonly cartAcked: number;
  readonly cartWrong: number;
}

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = 50;

type Ctx = Record<string, unknown>;

/** More list calls for the list cache's comparison (bench/operations.ts): a filter sorted by price, a search, page 2. */
const enc = (o: unknown) => encodeURIComponent(JSON.stringify(o));
export const MORE_LISTS: readonly string[] = [
  `/api/ofertantes/listado?perPage=25&sort=precio&order=DESC&filter=${enc({ estado: 'disponible', tipo_operacion: 'V' })}`,
  `/api/ofertantes/listado?perPage=25&filter=${enc({ q: 'miraflores' })}`,
  '/api/ofertantes/listado?page=2&perPage=25',
  '/api/demandantes/listado?perPage=25',
];

/** What the list cache's comparison adds to the mix (bench/operations.ts). */
export interface MixOptions {
  /** More list calls in each round (MORE_LISTS). */
  readonly moreLists?: readonly string[];
  /** A property's price changed in each round (POST /api/ofertantes/actualizar): writes to the table most lists read. */
  readonly listWrites?: boolean;
  /** The load's length (LOAD_SECONDS by default). */
  readonly seconds?: number;
}

/** The request an autocannon client has just been answered (its iterator moves on after the 'response' event). */
function answeredPath(client: unknown): string {
  const iterator = (client as { requestIterator?: { currentRequest?: { path?: string } } }).requestIterator;
  return iterator?.currentRequest?.path ?? '';
}

export async function mixedLoad(
  url: string,
  token: string,
  usuario: number,
  propiedades: readonly number[],
  options: MixOptions = {},
): Promise<Omit<LoadFigures, 'citasMissing' | 'cartWrong'> & { check(db: Db): Promise<{ citasMissing: number; cartWrong: number }> }> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' };
  const form = (fields: Record<string, unknown>) =>
    new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)])).toString();
  const pick = () => propiedades[Math.floor(Math.random() * propiedades.length)];
  const citas: number[] = [];
  const added = new Set<number>();
  const removeSent = new Set<number>();
  const removed = new Set<number>();
  let day = 0;
  const fecha = () => new Date(Date.UTC(2030, 0, 1) + (day++ % 3650) * 86_400_000).toISOString().slice(0, 10);
  const json = (body: string) => JSON.parse(body) as { data?: Record<string, unknown> };

  const times: number[] = [];
  const listTimes: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: options.seconds ?? SECONDS,
        headers,
        requests: [
          { method: 'GET', path: '/api/ofertantes/listado?page=1&perPage=25' },
          {
            method: 'POST',
            path: '/api/citas/registrar',
            setupRequest: (req) => ({
              ...req,
              body: form({
                json: { fecha: fecha(), hora_inicio: '09:00', hora_fin: '10:00', tipo: 'visita', estado: 'programada', id_propiedad: pick() },
              }),
            }),
            onResponse: (status, body) => {
              if (status === 201) citas.push(Number(json(body).data?.id_cita));
            },
          },
          { method: 'GET', path: `/api/citas/listado?perPage=25&sort=fecha&order=DESC` },
          {
            method: 'POST',
            path: '/api/carrito/agregar',
            setupRequest: (req) => ({ ...req, body: form({ id_usuario: usuario, id_propiedad: pick() }) }),
            onResponse: (status, body, context) => {
              const ctx = context as Ctx;
              const id = Number(json(body).data?.id_carrito);
              if (status === 201) added.add(id);
              ctx.carrito = status === 201 ? id : undefined; // 200: already there (another connection's), left alone
            },
          },
          { method: 'GET', path: `/api/ofertantes/detalle/${propiedades[0]}` },
          ...(options.moreLists ?? []).map((path) => ({ method: 'GET' as const, path })),
          ...(options.listWrites
            ? [
                {
                  method: 'POST' as const,
                  path: '/api/ofertantes/actualizar',
                  setupRequest: (req: autocannon.Request) => ({
                    ...req,
                    body: form({ json: { id_propiedad: pick(), precio: 10_000_000 + Math.floor(Math.random() * 1000) * 10_000 } }),
                  }),
                },
              ]
            : []),
          {
            method: 'POST',
            path: '/api/carrito/eliminar',
            setupRequest: (req, context) => {
              const ctx = context as Ctx;
              if (typeof ctx.carrito !== 'number') return undefined as unknown as typeof req; // nothing to remove: start over
              removeSent.add(ctx.carrito);
              return { ...req, body: form({ id_carrito: ctx.carrito }) };
            },
            onResponse: (status, body) => {
              if (status === 200) removed.add(Number(json(body).data?.id_carrito));
            },
          },
        ],
      },
      (err, res) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(res)),
    );
    instance.on('response', (client, _status, _bytes, ms) => {
      times.push(ms);
      if (answeredPath(client).includes('/listado')) listTimes.push(ms);
    });
  });
  times.sort((a, b) => a - b);
  listTimes.sort((a, b) => a - b);
  const at = (list: readonly number[], p: number) => list[Math.floor(list.length * p)] ?? 0;
  return {
    lists: { requests: listTimes.length, p50: at(listTimes, 0.5), p95: at(listTimes, 0.95) },
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    p95: times[Math.floor(times.length * 0.95)] ?? 0,
    reqPerSec: result.requests.average,
    citasAcked: citas.length,
    cartAcked: added.size + removed.size,
    async check(db) {
      const found = await citasFound(db, citas);
      const cart = new Set(
        (await db.selectFrom('carrito').select('id_carrito').where('id_usuario', '=', usuario).execute()).map((r) => Number(r.id_carrito)),
      );
      // An acknowledged add is there unless its removal was sent; an acknowledged removal is gone.
      const wrong = [...added].filter((id) => !cart.has(id) && !removeSent.has(id)).length + [...removed].filter((id) => cart.has(id)).length;
      return { citasMissing: citas.filter((id) => !found.has(id)).length, cartWrong: wrong };
    },
  };
}
