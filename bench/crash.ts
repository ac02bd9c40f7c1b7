// `kill -9` of the server while it writes (issue 15 §5): CRASH_ROUNDS (25) rounds of start, concurrent new citas,
// SIGKILL at a random moment; after each, SQLite's integrity check and every acknowledged cita looked up. Printed by
// bench/run.ts, never asserted.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { connect, SQLITE_FILE } from '../server/db/connect';
import { citasFound, loginToken, startServer } from './serverProcess';

export interface CrashFigures {
  readonly rounds: number;
  readonly acked: number;
  readonly missing: number;
  /** 'ok' on every round, else the first problem (SQLite); '—' for PostgreSQL (its server is not the one killed). */
  readonly integrity: string;
}

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 25);
const WRITERS = 8;

async function writeUntilKilled(url: string, token: string, propiedades: readonly number[], acked: number[]): Promise<void> {
  let alive = true;
  const writer = async () => {
    for (let i = 0; alive; i++) {
      const json = JSON.stringify({
        fecha: '2031-03-0' + String((i % 9) + 1),
        hora_inicio: '15:00',
        hora_fin: '16:00',
        tipo: 'visita',
        estado: 'programada',
        id_propiedad: propiedades[i % propiedades.length],
      });
      try {
        const res = await fetch(`${url}/api/citas/registrar`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ json }).toString(),
        });
        const body = (await res.json()) as { data?: { id_cita?: number } };
        if (res.status === 201 && body.data?.id_cita) acked.push(Number(body.data.id_cita));
      } catch {
        alive = false; // the server is gone: this write was never acknowledged
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
}

export async function crashRounds(target: { dataDir: string; databaseUrl?: string }): Promise<CrashFigures> {
  const acked: number[] = [];
  let integrity = target.databaseUrl ? '—' : 'ok';
  for (let round = 0; round < ROUNDS; round++) {
    const server = await startServer(target);
    const token = await loginToken(server.url);
    const list = (await (
      await fetch(`${server.url}/api/ofertantes/listado?perPage=25`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { data: { id_propiedad: number }[] };
    const propiedades = list.data.map((r) => r.id_propiedad);
    const writing = writeUntilKilled(server.url, token, propiedades, acked);
    await new Promise((r) => setTimeout(r, 300 + Math.random() * 1500));
    server.child.kill('SIGKILL');
    await Promise.all([server.exited, writing]);
    if (!target.databaseUrl && integrity === 'ok') {
      const db = new SQLite(path.join(target.dataDir, SQLITE_FILE));
      const check = db.pragma('integrity_check', { simple: true });
      db.close();
      if (check !== 'ok') integrity = `ronda ${round + 1}: ${String(check)}`;
    }
  }
  const connection = connect(target);
  const found = await citasFound(connection.db, acked);
  await connection.close();
  return { rounds: ROUNDS, acked: acked.length, missing: acked.filter((id) => !found.has(id)).length, integrity };
}
