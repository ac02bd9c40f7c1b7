// File attachments ('file' fields): upload checked by content and size, pending until a record claims it, download
// only with the token of a user who may read the record, files removed when replaced, cleared or deleted.
// The generic CRUD binds uploads to records, and removes replaced, cleared and deleted files after its commit.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#server/app';
import { cleanName } from '#server/archivos/upload';
import { withFileNames } from '#server/archivos';
import type { ModuleHooks } from '#server/crud/hooks';
import { connect, type Connection } from '#server/db/connect';
import { withAudit, withId } from '#server/db/migrations/kit/tables';
import { migrate } from '#server/db/migrate';
import { seedIfEmpty } from '#server/db/seed';
import { ApiError, t } from '#server/http';
import { serverHooks } from '#server/modules';
import { defineModule } from '../../src/framework/schema';
import { modules } from '../../src/resources/registry';
import { docx, exe, fakeDocx, multipart, pdf, xlsx, xlsxParts, zipParts, type Upload } from './archivosFixtures';
import { countRows, expectError, expectSuccess, get, login, post, reply, removeTestData, tempDir, testConfig, userId } from './helpers';

const expedientes = defineModule({
  name: 'expedientes',
  key: 'id_expediente',
  label: { one: 'Expediente', many: 'Expedientes' },
  fields: {
    titulo: { type: 'text', label: 'Título', required: true, max: 100 },
    archivo: { type: 'file', label: 'Archivo', maxBytes: 64 * 1024 },
    anexo: { type: 'file', label: 'Anexo', accept: ['docx', 'xlsx'], maxBytes: 64 * 1024 },
    id_agente: { type: 'reference', label: 'Agente', reference: 'usuarios' },
  },
  list: { columns: ['titulo'], sort: { field: 'titulo', order: 'ASC' } },
  access: {
    Administrador: { read: true, create: true, update: true, delete: true },
    Agente: { read: true, create: true, update: 'own', delete: 'own' },
  },
  ownerField: 'id_agente',
  representation: '%{titulo}',
});

/** Agents may not read it at all. */
const reservados = defineModule({
  name: 'reservados',
  key: 'id_reservado',
  label: { one: 'Reservado', many: 'Reservados' },
  fields: { titulo: { type: 'text', label: 'Título', required: true }, archivo: { type: 'file', label: 'Archivo' } },
  list: { columns: ['titulo'], sort: { field: 'titulo', order: 'ASC' } },
  access: { Administrador: { read: true, create: true, update: true, delete: true }, Agente: {} },
  representation: '%{titulo}',
});

/** The generic CRUD binds and purges files itself; this hook only fails a write after the files were attached. */
const fileHooks: ModuleHooks = {
  async afterWrite({ record }) {
    if (record.titulo === 'falla al final') throw new ApiError(409, 'Fallo simulado después de adjuntar.');
  },
};

const dir = tempDir();
const root = path.join(dir, 'archivos');
let connection: Connection;
let app: App;
let admin: string;
let agente: string;
let otro: string;
let agenteId: number;

beforeAll(async () => {
  const config = testConfig(dir);
  connection = connect(config);
  await migrate(connection.db, connection.dialect);
  for (const [name, key, extra] of [
    ['expedientes', 'id_expediente', true],
    ['reservados', 'id_reservado', false],
  ] as const) {
    let tb = withId(connection.db.schema.createTable(name), connection.dialect, key)
      .addColumn('titulo', 'text', (c) => c.notNull())
      .addColumn('archivo', 'text');
    if (extra) tb = tb.addColumn('anexo', 'text').addColumn('id_agente', 'integer');
    await withAudit(tb).execute();
  }
  app = await buildApp(config, {
    logger: false,
    connection,
    modules: [...modules, expedientes, reservados],
    hooks: { ...serverHooks, expedientes: fileHooks, reservados: fileHooks },
  });
  await seedIfEmpty(connection.db, config);
  [admin, agente, otro] = await Promise.all([login(app, 'admin'), login(app, 'agente'), login(app, 'lmendoza')]);
  agenteId = await userId(app, 'agente');
});

