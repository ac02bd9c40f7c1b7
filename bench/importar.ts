// `BENCH_ONLY=importar npm run bench`: Sistema › Importar with 10 000 properties from an .xlsx written the way an
// agency's sheet is (prices 'S/ 350 000' and 'US$350,000', districts in any case, DNI without their leading zero), on
// SQLite and on PostgreSQL: the analysis (upload, read, clean, validate, duplicates against the database; nothing
// written), the commit (batches through the module's create path, followed by polling as the screen does) and the
// server's peak resident memory over both (Linux VmHWM, reset after the start-up). Targets: analysis < 5 s, commit
// < 20 s, peak RSS < 300 MB. The server runs in its own process, compiled as production runs it (dist-server/, from
// `npm run build:server`), started as bench/serverProcess.ts does.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { createDatabase, startPostgres } from '../tests/support/postgres';
import { grouped } from '../src/lib/numbers';
import { loginToken, startServer } from './serverProcess';

const ROWS = Number(process.env.IMPORT_ROWS ?? 10_000);
/** Extra node flags for the server (`IMPORT_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'`: where the time goes). */
const NODE_ARGS = (process.env.IMPORT_NODE_ARGS ?? '').split(' ').filter(Boolean);
const DIALECTS = (['sqlite', 'postgres'] as const).filter((d) => !process.env.BENCH_DB || process.env.BENCH_DB === d);
const DISTRITOS = ['Miraflores', 'SAN ISIDRO', 'Jesus Maria', 'Santiago de Surco', 'barranco', 'Lince', 'San Borja', 'La Molina'];

async function workbook(rows: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Inmuebles');
  sheet.addRow(['Descripción', 'Precio', 'Dirección', 'Distrito', 'Propietario', 'DNI', 'Dorm', 'Fecha de captación']);
  for (let i = 0; i < rows; i += 1) {
    const soles = 150_000 + (i % 400) * 1_000;
    sheet.addRow([
      `Departamento importado ${i + 1}`,
      i % 3 === 0 ? `US$${Math.round(soles / 3.75).toLocaleString('en-US')}` : `S/ ${soles.toLocaleString('es-PE').replace(/,/g, ' ')}`,
      `Av. Importación ${i + 1}`,
      DISTRITOS[i % DISTRITOS.length],
      `Propietario ${i + 1}`,
      1_000_000 + i,
      `${1 + (i % 4)} dorm`,
      46_000 + (i % 300),
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

interface Figures {
  readonly analysisS: number;
  readonly commitS: number;
  /** RSS of the server started over the seeded database, signed in, before the import. */
  readonly startMiB: number;
  /** Peak RSS over the analysis, then over the commit (the peak reset between them). */
  readonly peakAnalysisMiB: number;
  readonly peakCommitMiB: number;
  readonly creados: number;
  readonly nuevos: number;
}

async function measure(file: Buffer, databaseUrl?: string): Promise<Figures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-importar-'));
  const options = { dataDir, compiled: true, ...(databaseUrl ? { databaseUrl } : {}) };
  // The database migrated and seeded by a first start; the server measured is a second one over it, as an agency's
  // server runs (production never seeds the demo, and a restart leaves the seeding's memory behind).
  await (await startServer(options)).stop();
  const server = await startServer({ ...options, nodeArgs: NODE_ARGS });
  try {
    const token = await loginToken(server.url);
    const auth = { authorization: `Bearer ${token}` };
    server.resetPeak();
    const startMiB = server.rssMiB();
    const form = new FormData();
    form.append('modulo', 'ofertantes');
    form.append('archivo', new Blob([new Uint8Array(file)]), 'inmuebles.xlsx');
    const a0 = performance.now();
    const analysed = await fetch(`${server.url}/api/importaciones/analizar`, { method: 'POST', headers: auth, body: form });
    const analysis = (await analysed.json()) as { data?: { id: number; resumen: { nuevos: number } }; msg?: string };
    const analysisS = (performance.now() - a0) / 1000;
    if (!analysed.ok || !analysis.data) throw new Error(`analizar: ${analysed.status} ${analysis.msg ?? ''}`);
    const peakAnalysisMiB = server.peakRssMiB();
    server.resetPeak();
    const c0 = performance.now();
    const started = await fetch(`${server.url}/api/importaciones/confirmar`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ json: JSON.stringify({ id: analysis.data.id }) }).toString(),
    });
    if (started.status !== 202) throw new Error(`confirmar: ${started.status} ${await started.text()}`);
    let estado = 'en_curso';
    let creados = 0;
    while (estado === 'en_curso') {
      await new Promise((r) => setTimeout(r, 200));
      const res = await fetch(`${server.url}/api/importaciones/${analysis.data.id}`, { headers: auth });
      const body = (await res.json()) as { data: { estado: string; resultado: { creados: number; error?: string } | null } };
      estado = body.data.estado;
      creados = body.data.resultado?.creados ?? 0;
      if (estado === 'fallida') throw new Error(`la importación falló: ${body.data.resultado?.error ?? ''}`);
    }
    const commitS = (performance.now() - c0) / 1000;
    return { startMiB, analysisS, commitS, peakAnalysisMiB, peakCommitMiB: server.peakRssMiB(), creados, nuevos: analysis.data.resumen.nuevos };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function importarBench(): Promise<void> {
  const file = await workbook(ROWS);
  const started = DIALECTS.includes('postgres') ? await startPostgres() : null;
  const cluster = started?.cluster ?? null;
  if (started && !cluster) console.log(`PostgreSQL no disponible: ${'reason' in started ? started.reason : ''}`);
  const lines: string[] = [];
  const load: string[] = [];
  try {
    for (const dialect of DIALECTS) {
      if (dialect === 'postgres' && !cluster) continue;
      const url = dialect === 'postgres' && cluster ? await createDatabase(cluster, 'bench_importar') : undefined;
      load.push(os.loadavg()[0]?.toFixed(2) ?? '');
      const f = await measure(file, url);
      load.push(os.loadavg()[0]?.toFixed(2) ?? '');
      lines.push(
        `| ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} | ${f.startMiB.toFixed(0)} | ${grouped(f.nuevos)} | ${f.analysisS.toFixed(2)} | ${f.peakAnalysisMiB.toFixed(0)} | ${grouped(f.creados)} | ${f.commitS.toFixed(2)} | ${f.peakCommitMiB.toFixed(0)} |`,
      );
    }
  } finally {
    cluster?.stop();
  }
  console.log(
    `\nImportar ${grouped(ROWS)} inmuebles desde .xlsx (${(file.length / 1048576).toFixed(1)} MiB; metas: análisis < 5 s, guardado < 20 s, RSS < 300 MB)` +
      `\n\n| base | RSS al empezar MiB | filas nuevas | análisis s | pico RSS MiB | creados | guardado s | pico RSS MiB |\n|---|---|---|---|---|---|---|---|\n${lines.join('\n')}` +
      `\n\nCarga media (1 min) antes y después de cada base: ${load.join(' → ')} · ${os.cpus().length} núcleos\n`,
  );
}
