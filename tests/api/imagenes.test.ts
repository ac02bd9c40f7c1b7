// Photos and avatars against a real temp DATA_DIR: upload refusals leave no file and no row, good uploads make the
// original and the three sizes of the seed, the files are served (with the default pictures when missing), and
// reorder / main photo / title / delete keep rows, ofertantes.imagen and files consistent.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app';
import { t } from '#server/http';
import { UPLOAD_LIMITS } from '#server/uploads/images';
import { photoPaths, avatarPaths, uploadsRoot } from '#server/uploads/storage';
import { countRows, expectError, expectSuccess, get, login, post, reply, startApp, userId, type Reply, type TestApp } from './helpers';

let env: TestApp;
let app: App;
let root: string;
let admin: string;
let agente: string;
let otro: string;
let agenteId: number;
let otroId: number;
let hugePng: Buffer;
let goodJpeg: Buffer;

interface FilePart {
  readonly name: string;
  readonly data: Buffer;
  readonly type?: string;
  readonly field?: string;
}

/** A multipart/form-data body: the fields first (as the API requires), then the files. */
function multipart(fields: Readonly<Record<string, string | number>>, files: readonly FilePart[]): { payload: Buffer; type: string } {
  const boundary = `----prueba${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'files'}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
    );
    chunks.push(f.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs a multipart upload; the token goes in the `authorization` field unless `bearer` is set. */
async function upload(
  url: string,
  fields: Readonly<Record<string, string | number>>,
  files: readonly FilePart[],
  token?: string,
  bearer = false,
): Promise<Reply> {
  const withToken = token && !bearer ? { authorization: token, ...fields } : fields;
  const { payload, type } = multipart(withToken, files);
  const res = await app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': type, ...(token && bearer ? { authorization: `Bearer ${token}` } : {}) },
  });
  return reply(res);
}

const subir = (id: number, files: readonly FilePart[], token?: string, extra: Record<string, string> = {}) =>
  upload('/api/imagenes/subir', { id_propiedad: id, ...extra }, files, token);

async function jpeg(width = 1600, height = 1200, color = '#3a7bd5'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

/** Every file under uploads/, relative. */
function listFiles(dir = root): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}

async function snapshot() {
  return { files: listFiles(), imagenes: await countRows(app, 'imagenes'), cambioso: await countRows(app, 'cambioso') };
}

/** The call is refused and leaves exactly what was there: no file, no row. */
async function expectNothingLeft(call: () => Promise<Reply>, status: number, msg?: string | RegExp): Promise<Reply> {
  const before = await snapshot();
  const r = await call();
  expectError(r, status, msg);
  expect(await snapshot()).toEqual(before);
  return r;
}

/** An ofertante of `owner` with no photos (its demo photos removed, its main photo cleared). */
async function freshProperty(owner: number, skip: number[] = []): Promise<number> {
  const db = app.connection.db;
  let q = db.selectFrom('ofertantes').select('id_propiedad').where('id_agente', '=', owner);
  if (skip.length) q = q.where('id_propiedad', 'not in', skip);
  const row = await q.orderBy('id_propiedad', 'desc').executeTakeFirstOrThrow();
  const id = Number(row.id_propiedad);
  const photos = await db.selectFrom('imagenes').select('archivo').where('id_propiedad', '=', id).execute();
  for (const p of photos) for (const f of photoPaths(root, String(id), String(p.archivo))) fs.rmSync(f, { force: true });
  await db.deleteFrom('imagenes').where('id_propiedad', '=', id).execute();
  await db.updateTable('ofertantes').set({ imagen: null }).where('id_propiedad', '=', id).execute();
  return id;
}

const imagenOf = async (id: number) =>
  (await app.connection.db.selectFrom('ofertantes').select('imagen').where('id_propiedad', '=', id).executeTakeFirstOrThrow()).imagen;

beforeAll(async () => {
  env = await startApp();
  app = env.app;
  root = uploadsRoot(env.config.dataDir);
  [admin, agente, otro] = await Promise.all([login(app, 'admin'), login(app, 'agente'), login(app, 'lmendoza')]);
  [agenteId, otroId] = await Promise.all([userId(app, 'agente'), userId(app, 'lmendoza')]);
  goodJpeg = await jpeg(800, 600, '#e07a5f');
  hugePng = await sharp({ create: { width: 10000, height: 10000, channels: 3, background: '#88aacc' } })
    .png()
    .toBuffer();
});

afterAll(async () => {
  await env?.close();
});

describe('demo photos', () => {
  it('the demo properties have 2–4 photos in all four files, and their main photo', async () => {
    const db = app.connection.db;
    const props = await db.selectFrom('ofertantes').select(['id_propiedad', 'imagen', 'estado']).orderBy('id_propiedad').limit(60).execute();
    const withPhotos = props.filter((p) => p.estado !== 'prospecto');
    expect(withPhotos.length).toBeGreaterThan(40);
    for (const p of withPhotos) {
      const rows = await db.selectFrom('imagenes').selectAll().where('id_propiedad', '=', p.id_propiedad).orderBy('orden').execute();
      expect(rows.length).toBeGreaterThanOrEqual(2);
      expect(rows.length).toBeLessThanOrEqual(4);
      expect(p.imagen).toBe(rows[0]!.archivo);
      for (const f of photoPaths(root, String(p.id_propiedad), String(rows[0]!.archivo))) expect(fs.existsSync(f)).toBe(true);
    }
    const [original, g, m, pq] = photoPaths(root, String(withPhotos[0]!.id_propiedad), String(withPhotos[0]!.imagen));
    expect((await sharp(original).metadata()).width).toBeGreaterThanOrEqual(1180);
    for (const [file, w, h] of [
      [g, 1180, 600],
      [m, 373, 275],
      [pq, 188, 125],
    ] as const) {
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', w, h]);
    }
  });
});

describe('upload refusals leave no file and no row', () => {
  let propio: number;
  let ajeno: number;
  beforeAll(async () => {
    propio = await freshProperty(agenteId);
    ajeno = await freshProperty(otroId);
  });

  it('a text file named .jpg (declared image/jpeg) is refused by its content', async () => {
    const texto = Buffer.from('Esto es un texto, no una foto.\n'.repeat(50));
    await expectNothingLeft(
      () => subir(propio, [{ name: 'foto.jpg', data: texto, type: 'image/jpeg' }], agente),
      400,
      t('app.fotos.errors.not_image', { archivo: 'foto.jpg' }),
    );
  });

  it('an SVG, a GIF and a truncated JPEG are refused', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    await expectNothingLeft(
      () => subir(propio, [{ name: 'dibujo.png', data: svg, type: 'image/png' }], agente),
      400,
      /no es una imagen JPEG, PNG o WebP/,
    );
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#f00' } })
      .gif()
      .toBuffer();
    await expectNothingLeft(() => subir(propio, [{ name: 'anim.jpg', data: gif }], agente), 400, /no es una imagen JPEG, PNG o WebP/);
    const cut = (await jpeg()).subarray(0, 600);
    await expectNothingLeft(() => subir(propio, [{ name: 'cortada.jpg', data: cut }], agente), 400, /No se pudo leer la imagen «cortada\.jpg»/);
  });

  it('a file over the byte limit gets 413 in Spanish', async () => {
    const big = Buffer.alloc(UPLOAD_LIMITS.maxBytes + 1, 0);
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(big);
    await expectNothingLeft(
      () => subir(propio, [{ name: 'enorme.jpg', data: big }], agente),
      413,
      t('app.fotos.errors.too_large', { archivo: 'enorme.jpg', mb: 10 }),
    );
  });

  it('an image over the pixel limit (10000×10000, small when compressed) gets 413', async () => {
    expect(hugePng.length).toBeLessThan(UPLOAD_LIMITS.maxBytes);
    await expectNothingLeft(
      () => subir(propio, [{ name: 'gigante.png', data: hugePng, type: 'image/png' }], agente),
      413,
      t('app.fotos.errors.too_many_pixels', { archivo: 'gigante.png', mp: 40 }),
    );
  });

  it('a batch whose second file is bad stores nothing, not even the good first file', async () => {
    const r = await expectNothingLeft(
      () =>
        subir(
          propio,
          [
            { name: 'buena.jpg', data: goodJpeg },
            { name: 'mala.jpg', data: Buffer.from('no soy una foto') },
          ],
          agente,
        ),
      400,
    );
    expect(r.body.msg).toContain('mala.jpg');
    expect(await imagenOf(propio)).toBeNull();
  });

  it('more files than allowed in one request gets 413', async () => {
    const small = await jpeg(40, 30);
    const files = Array.from({ length: UPLOAD_LIMITS.maxFiles + 1 }, (_, i) => ({ name: `f${i}.jpg`, data: small }));
    await expectNothingLeft(() => subir(propio, files, agente), 413, t('app.fotos.errors.too_many_files', { max: UPLOAD_LIMITS.maxFiles }));
  });

  it('no token, a forged token, another agent’s ofertante, no files, no property, a form-encoded body', async () => {
    const file = [{ name: 'casa.jpg', data: goodJpeg }];
    await expectNothingLeft(() => subir(propio, file), 401);
    await expectNothingLeft(() => subir(propio, file, 'x'.repeat(43)), 401);
    await expectNothingLeft(() => subir(ajeno, file, agente), 403);
    await expectNothingLeft(() => subir(propio, file, agente, { titulo: 'x'.repeat(121) }), 400, /hasta 120 caracteres/);
    await expectNothingLeft(() => subir(propio, [], agente), 400, t('app.fotos.errors.no_files'));
    await expectNothingLeft(() => upload('/api/imagenes/subir', {}, file, agente), 400, t('app.fotos.errors.no_property'));
    await expectNothingLeft(() => subir(999999, file, agente), 404);
    await expectNothingLeft(() => post(app, '/api/imagenes/subir', { id_propiedad: propio }, agente), 400, t('app.fotos.errors.not_multipart'));
  });

  it('an unknown field refuses the upload (400), like an unknown JSON field (issue 8 §4)', async () => {
    const r = await expectNothingLeft(() => subir(propio, [{ name: 'a.jpg', data: goodJpeg }], agente, { carpeta: '../../etc' }), 400);
    expect(r.body.errors.carpeta).toBe(t('app.validation.unknown_field'));
    await expectNothingLeft(() => upload('/api/perfil/avatar', { id_usuario: String(otroId) }, [{ name: 'a.jpg', data: goodJpeg }], agente), 400);
  });

  it('a path in the file name has no effect: the file gets a generated name inside its folder', async () => {
    const before = listFiles();
    const r = await subir(propio, [{ name: '../../evil.jpg', data: goodJpeg }], agente);
    expectSuccess(r, 201);
    const archivo = String(r.body.data[0].archivo);
    expect(archivo).toMatch(/^[0-9a-f]{32}\.jpg$/);
    const added = listFiles().filter((f) => !before.includes(f));
    expect(added.sort()).toEqual(
      photoPaths(root, String(propio), archivo)
        .map((f) => path.relative(root, f))
        .sort(),
    );
    const dataDir = env.config.dataDir;
    const everywhere = fs.readdirSync(dataDir, { recursive: true }).map(String);
    expect(everywhere.filter((f) => f.includes('evil'))).toEqual([]);
    expect(fs.existsSync(path.resolve(root, '..', 'evil.jpg'))).toBe(false);
    expect(fs.existsSync(path.resolve(dataDir, '..', 'evil.jpg'))).toBe(false);
  });
});

describe('a good upload', () => {
  let id: number;
  let rows: Record<string, unknown>[];
  beforeAll(async () => {
    id = await freshProperty(agenteId, []);
  });

  it('stores the original (upright, no metadata) and exactly the three sizes; the first photo becomes the main one', async () => {
    // 1600×1200 with EXIF orientation 6 (shown rotated 90°) and a copyright tag that must not survive.
    const rotated = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#81b29a' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Propietario secreto' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const png = await sharp({ create: { width: 900, height: 700, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#f2cc8f' } })
      .webp()
      .toBuffer();
    const cambiosBefore = await countRows(app, 'cambioso');
    const r = await subir(
      id,
      [
        { name: 'girada.jpg', data: rotated },
        { name: 'plano.png', data: png, type: 'image/png' },
        { name: 'vista.webp', data: webp, type: 'image/webp' },
      ],
      agente,
      { titulo: '  Fachada  ' },
    );
    expectSuccess(r, 201);
    expect(r.body.msg).toBe(t('app.fotos.uploaded', { n: 3 }));
    rows = r.body.data;
    expect(rows.map((x) => [x.orden, x.titulo, x.principal, x.id_propiedad, x.carpeta, x.subido_por])).toEqual([
      [1, 'Fachada', true, id, String(id), agenteId],
      [2, 'Fachada', false, id, String(id), agenteId],
      [3, 'Fachada', false, id, String(id), agenteId],
    ]);
    expect(rows[0]).toMatchObject({ ancho: 1200, alto: 1600 });
    expect(await imagenOf(id)).toBe(rows[0]!.archivo);
    // The new main photo is a change of the ofertante: one cambioso row.
    expect(await countRows(app, 'cambioso')).toBe(cambiosBefore + 1);

    for (const row of rows) {
      const [original, g, m, p] = photoPaths(root, String(id), String(row.archivo));
      const meta = await sharp(original).metadata();
      expect(meta.format).toBe('jpeg');
      expect([meta.width, meta.height]).toEqual([row.ancho, row.alto]);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(fs.statSync(original!).size).toBe(row.bytes);
      for (const [file, w, h] of [
        [g, 1180, 600],
        [m, 373, 275],
        [p, 188, 125],
      ] as const) {
        const s = await sharp(file).metadata();
        expect([s.format, s.width, s.height, s.exif]).toEqual(['jpeg', w, h, undefined]);
      }
    }
  });

  it('the token may also travel as a Bearer header', async () => {
    const r = await upload('/api/imagenes/subir', { id_propiedad: id }, [{ name: 'b.jpg', data: goodJpeg }], agente, true);
    expectSuccess(r, 201);
    expect(r.body.data[0].orden).toBe(4);
    rows = [...rows, r.body.data[0]];
  });

  it('the files are served without a token, with their type and long cache headers', async () => {
    const archivo = String(rows[0]!.archivo);
    for (const [size, w, h] of [
      ['1180X600', 1180, 600],
      ['373X275', 373, 275],
      ['188X125', 188, 125],
      ['original', 1200, 1600],
    ] as const) {
      const res = await app.inject({ url: `/api/uploads/${size}/${id}/${archivo}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toContain('max-age=31536000');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([w, h]);
    }
  });

  it('any logged-in user reads the ordered list; without a token it is 401', async () => {
    const r = await get(app, `/api/imagenes/propiedad/${id}`, otro);
    expectSuccess(r);
    expect(r.body.data.map((x: { id_imagen: number }) => x.id_imagen)).toEqual(rows.map((x) => x.id_imagen));
    expect(r.body.total).toBe(4);
    expectError(await get(app, `/api/imagenes/propiedad/${id}`), 401);
    expectError(await get(app, '/api/imagenes/propiedad/999999', agente), 404);
  });

  it('reorders with every photo exactly once; refuses partial, repeated or foreign lists and other agents', async () => {
    const ids = rows.map((x) => Number(x.id_imagen));
    const reversed = [...ids].reverse();
    const r = await post(app, '/api/imagenes/ordenar', { json: { id_propiedad: id, orden: reversed } }, agente);
    expectSuccess(r);
    expect(r.body.data.map((x: { id_imagen: number }) => x.id_imagen)).toEqual(reversed);
    expect(r.body.data.map((x: { orden: number }) => x.orden)).toEqual([1, 2, 3, 4]);
    const bad = t('app.fotos.errors.bad_order');
    const extra = await post(app, '/api/imagenes/ordenar', { json: { id_propiedad: id, orden: reversed, forzar: true } }, agente);
    expectError(extra, 400, t('app.errors.invalid_input'));
    expect(extra.body.errors.forzar).toBe(t('app.validation.unknown_field'));
    expectError(await post(app, '/api/imagenes/principal', { json: { id_imagen: ids[0], id_propiedad: id } }, agente), 400);
    expectError(await post(app, '/api/imagenes/ordenar', { json: { id_propiedad: id, orden: ids.slice(1) } }, agente), 400, bad);
    expectError(await post(app, '/api/imagenes/ordenar', { json: { id_propiedad: id, orden: [ids[0], ...ids.slice(0, 3)] } }, agente), 400, bad);
    expectError(await post(app, '/api/imagenes/ordenar', { json: { id_propiedad: id, orden: [...ids.slice(1), 1] } }, agente), 400, bad);
    expectError(await post(app, '/api/imagenes/ordenar', { json: { id_propiedad: id, orden: 'abc' } }, agente), 400, bad);
    expectError(await post(app, '/api/imagenes/ordenar', { json: { id_propiedad: id, orden: ids } }, otro), 403);
    const list = await get(app, `/api/imagenes/propiedad/${id}`, agente);
    expect(list.body.data.map((x: { id_imagen: number }) => x.id_imagen)).toEqual(reversed);
  });

  it('chooses the main photo (ofertantes.imagen) and edits a title', async () => {
    const second = rows[1]!;
    expectError(await post(app, '/api/imagenes/principal', { json: { id_imagen: second.id_imagen } }, otro), 403);
    const r = await post(app, '/api/imagenes/principal', { json: { id_imagen: second.id_imagen } }, agente);
    expectSuccess(r);
    expect(r.body.data.filter((x: { principal: boolean }) => x.principal).map((x: { id_imagen: number }) => x.id_imagen)).toEqual([second.id_imagen]);
    expect(await imagenOf(id)).toBe(second.archivo);
    // An administrator may change anyone's.
    expectSuccess(await post(app, '/api/imagenes/principal', { json: { id_imagen: rows[0]!.id_imagen } }, admin));
    expect(await imagenOf(id)).toBe(rows[0]!.archivo);

    const u = await post(app, '/api/imagenes/actualizar', { json: { id_imagen: second.id_imagen, titulo: 'Sala-comedor' } }, agente);
    expectSuccess(u);
    expect(u.body.data).toMatchObject({ id_imagen: second.id_imagen, titulo: 'Sala-comedor' });
    expectError(await post(app, '/api/imagenes/actualizar', { json: { id_imagen: second.id_imagen, titulo: 'x'.repeat(121) } }, agente), 400);
    expectError(await post(app, '/api/imagenes/actualizar', { json: { id_imagen: second.id_imagen, titulo: 'Otro' } }, otro), 403);
    expectError(await post(app, '/api/imagenes/actualizar', { json: { id_imagen: 999999, titulo: 'Otro' } }, agente), 404);
  });

  it('deletes a photo with its files; deleting the main one promotes the next in order', async () => {
    const main = rows[0]!;
    const files = photoPaths(root, String(id), String(main.archivo));
    expectError(await post(app, '/api/imagenes/eliminar', { id: main.id_imagen }, otro), 403);
    for (const f of files) expect(fs.existsSync(f)).toBe(true);
    const r = await post(app, '/api/imagenes/eliminar', { id: main.id_imagen }, agente);
    expectSuccess(r);
    for (const f of files) expect(fs.existsSync(f)).toBe(false);
    expect(r.body.data).toHaveLength(3);
    // The order was reversed: the first remaining is the last uploaded.
    const first = r.body.data[0];
    expect(first.principal).toBe(true);
    expect(await imagenOf(id)).toBe(first.archivo);
    for (const x of r.body.data) expectSuccess(await post(app, '/api/imagenes/eliminar', { id: x.id_imagen }, agente));
    expect(await imagenOf(id)).toBeNull();
    expect((await get(app, `/api/imagenes/propiedad/${id}`, agente)).body.data).toEqual([]);
    expect(fs.readdirSync(path.join(root, '1180X600', String(id)))).toEqual([]);
    expectError(await post(app, '/api/imagenes/eliminar', { id: main.id_imagen }, agente), 404);
  });
});

