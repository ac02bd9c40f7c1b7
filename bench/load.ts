// Mixed load (issue 15 §5): 50 connections for LOAD_SECONDS (60) of reads, new citas and cart changes against the
// server in its own process (autocannon), then every acknowledged write looked up in the database. Printed, never
// asserted. Run by bench/run.ts for SQLite and, when a throwaway cluster starts, PostgreSQL.
import autocannon from 'autocannon';
import type { Db } from '../server/db/types';
import { citasFound } from './serverProcess';

export interface LoadFigures {
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

export async function mixedLoad(
  url: string,
  token: string,
  usuario: number,
  propiedades: readonly number[],
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
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: SECONDS,
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
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
  times.sort((a, b) => a - b);
  return {
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
