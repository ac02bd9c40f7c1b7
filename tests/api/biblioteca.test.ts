// Imágenes y Files through the API: library pictures and avatars (upload, title and labels, delete with its files; a property's
// main photo and a picture a blog entry shows are refused), free file uploads (several at once, labels, property,
// delete, download), the label/uploader/property filters, the public blog's absolute picture URLs; bad input gets
// a Spanish 400 and changes nothing; agents are refused everything here.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, expectError, expectSuccess, get, login, post, reply, startApp, type TestApp } from './helpers';
import { multipart, pdf, type Upload } from './archivosFixtures';

let t: TestApp;
let admin: string;
let agente: string;
let blogLabel: number;
let planos: number;
let propiedad: number;

const jpeg = () =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: '#1565c0' } })
    .jpeg()
    .toBuffer();

async function upload(url: string, token: string | undefined, fields: Record<string, string>, files: Upload[]) {
  const body = multipart({ ...(token ? { authorization: token } : {}), ...fields }, files);
  return reply(await t.app.inject({ method: 'POST', url, payload: body.payload, headers: body.headers }));
}

const stored = (dir: string) => {
  try {
    return fs.readdirSync(dir).length;
  } catch {
    return 0;
  }
};

beforeAll(async () => {
  t = await startApp();
  [admin, agente] = await Promise.all([login(t.app, 'admin'), login(t.app, 'agente')]);
  const db = t.app.connection.db;
  const labels = await db.selectFrom('etiquetas').select(['id_etiqueta', 'nombre']).execute();
  blogLabel = Number(labels.find((l) => l.nombre === 'Blog')?.id_etiqueta);
  planos = Number(labels.find((l) => l.nombre === 'Planos')?.id_etiqueta);
  propiedad = Number(
    (await db.selectFrom('ofertantes').select('id_propiedad').where('estado', '=', 'disponible').orderBy('id_propiedad').executeTakeFirstOrThrow())
      .id_propiedad,
  );
});
afterAll(async () => t.close());