afterAll(async () => {
  await app?.close();
  await connection?.close();
  removeTestData(dir);
});

async function upload(token: string | undefined, fields: Record<string, string>, files: Upload[], opts: { header?: boolean } = {}) {
  const body = multipart({ ...(token && !opts.header ? { authorization: token } : {}), ...fields }, files);
  const headers = { ...body.headers, ...(token && opts.header ? { authorization: `Bearer ${token}` } : {}) };
  return reply(await app.inject({ method: 'POST', url: '/api/archivos/subir', payload: body.payload, headers }));
}

const subir = (token: string, campo: string, file: Upload, modulo = 'expedientes') => upload(token, { modulo, campo }, [file]);

/** A CRUD write (the generic CRUD purges replaced files after its commit). */
const crud = (p: string, fields: Record<string, unknown>, token: string) => post(app, p, fields, token);

const onDisk = () => (fs.existsSync(root) ? fs.readdirSync(root).sort() : []);
const rowOf = (archivo: string) => connection.db.selectFrom('archivos').selectAll().where('archivo', '=', archivo).executeTakeFirst();
const download = (modulo: string, id: number, campo: string, token?: string, query = '') =>
  app.inject({
    method: 'GET',
    url: `/api/archivos/descargar/${modulo}/${id}/${campo}${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('POST /api/archivos/subir', () => {
  it('stores a PDF under a generated name as a pending row of the uploader', async () => {
    const data = pdf(2000);
    const r = await upload(agente, { modulo: 'expedientes', campo: 'archivo' }, [
      { name: 'Contrato de exclusividad – Miraflores.pdf', data, type: 'application/pdf' },
    ]);
    expectSuccess(r, 201);
    expect(r.body.msg).toBe(t('app.archivos.uploaded'));
    const { archivo, nombre, mime, bytes } = r.body.data;
    expect(archivo).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(nombre).toBe('Contrato de exclusividad – Miraflores.pdf');
    expect(mime).toBe('application/pdf');
    expect(bytes).toBe(data.length);
    expect(fs.readFileSync(path.join(root, archivo)).equals(data)).toBe(true);
    const row = await rowOf(archivo);
    expect(row).toMatchObject({ modulo: 'expedientes', campo: 'archivo', id_registro: null, subido_por: agenteId, nombre });
  });

  it('accepts the token in the Authorization header too, and cleans the original name', async () => {
    const r = await upload(admin, { modulo: 'expedientes', campo: 'archivo' }, [{ name: 'Plano <2.° piso>.pdf', data: pdf() }], { header: true });
    expectSuccess(r, 201);
    expect(r.body.data.nombre).toBe('Plano 2.° piso.pdf');
    expect(cleanName('C:\\Users\\x\\"plano"?.PNG', 'pdf')).toBe('plano.PNG.pdf');
    expect(cleanName('../../.bashrc', 'pdf')).toBe('bashrc.pdf');
    expect(cleanName('foto.JPEG', 'jpeg')).toBe('foto.jpeg');
    expect(cleanName('', 'docx')).toBe('archivo.docx');
    expect(cleanName(`${'a'.repeat(300)}.pdf`, 'pdf')).toHaveLength(144);
  });

  it('names a file by what it is: a PDF sent as .exe is stored and offered as .pdf', async () => {
    const r = await subir(admin, 'archivo', { name: 'escaneo.exe', data: pdf() });
    expectSuccess(r, 201);
    expect(r.body.data.nombre).toBe('escaneo.exe.pdf');
  });

  it('refuses an executable renamed to .pdf: Spanish message, nothing on disk, no row', async () => {
    const [files, rows] = [onDisk(), await countRows(app, 'archivos')];
    const r = await subir(admin, 'archivo', { name: 'contrato.pdf', data: exe(), type: 'application/pdf' });
    expectError(r, 400, t('app.archivos.errors.type', { archivo: 'contrato.pdf', tipos: 'PDF, JPEG, PNG o WebP' }));
    expect(onDisk()).toEqual(files);
    expect(await countRows(app, 'archivos')).toBe(rows);
  });

  it('refuses a file over the field maxBytes with 413 while streaming, leaving nothing behind', async () => {
    const [files, rows] = [onDisk(), await countRows(app, 'archivos')];
    const r = await subir(admin, 'archivo', { name: 'grande.pdf', data: pdf(64 * 1024 + 1) });
    expectError(r, 413, t('app.archivos.errors.too_large', { archivo: 'grande.pdf', tamano: '64 KB' }));
    expect(onDisk()).toEqual(files);
    expect(await countRows(app, 'archivos')).toBe(rows);
    // Exactly the limit is fine.
    expectSuccess(await subir(admin, 'archivo', { name: 'justo.pdf', data: pdf(64 * 1024) }), 201);
  });

  it('DOCX/XLSX only where declared, and only real Office Open XML documents', async () => {
    expectSuccess(await subir(admin, 'anexo', { name: 'minuta.docx', data: docx() }), 201);
    const x = await subir(admin, 'anexo', { name: 'cuadro.xlsx', data: xlsx() });
    expectSuccess(x, 201);
    expect(x.body.data.mime).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const files = onDisk();
    expectError(await subir(admin, 'anexo', { name: 'falso.docx', data: fakeDocx() }), 400, /no es un tipo de archivo permitido/);
    expectError(await subir(admin, 'anexo', { name: 'macros.docx', data: docx(true) }), 400, /Word \(DOCX\) o Excel \(XLSX\)/);
    expectError(await subir(admin, 'anexo', { name: 'contrato.pdf', data: pdf() }), 400, /Se aceptan: Word \(DOCX\) o Excel \(XLSX\)/);
    expectError(await subir(admin, 'archivo', { name: 'minuta.docx', data: docx() }), 400, /Se aceptan: PDF, JPEG, PNG o WebP/);
    expect(onDisk()).toEqual(files);
  });

  it('refuses a DOCX/XLSX that unpacks far beyond its size (zip bombs), with a Spanish 413, storing nothing', async () => {
    const refused = t('app.archivos.errors.expands', { archivo: 'cuadro.xlsx', tamano: '200 MB', veces: 100 });
    const [files, rows] = [onDisk(), await countRows(app, 'archivos')];
    // 8 MiB of zeros in one part: 1000 times its stored bytes.
    const zeros = Buffer.alloc(8 * 1024 * 1024);
    const ratioBomb = zipParts([...xlsxParts(), { name: 'xl/media/relleno.bin', data: zeros }]);
    expect(ratioBomb.length).toBeLessThan(64 * 1024);
    expectError(await subir(admin, 'anexo', { name: 'cuadro.xlsx', data: ratioBomb }), 413, refused);
    // The same part claiming to be 1 000 bytes: it inflates past its declared size and is stopped there.
    const liar = zipParts([...xlsxParts(), { name: 'xl/media/relleno.bin', data: zeros, declared: 1000 }]);
    expectError(await subir(admin, 'anexo', { name: 'cuadro.xlsx', data: liar }), 413, refused);
    // 300 sheets of 1 MiB each (none judged by its ratio alone) sharing one stored copy: 300 MiB from a few KB.
    const sheet = Buffer.from(`<sheetData>${'<row><c t="s"><v>0</v></c></row>'.repeat(33_000)}</sheetData>`.padEnd(1024 * 1024, ' '));
    const overlapping = zipParts([...xlsxParts(), { name: 'xl/worksheets/sheet0.xml', data: sheet }], (p) =>
      p.name === 'xl/worksheets/sheet0.xml' ? Array.from({ length: 299 }, (_, i) => `xl/worksheets/sheet${i + 1}.xml`) : [],
    );
    expect(overlapping.length).toBeLessThan(64 * 1024);
    expectError(await subir(admin, 'anexo', { name: 'cuadro.xlsx', data: overlapping }), 413, refused);
    expect(onDisk()).toEqual(files);
    expect(await countRows(app, 'archivos')).toBe(rows);
    // A real workbook with a picture that does not compress is fine.
    const picture = zipParts([...xlsxParts(), { name: 'xl/media/foto.bin', data: crypto.randomBytes(32 * 1024) }]);
    expectSuccess(await subir(admin, 'anexo', { name: 'con-foto.xlsx', data: picture }), 201);
  });

  it('refuses callers without a valid token, roles that may not write, unknown modules and non-file fields', async () => {
    const files = onDisk();
    expectError(await upload(undefined, { modulo: 'expedientes', campo: 'archivo' }, [{ name: 'a.pdf', data: pdf() }]), 401);
    expectError(await upload('token-falso', { modulo: 'expedientes', campo: 'archivo' }, [{ name: 'a.pdf', data: pdf() }]), 401);
    expectError(await subir(agente, 'archivo', { name: 'a.pdf', data: pdf() }, 'reservados'), 403);
    expectError(await subir(admin, 'titulo', { name: 'a.pdf', data: pdf() }), 400, /no tiene un campo de archivo/);
    expectError(await subir(admin, 'archivo', { name: 'a.pdf', data: pdf() }, 'noexiste'), 400);
    expectError(await upload(admin, {}, [{ name: 'a.pdf', data: pdf() }]), 400, t('app.archivos.errors.no_target'));
    expectError(await upload(admin, { modulo: 'expedientes', campo: 'archivo' }, []), 400, t('app.archivos.errors.no_file'));
    expectError(
      await upload(admin, { modulo: 'expedientes', campo: 'archivo' }, [
        { name: 'a.pdf', data: pdf() },
        { name: 'b.pdf', data: pdf() },
      ]),
      400,
    );
    const plain = await post(app, '/api/archivos/subir', { modulo: 'expedientes', campo: 'archivo' }, admin);
    expectError(plain, 400);
    expect(onDisk()).toEqual(files);
  });
});

describe('binding uploads to records (the generic CRUD)', () => {
  it('attach on create; download with the token; replace removes the old file; clear removes it; delete removes it', async () => {
    const first = (await subir(agente, 'archivo', { name: 'Contrato firmado.pdf', data: pdf(1500) })).body.data;
    const c = await crud('/api/expedientes/registrar', { json: { titulo: 'Depa Miraflores', archivo: first.archivo } }, agente);
    expectSuccess(c, 201);
    const id = Number(c.body.data.id_expediente);
    expect((await rowOf(first.archivo))?.id_registro).toBe(id);

    // Download: any user who may read the module, with the original name.
    for (const token of [agente, otro, admin]) {
      const d = await download('expedientes', id, 'archivo', token);
      expect(d.statusCode).toBe(200);
      expect(d.rawPayload.equals(fs.readFileSync(path.join(root, first.archivo)))).toBe(true);
      expect(d.headers['content-type']).toBe('application/pdf');
      expect(d.headers['content-disposition']).toBe(`attachment; filename="Contrato firmado.pdf"; filename*=UTF-8''Contrato%20firmado.pdf`);
      expect(d.headers['x-content-type-options']).toBe('nosniff');
      expect(d.headers['cache-control']).toBe('private, no-store');
    }
    const inline = await download('expedientes', id, 'archivo', admin, '?inline=1');
    expect(inline.headers['content-disposition']).toMatch(/^inline; /);
    const info = await get(app, `/api/archivos/info/expedientes/${id}/archivo`, otro);
    expectSuccess(info);
    expect(info.body.data).toEqual({ archivo: first.archivo, nombre: 'Contrato firmado.pdf', mime: 'application/pdf', bytes: first.bytes });

    // Replace: the old file's row and disk file are gone after the commit.
    const second = (await subir(agente, 'archivo', { name: 'Adenda.pdf', data: pdf(900) })).body.data;
    expectSuccess(await crud('/api/expedientes/actualizar', { json: { id_expediente: id, archivo: second.archivo } }, agente));
    expect(await rowOf(first.archivo)).toBeUndefined();
    expect(fs.existsSync(path.join(root, first.archivo))).toBe(false);
    expect((await rowOf(second.archivo))?.id_registro).toBe(id);
    const d2 = await download('expedientes', id, 'archivo', agente);
    expect(d2.headers['content-disposition']).toContain('Adenda.pdf');

    // Updating another field keeps the file.
    expectSuccess(await crud('/api/expedientes/actualizar', { json: { id_expediente: id, titulo: 'Depa Miraflores 2' } }, agente));
    expect(fs.existsSync(path.join(root, second.archivo))).toBe(true);

    // Clear.
    expectSuccess(await crud('/api/expedientes/actualizar', { json: { id_expediente: id, archivo: null } }, agente));
    expect(await rowOf(second.archivo)).toBeUndefined();
    expect(fs.existsSync(path.join(root, second.archivo))).toBe(false);
    expect((await download('expedientes', id, 'archivo', agente)).statusCode).toBe(404);

    // Delete the record: its files go too.
    const third = (await subir(agente, 'archivo', { name: 'Final.pdf', data: pdf() })).body.data;
    const anexo = (await subir(agente, 'anexo', { name: 'Cuadro.xlsx', data: xlsx() })).body.data;
    expectSuccess(await crud('/api/expedientes/actualizar', { json: { id_expediente: id, archivo: third.archivo, anexo: anexo.archivo } }, agente));
    expectSuccess(await crud('/api/expedientes/eliminar', { id: String(id) }, agente));
    for (const a of [third.archivo, anexo.archivo]) {
      expect(await rowOf(a)).toBeUndefined();
      expect(fs.existsSync(path.join(root, a))).toBe(false);
    }
  });

  it("refuses another user's pending upload, an unknown name, and a file uploaded for another field", async () => {
    const ajeno = (await subir(agente, 'archivo', { name: 'Ajeno.pdf', data: pdf() })).body.data;
    const before = await countRows(app, 'expedientes');
    const r = await crud('/api/expedientes/registrar', { json: { titulo: 'Intento', archivo: ajeno.archivo } }, otro);
    expectError(r, 400, t('app.errors.invalid_input'));
    expect(r.body.errors).toEqual({ archivo: t('app.archivos.errors.not_pending') });
    const r2 = await crud('/api/expedientes/registrar', { json: { titulo: 'Intento', archivo: `${'0'.repeat(32)}.pdf` } }, agente);
    expect(r2.body.errors).toEqual({ archivo: t('app.archivos.errors.not_pending') });
    const r3 = await crud('/api/expedientes/registrar', { json: { titulo: 'Intento', anexo: ajeno.archivo } }, agente);
    expect(r3.body.errors).toEqual({ anexo: t('app.archivos.errors.not_pending') });
    expect(await countRows(app, 'expedientes')).toBe(before);
    expect((await rowOf(ajeno.archivo))?.id_registro).toBeNull();
    // A file already bound to a record cannot be claimed by another record.
    const ok = await crud('/api/expedientes/registrar', { json: { titulo: 'Propio', archivo: ajeno.archivo } }, agente);
    expectSuccess(ok, 201);
    const again = await crud('/api/expedientes/registrar', { json: { titulo: 'Copia', archivo: ajeno.archivo } }, agente);
    expect(again.body.errors).toEqual({ archivo: t('app.archivos.errors.not_pending') });
  });

  it('a write that fails after attaching keeps the old file and leaves the new upload pending', async () => {
    const a = (await subir(admin, 'archivo', { name: 'Original.pdf', data: pdf() })).body.data;
    const id = Number(
      (await crud('/api/expedientes/registrar', { json: { titulo: 'Con archivo', archivo: a.archivo } }, admin)).body.data.id_expediente,
    );
    const b = (await subir(admin, 'archivo', { name: 'Nuevo.pdf', data: pdf() })).body.data;
    const r = await crud('/api/expedientes/actualizar', { json: { id_expediente: id, titulo: 'falla al final', archivo: b.archivo } }, admin);
    expectError(r, 409);
    expect((await rowOf(a.archivo))?.id_registro).toBe(id);
    expect(fs.existsSync(path.join(root, a.archivo))).toBe(true);
    expect((await rowOf(b.archivo))?.id_registro).toBeNull();
  });

  it('withFileNames adds <campo>_nombre to a page of rows with one query', async () => {
    const a = (await subir(admin, 'archivo', { name: 'Plano – 2.° piso.pdf', data: pdf() })).body.data;
    const c = await crud('/api/expedientes/registrar', { json: { titulo: 'Con nombre', archivo: a.archivo } }, admin);
    const rows = await withFileNames(
      connection.db,
      expedientes,
      ['archivo', 'anexo'],
      [c.body.data, { id_expediente: 0, archivo: null, anexo: null }],
    );
    expect(rows[0]).toMatchObject({ archivo: a.archivo, archivo_nombre: 'Plano – 2.° piso.pdf', anexo_nombre: null });
    expect(rows[1]).toMatchObject({ archivo_nombre: null, anexo_nombre: null });
  });
});

describe('GET /api/archivos/descargar', () => {
  let id: number;
  beforeAll(async () => {
    const a = (await subir(admin, 'archivo', { name: 'Reservado.pdf', data: pdf() }, 'reservados')).body.data;
    const c = await crud('/api/reservados/registrar', { json: { titulo: 'Solo administración', archivo: a.archivo } }, admin);
    expectSuccess(c, 201);
    id = Number(c.body.data.id_reservado);
  });

  it('serves only with a valid token of a role that may read the record', async () => {
    expect((await download('reservados', id, 'archivo', admin)).statusCode).toBe(200);
    expectError(reply(await download('reservados', id, 'archivo')), 401);
    expectError(reply(await download('reservados', id, 'archivo', 'token-falso')), 401);
    expectError(reply(await download('reservados', id, 'archivo', agente)), 403);
    expectError(await get(app, `/api/archivos/info/reservados/${id}/archivo`, agente), 403);
  });

  it('404 for a missing record, an unknown module or a field that is not a file', async () => {
    expectError(reply(await download('reservados', id + 1000, 'archivo', admin)), 404);
    expectError(reply(await download('noexiste', id, 'archivo', admin)), 404);
    expectError(reply(await download('reservados', id, 'titulo', admin)), 404);
    expectError(reply(await download('reservados', id, 'constructor', admin)), 404);
  });

  it('a token only in the query string is not accepted', async () => {
    const r = await app.inject({ method: 'GET', url: `/api/archivos/descargar/reservados/${id}/archivo?authorization=${admin}` });
    expect(r.statusCode).toBe(401);
  });
});

describe('the 24-hour sweep of pending uploads', () => {
  it('removes old pending uploads and old orphan files, keeps recent and bound ones', async () => {
    const viejo = (await subir(admin, 'archivo', { name: 'Viejo.pdf', data: pdf() })).body.data;
    const reciente = (await subir(admin, 'archivo', { name: 'Reciente.pdf', data: pdf() })).body.data;
    const ligado = (await subir(admin, 'archivo', { name: 'Ligado.pdf', data: pdf() })).body.data;
    expectSuccess(await crud('/api/expedientes/registrar', { json: { titulo: 'Ligado', archivo: ligado.archivo } }, admin), 201);
    const old = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await connection.db
      .updateTable('archivos')
      .set({ creado_en: old.toISOString() })
      .where('archivo', 'in', [viejo.archivo, ligado.archivo])
      .execute();
    const huerfano = `${'ab'.repeat(16)}.pdf`;
    fs.writeFileSync(path.join(root, huerfano), pdf());
    fs.utimesSync(path.join(root, huerfano), old, old);
    const huerfanoNuevo = `${'cd'.repeat(16)}.pdf`;
    fs.writeFileSync(path.join(root, huerfanoNuevo), pdf());

    const outcome = await app.jobs.run('archivos_pendientes');
    expect(outcome).toEqual({ status: 'ok', summary: 'pendientes borrados: 1; huérfanos borrados: 1' });
    expect(await rowOf(viejo.archivo)).toBeUndefined();
    expect(fs.existsSync(path.join(root, viejo.archivo))).toBe(false);
    expect(fs.existsSync(path.join(root, huerfano))).toBe(false);
    for (const a of [reciente.archivo, ligado.archivo, huerfanoNuevo]) expect(fs.existsSync(path.join(root, a))).toBe(true);
    expect((await rowOf(ligado.archivo))?.id_registro).not.toBeNull();
    // Idempotent: a second run finds nothing.
    expect(await app.jobs.run('archivos_pendientes')).toEqual({ status: 'ok', summary: '' });
  });
});
