// Peak memory while large images are uploaded (issue 8 §1): REQUESTS parallel uploads of FILES 40-megapixel PNGs
// each. Run on its own (`npx tsx bench/images.ts`) or by `npm run bench`, in a child process so that its RSS is
// its own. Measured here, never asserted in tests. The goal: peak RSS below 400 MiB.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { seedIfEmpty } from '../server/db/seed';
import { IMAGE_QUEUE, SHARP_THREADS } from '../server/uploads/images';

const REQUESTS = Number(process.env.IMAGE_REQUESTS ?? 4);
const FILES = Number(process.env.IMAGE_FILES ?? 10);
const MiB = 1024 * 1024;

function multipart(fields: Record<string, string>, files: Buffer[]): { payload: Buffer; type: string } {
  const boundary = '----bench-imagenes';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  files.forEach((data, i) => {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="foto-${i}.png"\r\nContent-Type: image/png\r\n\r\n`),
      data,
      Buffer.from('\r\n'),
    );
  });
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-img-'));
  // No demo data: its pictures would be rendered in this process and weigh on the baseline.
  const config = loadConfig({ DATA_DIR: dir, SEED: 'none', ADMIN_USER: 'admin', ADMIN_PASSWORD: 'bench-clave-1', LOG_LEVEL: 'silent' });
  const app = await buildApp(config, { logger: false });
  await seedIfEmpty(app.connection.db, config);
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `json=${encodeURIComponent(JSON.stringify({ usuario: 'admin', password: 'bench-clave-1' }))}`,
  });
  const token = login.json<{ token: string }>().token;
  const ids: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const json = {
      descripcion: `Casa ${i}`,
      precio: 35000000,
      direccion: `Av. Larco ${100 + i}`,
      distrito: 'Miraflores',
      propietario_nombre: 'Ana Quispe',
    };
    const r = await app.inject({
      method: 'POST',
      url: '/api/ofertantes/registrar',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
      payload: `json=${encodeURIComponent(JSON.stringify(json))}`,
    });
    if (r.statusCode !== 201) throw new Error(`registrar: ${r.statusCode} ${r.body}`);
    ids.push(Number(r.json<{ data: { id_propiedad: number } }>().data.id_propiedad));
  }

  // 8000 × 5000 = 40 megapixels, with some structure so that the PNG is a real one (and under 10 MB).
  const png = await sharp({ create: { width: 8000, height: 5000, channels: 3, background: '#5b8def' } })
    .composite([
      { input: Buffer.from('<svg width="8000" height="5000"><circle cx="4000" cy="2500" r="2000" fill="#f4c542"/></svg>'), top: 0, left: 0 },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
  const bodies = ids.map((id) =>
    multipart(
      { authorization: token, id_propiedad: String(id) },
      Array.from({ length: FILES }, () => png),
    ),
  );

  global.gc?.();
  await new Promise((r) => setTimeout(r, 200));
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const t0 = performance.now();
  const results = await Promise.all(
    bodies.map((b) => app.inject({ method: 'POST', url: '/api/imagenes/subir', payload: b.payload, headers: { 'content-type': b.type } })),
  );
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const failed = results.filter((r) => r.statusCode !== 201);
  await new Promise((r) => setTimeout(r, 1000));
  const after = process.memoryUsage().rss;
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });

  console.log(
    `\nImágenes: ${REQUESTS} subidas en paralelo × ${FILES} PNG de 40 MP (${(png.length / MiB).toFixed(1)} MiB c/u) · cola ${IMAGE_QUEUE}, ${SHARP_THREADS} hilos de libvips`,
  );
  console.log(`| RSS antes | RSS pico | RSS 1 s después | tiempo | fallidas |\n|---|---|---|---|---|`);
  console.log(
    `| ${(baseline / MiB).toFixed(0)} MiB | ${(peak / MiB).toFixed(0)} MiB | ${(after / MiB).toFixed(0)} MiB | ${seconds.toFixed(1)} s | ${failed.length} |`,
  );
  if (failed.length) console.log(failed.map((r) => `${r.statusCode} ${r.body.slice(0, 200)}`).join('\n'));
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