describe('pictures', () => {
  it('uploads several to the library with title and labels, filters by label, edits, deletes them with their files', async () => {
    const r = await upload('/api/biblioteca/imagenes/subir', admin, { titulo: 'Lote de prueba', etiquetas: `${blogLabel},${planos}` }, [
      { name: 'a.jpg', data: await jpeg() },
      { name: 'b.jpg', data: await jpeg() },
    ]);
    expectSuccess(r, 201);
    const rows = r.body.data as { id: number; carpeta: string; archivo: string; etiquetas: number[] }[];
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ carpeta: 'biblioteca', etiquetas: [blogLabel, planos] });
    const both = await get(t.app, '/api/biblioteca/imagenes/listado', admin, { etiquetas: `${blogLabel},${planos}` });
    expectSuccess(both);
    expect((both.body.data as { id: number }[]).map((x) => x.id).sort()).toEqual(rows.map((x) => x.id).sort());
    const upd = await post(
      t.app,
      '/api/biblioteca/imagenes/actualizar',
      { json: { id_imagen: rows[0]!.id, titulo: 'Solo blog', etiquetas: [blogLabel] } },
      admin,
    );
    expectSuccess(upd);
    expect(upd.body.data).toMatchObject({ titulo: 'Solo blog', etiquetas: [blogLabel] });
    const small = path.join(t.dir, 'uploads', '188X125', 'biblioteca');
    const before = stored(small);
    expectSuccess(await post(t.app, '/api/biblioteca/imagenes/eliminar', { id: String(rows[0]!.id) }, admin));
    expect(stored(small)).toBe(before - 1);
    expect(fs.existsSync(path.join(t.dir, 'uploads', 'original', 'biblioteca', rows[0]!.archivo))).toBe(false);
  });

  it('filters by uploader, property and origin', async () => {
    const agentId = Number(
      (await t.app.connection.db.selectFrom('usuarios').select('id_usuario').where('usuario', '=', 'agente').executeTakeFirstOrThrow()).id_usuario,
    );
    const byAgent = await get(t.app, '/api/biblioteca/imagenes/listado', admin, { subido_por: agentId, perPage: 100 });
    expectSuccess(byAgent);
    expect((byAgent.body.data as { id_subido_por: number }[]).every((x) => x.id_subido_por === agentId)).toBe(true);
    const ofProp = await get(t.app, '/api/biblioteca/imagenes/listado', admin, { id_propiedad: propiedad });
    expect((ofProp.body.data as { id_propiedad: number }[]).every((x) => x.id_propiedad === propiedad)).toBe(true);
    const lib = await get(t.app, '/api/biblioteca/imagenes/listado', admin, { origen: 'biblioteca', perPage: 100 });
    expect((lib.body.data as { id_propiedad: number | null }[]).every((x) => x.id_propiedad === null)).toBe(true);
  });

  it('lists avatars (origin Avatares, the user as owner, three sizes), edits their labels, replaces and deletes them', async () => {
    const db = t.app.connection.db;
    const user = await db.selectFrom('usuarios').select(['id_usuario', 'nombre']).where('usuario', '=', 'agente').executeTakeFirstOrThrow();
    const id = Number(user.id_usuario);
    const avatarOf = async () => {
      const r = await get(t.app, '/api/biblioteca/imagenes/listado', admin, { origen: 'avatares', q: String(user.nombre), perPage: 100 });
      expectSuccess(r);
      return (r.body.data as { id: number; id_usuario: number; usuario: string; carpeta: string; archivo: string }[]).filter(
        (x) => x.id_usuario === id,
      );
    };
    const first = await upload('/api/usuarios/avatar', admin, { id_usuario: String(id) }, [{ name: 'yo.jpg', data: await jpeg() }]);
    expectSuccess(first);
    const replaced = String(first.body.data.imagen);
    expectSuccess(await upload('/api/usuarios/avatar', admin, { id_usuario: String(id) }, [{ name: 'yo2.jpg', data: await jpeg() }]));
    const [listed, ...more] = await avatarOf();
    const avatar = listed!;
    expect(more).toHaveLength(0); // the replaced picture left the library with its files
    expect(avatar).toMatchObject({ carpeta: 'usuarios', usuario: expect.stringContaining(String(user.nombre)) });
    expect(avatar.archivo).not.toBe(replaced);
    expect(fs.existsSync(path.join(t.dir, 'uploads', '188X125', 'usuarios', replaced))).toBe(false);
    for (const [dir, width, height] of [
      ['1180X600', 1180, 600],
      ['373X275', 373, 275],
      ['188X125', 188, 125],
    ] as const) {
      const res = await t.app.inject({ url: `/api/uploads/${dir}/usuarios/${avatar.archivo}` });
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width, height });
    }
    const lib = await get(t.app, '/api/biblioteca/imagenes/listado', admin, { origen: 'biblioteca', perPage: 100 });
    expect((lib.body.data as { id: number }[]).map((x) => x.id)).not.toContain(avatar.id);
    expectSuccess(
      await post(
        t.app,
        '/api/biblioteca/imagenes/actualizar',
        { json: { id_imagen: avatar.id, titulo: 'Foto de credencial', etiquetas: [planos] } },
        admin,
      ),
    );
    const labelled = await get(t.app, '/api/biblioteca/imagenes/listado', admin, { etiquetas: String(planos), origen: 'avatares' });
    expect(labelled.body.data).toEqual([expect.objectContaining({ id: avatar.id, titulo: 'Foto de credencial' })]);

    expectSuccess(await post(t.app, '/api/biblioteca/imagenes/eliminar', { id: String(avatar.id) }, admin));
    expect(await avatarOf()).toHaveLength(0);
    expect((await db.selectFrom('usuarios').select('imagen').where('id_usuario', '=', id).executeTakeFirstOrThrow()).imagen).toBeNull();
    for (const dir of ['original', '1180X600', '373X275', '188X125'])
      expect(fs.existsSync(path.join(t.dir, 'uploads', dir, 'usuarios', avatar.archivo))).toBe(false);
    expect(fs.existsSync(path.join(t.dir, 'uploads', 'usuarios', 'mini', avatar.archivo))).toBe(false);
  });

  it('refuses to delete a property main photo or a picture a blog entry shows, and changes nothing', async () => {
    const db = t.app.connection.db;
    const main = await db
      .selectFrom('imagenes')
      .innerJoin('ofertantes', 'ofertantes.imagen', 'imagenes.archivo')
      .select('imagenes.id_imagen')
      .executeTakeFirstOrThrow();
    const n = await countRows(t.app, 'imagenes');
    expectError(await post(t.app, '/api/biblioteca/imagenes/eliminar', { id: String(main.id_imagen) }, admin), 409, /foto principal/);
    const cover = await db.selectFrom('blog').select('imagen').where('imagen', 'is not', null).executeTakeFirstOrThrow();
    const used = await db
      .selectFrom('imagenes')
      .select('id_imagen')
      .where('archivo', '=', String(cover.imagen).split('/').pop() ?? '')
      .executeTakeFirstOrThrow();
    expectError(await post(t.app, '/api/biblioteca/imagenes/eliminar', { id: String(used.id_imagen) }, admin), 409, /blog/);
    expect(await countRows(t.app, 'imagenes')).toBe(n);
  });

  it('answers bad input with a Spanish 400 and stores nothing', async () => {
    const n = await countRows(t.app, 'imagenes');
    expectError(await get(t.app, '/api/biblioteca/imagenes/listado', admin, { etiquetas: 'uno' }), 400, /Etiquetas no válidas/);
    expectError(await get(t.app, '/api/biblioteca/imagenes/listado', admin, { etiquetas: '99999' }), 400, /Etiquetas no válidas/);
    expectError(await get(t.app, '/api/biblioteca/imagenes/listado', admin, { color: 'rojo' }), 400);
    expectError(await get(t.app, '/api/biblioteca/imagenes/listado', admin, { desde: '2026-13-45' }), 400);
    expectError(await get(t.app, '/api/biblioteca/imagenes/listado', admin, { origen: 'otro' }), 400);
    expectError(
      await upload('/api/biblioteca/imagenes/subir', admin, { etiquetas: '99999' }, [{ name: 'a.jpg', data: await jpeg() }]),
      400,
      /Etiquetas no válidas/,
    );
    expectError(await upload('/api/biblioteca/imagenes/subir', admin, { titulo: 'x'.repeat(200) }, [{ name: 'a.jpg', data: await jpeg() }]), 400);
    expectError(
      await upload('/api/biblioteca/imagenes/subir', admin, {}, [
        { name: 'a.jpg', data: await jpeg() },
        { name: 'b.pdf', data: pdf() },
      ]),
      400,
    );
    expectError(await upload('/api/biblioteca/imagenes/subir', admin, {}, []), 400);
    const some = await t.app.connection.db.selectFrom('imagenes').select(['id_imagen', 'titulo']).executeTakeFirstOrThrow();
    expectError(await post(t.app, '/api/biblioteca/imagenes/actualizar', { json: { id_imagen: some.id_imagen, etiquetas: 'Blog' } }, admin), 400);
    expectError(await post(t.app, '/api/biblioteca/imagenes/actualizar', { json: { id_imagen: some.id_imagen, otro: 1 } }, admin), 400);
    expect(await countRows(t.app, 'imagenes')).toBe(n);
    const after = await t.app.connection.db.selectFrom('imagenes').select('titulo').where('id_imagen', '=', some.id_imagen).executeTakeFirstOrThrow();
    expect(after.titulo).toBe(some.titulo);
  });
});