describe('serving', () => {
  it('a missing file answers the default no-image picture (200, an image type)', async () => {
    const res = await app.inject({ url: '/api/uploads/373X275/1/00000000000000000000000000000000.jpg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toContain('<svg');
    expect(res.body).toContain('Sin imagen');
  });

  it('never leaves uploads/: traversal attempts answer the default picture or 404, never a file', async () => {
    fs.writeFileSync(path.join(env.config.dataDir, 'secreto.jpg'), 'SECRETO');
    const attempts = [
      '/api/uploads/original/..%2F..%2Fsecreto.jpg/x.jpg',
      '/api/uploads/original/%2e%2e/secreto.jpg',
      '/api/uploads/1180X600/..%2f..%2f..%2f/secreto.jpg',
      '/api/uploads/188X125/1/..%2F..%2F..%2Fsecreto.jpg',
      '/api/uploads/188X125/1/..%5C..%5Csecreto.jpg',
      '/api/uploads/..%2F..%2F/x/secreto.jpg',
      '/api/uploads/original/x/inmobiliaria.db',
      '/api/uploads/../../secreto.jpg',
    ];
    for (const url of attempts) {
      const res = await app.inject({ url });
      expect(res.body, url).not.toContain('SECRETO');
      expect(res.body, url).not.toContain('SQLite format');
      expect([200, 404], url).toContain(res.statusCode);
      if (res.statusCode === 200) expect(res.headers['content-type'], url).toMatch(/^image\/svg\+xml/);
    }
    const unknown = await app.inject({ url: '/api/uploads/999X999/1/a.jpg' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('avatars', () => {
  const defaultAvatar = fs.readFileSync(new URL('../../server/uploads/assets/avatar-default.svg', import.meta.url), 'utf8');

  it('own avatar: 128×128 mini plus original, usuarios.imagen and the identity updated, old files removed', async () => {
    const r = await upload('/api/perfil/avatar', {}, [{ name: 'yo.png', data: await jpeg(640, 480, '#264653') }], agente);
    expectSuccess(r);
    const archivo = String(r.body.data.identity.imagenmini);
    expect(archivo).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(r.body.data.imagen).toBe(archivo);
    expect(r.body.data.password).toBeUndefined();
    expect(r.body.data.identity).toMatchObject({ sub: agenteId, usuario: 'agente' });
    const [original, mini] = avatarPaths(root, archivo);
    expect(fs.existsSync(original)).toBe(true);
    const meta = await sharp(mini).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 128, 128]);

    const res = await app.inject({ url: `/api/uploads/usuarios/mini/${archivo}` });
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/jpeg']);

    const again = await upload('/api/perfil/avatar', {}, [{ name: 'yo2.jpg', data: await jpeg(300, 300, '#e9c46a') }], agente, true);
    expectSuccess(again);
    expect(again.body.data.identity.imagenmini).not.toBe(archivo);
    expect(fs.existsSync(original) || fs.existsSync(mini)).toBe(false);
    const login = await post(app, '/api/login', { json: { usuario: 'agente', password: 'clave-demo-1' } });
    expect(login.body.identity.imagenmini).toBe(again.body.data.identity.imagenmini);
  });

  it('a missing avatar answers the default avatar', async () => {
    const res = await app.inject({ url: '/api/uploads/usuarios/mini/ffffffffffffffffffffffffffffffff.jpg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toBe(defaultAvatar);
  });

  it('refusals leave nothing: not an image, two files, no token', async () => {
    await expectNothingLeft(
      () => upload('/api/perfil/avatar', {}, [{ name: 'yo.jpg', data: Buffer.from('texto') }], agente),
      400,
      /no es una imagen/,
    );
    await expectNothingLeft(
      () =>
        upload(
          '/api/perfil/avatar',
          {},
          [
            { name: 'a.jpg', data: goodJpeg },
            { name: 'b.jpg', data: goodJpeg },
          ],
          agente,
        ),
      413,
    );
    await expectNothingLeft(() => upload('/api/perfil/avatar', {}, [{ name: 'a.jpg', data: goodJpeg }]), 401);
  });

  it('another user’s avatar: administrators only', async () => {
    const file = [{ name: 'luis.jpg', data: goodJpeg }];
    await expectNothingLeft(() => upload('/api/usuarios/avatar', { id_usuario: otroId }, file, agente), 403);
    await expectNothingLeft(() => upload('/api/usuarios/avatar', { id_usuario: 999999 }, file, admin), 404);
    const r = await upload('/api/usuarios/avatar', { id_usuario: otroId }, file, admin);
    expectSuccess(r);
    expect(r.body.data).toMatchObject({ id_usuario: otroId, imagen: r.body.data.identity.imagenmini });
    const row = await app.connection.db.selectFrom('usuarios').select('imagen').where('id_usuario', '=', otroId).executeTakeFirstOrThrow();
    expect(row.imagen).toBe(r.body.data.imagen);
  });
});
