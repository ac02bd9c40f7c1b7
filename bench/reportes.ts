// Speed of the dashboard's and the reports' aggregates (issue 13), printed by `npm run bench`, never asserted:
// at demo size, then after growing the tables by bulk insert (GROW_OFERTANTES, default 100 000 properties; citas
// and demandantes grown alongside). Also the 50-property presentacioncliente PDF.
import type { App } from '../server/app';
import { anyTable, type Db, type Row } from '../server/db/types';
import { refreshStatistics } from '../server/db/connect';
import { must } from '../src/lib/must';

const ROUNDS = Number(process.env.REPORT_ROUNDS ?? 10);

const CASES: [string, string][] = [
  ['dashboard/resumen', '/api/dashboard/resumen?desde=01-01-2026&hasta=30-11-2026'],
  ['dashboard/graficos', '/api/dashboard/graficos?desde=01-01-2026&hasta=30-11-2026'],
  ['dashboard/pendientes (con demanda sin oferta)', '/api/dashboard/pendientes'],
  ['reportes/agentes (json)', '/api/reportes/agentes?desde=01-01-2026&hasta=30-11-2026'],
  ['reportes/propiedades por distrito (json)', '/api/reportes/propiedades?agrupar=distrito'],
  ['reportes/agentes (pdf con gráfico)', '/api/reportes/agentes?formato=pdf&desde=01-01-2026&hasta=30-11-2026'],
];

async function timeOf(app: App, url: string, headers: Record<string, string>): Promise<{ p50: number; max: number }> {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const s = performance.now();
    const res = await app.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)] ?? NaN, max: times.at(-1) ?? NaN };
}

async function table(app: App, headers: Record<string, string>, label: string): Promise<string> {
  const rows: string[] = [];
  for (const [name, url] of CASES) {
    const t = await timeOf(app, url, headers);
    rows.push(`| ${name} | ${t.p50.toFixed(1)} | ${t.max.toFixed(1)} |`);
  }
  return `\n${label}\n\n| llamada (${ROUNDS} veces) | p50 ms | máx ms |\n|---|---|---|\n${rows.join('\n')}`;
}

/** Copies of the existing rows (new keys and codes) until `table` holds `target` rows, in batches. */
async function grow(db: Db, tableName: string, key: string, target: number, vary: (row: Row, n: number) => Row): Promise<number> {
  const seed = await anyTable(db).selectFrom(tableName).selectAll().execute();
  const have = seed.length;
  const batch = 150;
  await db.transaction().execute(async (trx) => {
    for (let n = have; n < target; n += batch) {
      const rows: Row[] = [];
      for (let i = n; i < Math.min(target, n + batch); i++) {
        const { [key]: _omit, ...copy } = must(seed[i % have], 'una fila de origen');
        rows.push(vary(copy, i));
      }
      await anyTable(trx).insertInto(tableName).values(rows).execute();
    }
  });
  return target - have;
}

async function presentacion50(app: App, db: Db, headers: Record<string, string>, idUsuario: number): Promise<string> {
  await db.deleteFrom('carrito').where('id_usuario', '=', idUsuario).execute();
  const props = await db.selectFrom('ofertantes').select('id_propiedad').where('imagen', 'is not', null).orderBy('id_propiedad').limit(50).execute();
  const now = new Date().toISOString();
  await db
    .insertInto('carrito')
    .values(props.map((p) => ({ id_usuario: idUsuario, id_propiedad: p.id_propiedad, creado_en: now })))
    .execute();
  const dem = await db.selectFrom('demandantes').select('id_demandante').orderBy('id_demandante').executeTakeFirstOrThrow();
  const t = await timeOf(app, `/api/reportes/presentacioncliente?id_demandante=${String(dem.id_demandante)}`, headers);
  const bytes = (await app.inject({ method: 'GET', url: `/api/reportes/presentacioncliente?id_demandante=${String(dem.id_demandante)}`, headers }))
    .rawPayload.length;
  return `\nPresentación al cliente con ${props.length} inmuebles y sus fotos: p50 ${t.p50.toFixed(0)} ms, máx ${t.max.toFixed(0)} ms (${(bytes / 1024).toFixed(0)} kB)`;
}

/** Grows ofertantes to `target` rows (citas alongside, demandantes to 1/50, contracts to 1/10); says what it did. */
export async function growTables(db: Db, target: number): Promise<string> {
  const t0 = performance.now();
  const added = await grow(db, 'ofertantes', 'id_propiedad', target, (r, i) => ({ ...r, codigo: `BX-${i}` }));
  await grow(db, 'citas', 'id_cita', target, (r) => r);
  await grow(db, 'demandantes', 'id_demandante', Math.round(target / 50), (r) => r);
  await grow(db, 'controlcontratos', 'id_contrato', Math.round(target / 10), (r) => r);
  const demandantes = await db
    .selectFrom('demandantes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return `\nInserción masiva: ${added} inmuebles más (${target} en total), citas a ${target}, demandantes a ${Number(demandantes?.n ?? 0)}, contratos a ${Math.round(target / 10)} en ${((performance.now() - t0) / 1000).toFixed(1)} s`;
}

export async function reportesFigures(app: App, headers: Record<string, string>, idUsuario: number): Promise<string> {
  const db = app.connection.db;
  const out: string[] = [await table(app, headers, 'Dashboard y reportes con los datos demo')];
  out.push(await presentacion50(app, db, headers, idUsuario));
  const target = Number(process.env.GROW_OFERTANTES ?? 100_000);
  out.push(await growTables(db, target));
  out.push(await table(app, headers, `Dashboard y reportes con ${target} inmuebles, estadísticas del planificador de la base demo`));
  // What the hourly 'estadisticas' job does once the rows have grown.
  await refreshStatistics(db);
  out.push(await table(app, headers, `Dashboard y reportes con ${target} inmuebles, tras el trabajo 'estadisticas'`));
  return out.join('\n');
}