describe('files', () => {
  it('uploads several with labels and a property, filters by label and property, downloads and deletes a free upload', async () => {
    const r = await upload('/api/biblioteca/files/subir', admin, { etiquetas: String(planos), id_propiedad: String(propiedad) }, [
      { name: 'Plano 1.pdf', data: pdf() },
      { name: 'Plano 2.pdf', data: pdf(900) },
    ]);
    expectSuccess(r, 201);
    const rows = r.body.data as { id: number; nombre: string; etiquetas: number[]; id_propiedad: number; libre: boolean }[];
    expect(rows.map((x) => x.nombre)).toEqual(['Plano 1.pdf', 'Plano 2.pdf']);
    expect(rows[0]).toMatchObject({ etiquetas: [planos], id_propiedad: propiedad, libre: true });
    const list = await get(t.app, '/api/biblioteca/files/listado', admin, { etiquetas: String(planos), id_propiedad: propiedad });
    expectSuccess(list);
    expect((list.body.data as { id: number }[]).map((x) => x.id)).toEqual(expect.arrayContaining(rows.map((x) => x.id)));
    const dl = await t.app.inject({
      method: 'GET',
      url: `/api/biblioteca/files/descargar/${rows[0]!.id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-disposition']).toContain('Plano 1.pdf');
    const upd = await post(
      t.app,
      '/api/biblioteca/files/actualizar',
      { json: { id_archivo: rows[1]!.id, etiquetas: [], id_propiedad: null } },
      admin,
    );
    expectSuccess(upd);
    expect(upd.body.data).toMatchObject({ etiquetas: [], id_propiedad: null });
    const files = path.join(t.dir, 'archivos');
    const before = stored(files);
    expectSuccess(await post(t.app, '/api/biblioteca/files/eliminar', { id: String(rows[0]!.id) }, admin));
    expect(stored(files)).toBe(before - 1);
  });

  it('a batch with one refused file stores none; bad labels, property or fields are a Spanish 400', async () => {
    const n = await countRows(t.app, 'archivos');
    const dir = path.join(t.dir, 'archivos');
    const files = stored(dir);
    expectError(
      await upload('/api/biblioteca/files/subir', admin, {}, [
        { name: 'ok.pdf', data: pdf() },
        { name: 'virus.exe', data: Buffer.from('MZ\x90\x00 no soy un pdf') },
      ]),
      400,
    );
    expectError(
      await upload('/api/biblioteca/files/subir', admin, { etiquetas: '0' }, [{ name: 'ok.pdf', data: pdf() }]),
      400,
      /Etiquetas no válidas/,
    );
    expectError(await upload('/api/biblioteca/files/subir', admin, { id_propiedad: '999999' }, [{ name: 'ok.pdf', data: pdf() }]), 400, /inmueble/);
    expectError(await upload('/api/biblioteca/files/subir', admin, { carpeta: 'x' }, [{ name: 'ok.pdf', data: pdf() }]), 400);
    expectError(
      await upload(
        '/api/biblioteca/files/subir',
        admin,
        {},
        Array.from({ length: 11 }, (_, i) => ({ name: `${i}.pdf`, data: pdf() })),
      ),
      413,
    );
    expectError(await get(t.app, '/api/biblioteca/files/listado', admin, { etiquetas: '1,x' }), 400);
    expectError(await get(t.app, '/api/biblioteca/files/listado', admin, { orden: 'nombre' }), 400);
    expect(await countRows(t.app, 'archivos')).toBe(n);
    expect(stored(dir)).toBe(files);
  });

  it('demo contracts and SUNARP procedures carry labelled PDFs, listed in Files and readable from their record', async () => {
    const db = t.app.connection.db;
    const contratos = await db
      .selectFrom('controlcontratos')
      .select(['id_contrato', 'archivo'])
      .where('estado', 'in', ['vigente', 'vencido', 'resuelto'])
      .execute();
    const withFile = contratos.filter((c) => c.archivo !== null);
    expect(withFile.length).toBeGreaterThan(0);
    expect(withFile.length).toBeLessThan(contratos.length); // a share, not all
    const contrato = await db
      .selectFrom('controlcontratos')
      .innerJoin('ofertantes', 'ofertantes.id_propiedad', 'controlcontratos.id_propiedad')
      .select(['id_contrato', 'ofertantes.direccion'])
      .where('controlcontratos.tipo', '=', 'arrendamiento')
      .where('controlcontratos.archivo', 'is not', null)
      .executeTakeFirstOrThrow();
    const contractLabel = Number(
      (await db.selectFrom('etiquetas').select('id_etiqueta').where('nombre', '=', 'Contrato').executeTakeFirstOrThrow()).id_etiqueta,
    );
    const list = await get(t.app, '/api/biblioteca/files/listado', admin, {
      modulo: 'controlcontratos',
      etiquetas: String(contractLabel),
      q: String(contrato.direccion),
      perPage: 100,
    });
    expectSuccess(list);
    const listed = (list.body.data as { id_registro: number; nombre: string; mime: string }[]).find(
      (f) => f.id_registro === Number(contrato.id_contrato),
    );
    expect(listed).toMatchObject({ nombre: `Contrato de arrendamiento – ${String(contrato.direccion)}.pdf`, mime: 'application/pdf' });
    const registros = await get(t.app, '/api/biblioteca/files/listado', admin, { modulo: 'controlregistros', perPage: 100 });
    expect(
      (registros.body.data as { nombre: string }[]).some((f) =>
        /^(Asiento de inscripción|Esquela de observación) – Partida \d{8}\.pdf$/.test(f.nombre),
      ),
    ).toBe(true);
    const dl = await t.app.inject({
      url: `/api/archivos/descargar/controlcontratos/${String(contrato.id_contrato)}/archivo`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(dl.statusCode).toBe(200);
    const file = path.join(t.dir, 'contrato.pdf');
    fs.writeFileSync(file, dl.rawPayload);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Contrato de arrendamiento');
    expect(text).toContain(String(contrato.direccion));
  });

  it('a file bound to a record keeps its property and is deleted only through its record', async () => {
    const bound = await upload('/api/archivos/subir', admin, { modulo: 'controlcontratos', campo: 'archivo' }, [
      { name: 'contrato.pdf', data: pdf() },
    ]);
    expectSuccess(bound, 201);
    const row = await t.app.connection.db
      .selectFrom('archivos')
      .select('id_archivo')
      .where('archivo', '=', String(bound.body.data.archivo))
      .executeTakeFirstOrThrow();
    await t.app.connection.db.updateTable('archivos').set({ id_registro: 1 }).where('id_archivo', '=', Number(row.id_archivo)).execute();
    expectError(await post(t.app, '/api/biblioteca/files/eliminar', { id: String(row.id_archivo) }, admin), 409, /registro/);
    expectError(await post(t.app, '/api/biblioteca/files/actualizar', { json: { id_archivo: row.id_archivo, id_propiedad: propiedad } }, admin), 409);
    expectSuccess(await post(t.app, '/api/biblioteca/files/actualizar', { json: { id_archivo: row.id_archivo, etiquetas: [planos] } }, admin));
  });
});

describe('access and the public blog', () => {
  it('refuses agents and callers without a token everything in the library', async () => {
    const n = await countRows(t.app, 'imagenes');
    for (const token of [agente, undefined]) {
      const status = token ? 403 : 401;
      expectError(await get(t.app, '/api/biblioteca/imagenes/listado', token), status);
      expectError(await get(t.app, '/api/biblioteca/files/listado', token), status);
      expectError(await upload('/api/biblioteca/imagenes/subir', token, {}, [{ name: 'a.jpg', data: await jpeg() }]), status);
      expectError(await upload('/api/biblioteca/files/subir', token, {}, [{ name: 'a.pdf', data: pdf() }]), status);
      expectError(await post(t.app, '/api/biblioteca/imagenes/actualizar', { json: { id_imagen: 1, titulo: 'x' } }, token), status);
      expectError(await post(t.app, '/api/biblioteca/imagenes/eliminar', { id: '1' }, token), status);
      expectError(await post(t.app, '/api/biblioteca/files/eliminar', { id: '1' }, token), status);
      const dl = await t.app.inject({
        method: 'GET',
        url: '/api/biblioteca/files/descargar/1',
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      expect(dl.statusCode).toBe(status);
    }
    expect(await countRows(t.app, 'imagenes')).toBe(n);
  });

  it('gives the library pictures of published entries as absolute URLs that load without a token', async () => {
    const list = await get(t.app, '/api/public/blog/listado');
    const first = (list.body.data as { slug: string; imagen: string }[])[0]!;
    expect(first.imagen).toMatch(/^http:\/\/[^/]+\/api\/uploads\/1180X600\/biblioteca\/[0-9a-f]{32}\.jpg$/);
    const detail = await get(t.app, `/api/public/blog/detalle/${first.slug}`);
    const src = /<img src="([^"]+)"/.exec(String(detail.body.data.contenido))?.[1] ?? '';
    expect(src).toMatch(/^http:\/\/[^/]+\/api\/uploads\/373X275\/biblioteca\//);
    const img = await t.app.inject({ method: 'GET', url: new URL(src).pathname });
    expect(img.headers['content-type']).toBe('image/jpeg');
  });
});
