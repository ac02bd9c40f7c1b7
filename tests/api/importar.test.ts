// Sistema › Importar through its API on a real database (SQLite; PostgreSQL on the api-pg run): the messy fixtures
// of tests/fixtures/importar analysed (nothing written), committed through the modules' own create path, undone, the
// failed rows handed back, the bad files refused in Spanish, a failure in the middle of a commit leaving nothing, and two
// undos at the same moment undoing once.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '#server/app';
import { t } from '#server/http';
import type { HooksRegistry } from '#server/crud/hooks';
import { serverHooks } from '#server/modules';
import { representRecord } from '../../src/framework/schema';
import { checklistPending } from '../../src/resources/ofertantes/estados';
import ofertantes from '../../src/resources/ofertantes/schema';
import { xlsxParts, zipParts } from './archivosFixtures';
import { activity, countRows, get, login, post, reply, startApp, type Reply, type TestApp } from './helpers';

const FIXTURES = path.join(import.meta.dirname, '../fixtures/importar');
/** The user's correction: this sheet's owner document column is not titled as the form labels it. */
const MAPEO = JSON.stringify({ 'DNI propietario': 'propietario_documento' });
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));

function multipart(fields: Readonly<Record<string, string>>, file?: { name: string; data: Buffer }) {
  const boundary = `----imp${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="archivo"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
    );
    chunks.push(file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

async function analizar(app: App, token: string, fields: Record<string, string>, file?: { name: string; data: Buffer }): Promise<Reply> {
  const { payload, type } = multipart(fields, file);
  return reply(
    await app.inject({
      method: 'POST',
      url: '/api/importaciones/analizar',
      payload,
      headers: { 'content-type': type, authorization: `Bearer ${token}` },
    }),
  );
}

function waitDone(app: App, token: string, id: number): Promise<Reply> {
  return vi.waitFor(
    async () => {
      const r = await get(app, `/api/importaciones/${id}`, token);
      if (r.body?.data?.estado === 'en_curso') throw new Error('la importación no terminó');
      return r;
    },
    { timeout: 20_000, interval: 50 },
  );
}

interface Fila {
  fila: number;
  clase: string;
  valores: Record<string, unknown>;
  errores: { columna: string | null; campo: string; mensaje: string; celda: string }[];
  cambios: { campo: string; mensaje: string }[];
  duplicado?: { id?: number; fila?: number; registro: string };
}

describe('importar', () => {
  let ctx: TestApp;
  let app: App;
  let admin: string;
  let agente: string;

  beforeAll(async () => {
    ctx = await startApp();
    app = ctx.app;
    admin = await login(app, 'admin');
    agente = await login(app, 'agente');
  });
  afterAll(async () => ctx.close());

  it('analyses a Windows-1252 CSV with ";" : cleaned, validated in the forms\' words, nothing written', async () => {
    const before = await countRows(app, 'corredores');
    const r = await analizar(app, admin, { modulo: 'corredores' }, { name: 'corredores.csv', data: fixture('corredores-excel-es.csv') });
    expect(r.status, r.text).toBe(200);
    const data = r.body.data;
    expect(data.columnas.map((c: { campo: string | null }) => c.campo)).toEqual([
      'nombre',
      'apellido',
      'empresa',
      'documento',
      'telefono',
      'email',
      'registro_vigencia',
      'estado',
    ]);
    const filas = data.filas as Fila[];
    const [jose, maria, ana, lucia] = filas;
    expect(jose?.clase).toBe('nuevo');
    expect(jose?.valores).toMatchObject({
      nombre: 'José',
      apellido: 'Ñañez Peña',
      documento: '01234567',
      telefono: '987654321',
      email: 'jose@correo.pe',
      registro_vigencia: '2027-03-15',
      estado: 'activo',
    });
    expect(jose?.cambios.some((c) => c.mensaje === t('app.importar.cambios.documento', { despues: '01234567' }))).toBe(true);
    expect(maria?.clase).toBe('nuevo');
    expect(ana?.clase).toBe('error');
    const byCol = Object.fromEntries((ana?.errores ?? []).map((e) => [e.columna, e]));
    expect(byCol.Apellido?.mensaje).toBe(t('ra.validation.required'));
    expect(byCol.Apellido?.celda).toBe(t('app.importar.celda', { fila: 4, columna: 'Apellido' }));
    expect(byCol.Celular?.mensaje).toBe(t('app.validation.phone'));
    expect(byCol['Correo electrónico']?.mensaje).toBe(t('ra.validation.email'));
    expect(byCol['Registro vigente hasta']?.mensaje).toBe(t('app.validation.date'));
    expect(byCol.Estado?.mensaje).toBe(t('app.validation.choice'));
    expect(lucia?.clase).toBe('duplicado');
    expect(lucia?.duplicado?.fila).toBe(2);
    expect(data.resumen).toEqual({ total: 4, nuevos: 2, duplicados: 1, errores: 1 });
    expect(await countRows(app, 'corredores')).toBe(before);
  });

  it('reads the same file as UTF-8 with "," alike', async () => {
    const r = await analizar(app, admin, { modulo: 'corredores' }, { name: 'corredores.csv', data: fixture('corredores-utf8.csv') });
    expect(r.status, r.text).toBe(200);
    expect((r.body.data.filas as Fila[])[0]?.valores.apellido).toBe('Ñañez Peña');
    expect(r.body.data.resumen).toEqual({ total: 4, nuevos: 2, duplicados: 1, errores: 1 });
  });

  it('imports the .xlsx of properties end to end, finds the database duplicates, undoes the batch', async () => {
    const r = await analizar(
      app,
      admin,
      { modulo: 'ofertantes', hoja: 'Inmuebles', mapeo: MAPEO },
      { name: 'ofertantes.xlsx', data: fixture('ofertantes.xlsx') },
    );
    expect(r.status, r.text).toBe(200);
    const data = r.body.data;
    expect(data.hojas).toEqual(['Notas', 'Inmuebles']);
    expect(data.sinMapear).toEqual(['Observación']);
    const filas = data.filas as Fila[];
    expect(filas[0]?.valores).toMatchObject({
      precio: 35_000_000,
      distrito: 'Jesús María',
      propietario_documento: '01234567',
      dormitorios: 3,
      exclusividad: true,
      fecha_captacion: '2026-03-15',
    });
    expect(filas[1]?.valores).toMatchObject({ precio: 35_000_000, moneda: 'USD', distrito: 'Santiago de Surco', fecha_captacion: '2026-02-01' });
    expect(filas[2]?.clase).toBe('duplicado');
    expect(filas[3]?.clase).toBe('error');
    expect(filas[4]?.clase).toBe('error');
    const before = await countRows(app, 'ofertantes');
    const c = await post(app, '/api/importaciones/confirmar', { json: { id: data.id } }, admin);
    expect(c.status, c.text).toBe(202);
    const done = await waitDone(app, admin, data.id);
    expect(done.body.data.estado).toBe('completada');
    expect(done.body.data.resultado).toMatchObject({ creados: 2, actualizados: 0, omitidos: 1 });
    expect(await countRows(app, 'ofertantes')).toBe(before + 2);
    const listed = await get(app, '/api/ofertantes/listado', admin, { q: 'Salaverry' });
    expect(listed.body.data.some((o: { descripcion: string }) => o.descripcion === 'Departamento con vista al parque')).toBe(true);

    // Imported again: the two are now duplicates of the database.
    const again = await analizar(
      app,
      admin,
      { modulo: 'ofertantes', hoja: 'Inmuebles', mapeo: MAPEO },
      { name: 'ofertantes.xlsx', data: fixture('ofertantes.xlsx') },
    );
    expect((again.body.data.filas as Fila[]).slice(0, 2).map((f) => f.clase)).toEqual(['duplicado', 'duplicado']);
    expect((again.body.data.filas as Fila[])[0]?.duplicado?.id).toBeTypeOf('number');

    const failed = await app.inject({ method: 'GET', url: `/api/importaciones/${data.id}/fallidas`, headers: { authorization: `Bearer ${admin}` } });
    expect(failed.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(failed.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.rowCount).toBe(3);
    expect(String(sheet?.getRow(1).getCell(12).value)).toBe(t('app.importar.fallidas.motivo'));
    expect(String(sheet?.getRow(2).getCell(12).value)).toContain(t('app.importar.celda', { fila: 5, columna: 'Descripción' }));

    const undo = await post(app, `/api/importaciones/${data.id}/deshacer`, {}, admin);
    expect(undo.status, undo.text).toBe(200);
    expect(await countRows(app, 'ofertantes')).toBe(before);
    expect(await countRows(app, 'importacion_registros')).toBe(0);

    // The past imports: the confirmed ones, newest first, with who made them and what they wrote; the analyses never
    // confirmed are not listed.
    const past = await get(app, '/api/importaciones', admin, { perPage: '100' });
    expect(past.status, past.text).toBe(200);
    const ids = (past.body.data as { id: number }[]).map((p) => p.id);
    expect(ids).toContain(data.id);
    expect(ids).not.toContain(again.body.data.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect(past.body.data.find((p: { id: number }) => p.id === data.id)).toMatchObject({
      modulo: 'ofertantes',
      archivo: 'ofertantes.xlsx',
      estado: 'deshecha',
      usuario: expect.stringMatching(/\S/),
      creados: 2,
      actualizados: 0,
      resumen: { total: 5, nuevos: 2, duplicados: 1, errores: 2 },
    });
    expect(past.body.total).toBe(ids.length);
    expect((await get(app, '/api/importaciones', admin, { page: '0' })).status).toBe(400);
    expect((await get(app, '/api/importaciones', admin, { orden: 'x' })).status).toBe(400);
    expect((await get(app, '/api/importaciones', agente)).status).toBe(403);
  });

  it('refuses zip bombs dressed as workbooks with a Spanish message, writing nothing', async () => {
    const before = await countRows(app, 'importaciones');
    const refusal = t('app.importar.errors.zip_bomb', { archivo: 'bomba.xlsx' });
    // 8 MiB of zeros in one sheet: a thousand times its stored bytes.
    const ratio = zipParts([...xlsxParts(), { name: 'xl/worksheets/sheet2.xml', data: Buffer.alloc(8 * 1024 * 1024) }]);
    expect(ratio.length).toBeLessThan(64 * 1024);
    // 300 sheets of 1 MiB sharing one stored copy (none judged by its ratio alone): 300 MiB from a few KB.
    const sheet = Buffer.from(`<sheetData>${'<row><c t="s"><v>0</v></c></row>'.repeat(33_000)}</sheetData>`.padEnd(1024 * 1024, ' '));
    const overlapping = zipParts([...xlsxParts(), { name: 'xl/worksheets/sheet0.xml', data: sheet }], (p) =>
      p.name === 'xl/worksheets/sheet0.xml' ? Array.from({ length: 299 }, (_, i) => `xl/worksheets/sheet${i + 1}.xml`) : [],
    );
    expect(overlapping.length).toBeLessThan(64 * 1024);
    for (const bomb of [ratio, overlapping]) {
      const r = await analizar(app, admin, { modulo: 'corredores' }, { name: 'bomba.xlsx', data: bomb });
      expect(r.status, r.text).toBe(400);
      expect(r.body.msg).toBe(refusal);
    }
    expect(await countRows(app, 'importaciones')).toBe(before);
  });

  it('reads a reference column by name, login or id; a name that matches no one is the row’s error', async () => {
    const users = await get(app, '/api/usuarios/listado', admin, { perPage: '100' });
    const byLogin = new Map(
      (users.body.data as { id_usuario: number; usuario: string; nombre: string; apellido: string }[]).map((u) => [u.usuario, u]),
    );
    const agent = byLogin.get('agente');
    const boss = byLogin.get('admin');
    expect(agent && boss).toBeTruthy();
    const csv = [
      'Nombre;Apellido;Agente',
      `Ana;Login;agente`,
      `Beto;Nombre;${(boss?.nombre ?? '').toUpperCase()} ${boss?.apellido ?? ''}`,
      `Caro;Numero;${agent?.id_usuario ?? 0}`,
      'Dani;Nadie;Fulano de Tal',
    ].join('\n');
    const before = await countRows(app, 'demandantes');
    const r = await analizar(app, admin, { modulo: 'demandantes' }, { name: 'compradores.csv', data: Buffer.from(csv) });
    expect(r.status, r.text).toBe(200);
    const [ana, beto, caro, dani] = r.body.data.filas as Fila[];
    expect(ana?.valores.id_agente).toBe(agent?.id_usuario);
    expect(ana?.cambios.map((c) => c.mensaje)).toContain(
      t('app.importar.cambios.referencia', { antes: 'agente', despues: `${agent?.nombre ?? ''} ${agent?.apellido ?? ''}`.trim() }),
    );
    expect(beto?.valores.id_agente).toBe(boss?.id_usuario);
    expect(caro?.valores.id_agente).toBe(agent?.id_usuario);
    expect([ana, beto, caro].map((f) => f?.clase)).toEqual(['nuevo', 'nuevo', 'nuevo']);
    expect(dani?.clase).toBe('error');
    expect(dani?.errores).toEqual([
      {
        columna: 'Agente',
        campo: 'id_agente',
        mensaje: t('app.importar.referencia.ninguno', { modulo: 'agente', texto: 'Fulano de Tal' }),
        celda: t('app.importar.celda', { fila: 5, columna: 'Agente' }),
      },
    ]);
    expect(await countRows(app, 'demandantes')).toBe(before);
  });

  it('without a sheet named, reads the first sheet that has rows (a book that opens with a sheet of notes)', async () => {
    const r = await analizar(app, admin, { modulo: 'ofertantes' }, { name: 'ofertantes.xlsx', data: fixture('ofertantes.xlsx') });
    expect(r.status, r.text).toBe(200);
    expect(r.body.data.hoja).toBe('Inmuebles');
    expect(r.body.data.hojas).toEqual(['Notas', 'Inmuebles']);
    const notas = await analizar(app, admin, { modulo: 'ofertantes', hoja: 'Notas' }, { name: 'ofertantes.xlsx', data: fixture('ofertantes.xlsx') });
    expect(notas.status).toBe(400);
    expect(notas.body.msg).toBe(t('app.importar.errors.empty'));
  });

  it('updates the database duplicates when asked to', async () => {
    const first = await analizar(app, admin, { modulo: 'corredores' }, { name: 'c.csv', data: fixture('corredores-utf8.csv') });
    await post(app, '/api/importaciones/confirmar', { json: { id: first.body.data.id } }, admin);
    expect((await waitDone(app, admin, first.body.data.id)).body.data.resultado.creados).toBe(2);
    const second = await analizar(app, admin, { modulo: 'corredores' }, { name: 'c.csv', data: fixture('corredores-utf8.csv') });
    expect(second.body.data.resumen.duplicados).toBe(3);
    await post(app, '/api/importaciones/confirmar', { json: { id: second.body.data.id, duplicados: 'actualizar' } }, admin);
    const done = await waitDone(app, admin, second.body.data.id);
    // José and María, and Lucía's row, which repeats José's e-mail.
    expect(done.body.data.resultado).toMatchObject({ creados: 0, actualizados: 3 });
    // The first import's records were changed since: it cannot be undone any more, and the answer names them as they
    // are now (José's record took Lucía's row, which repeats his e-mail).
    const undo = await post(app, `/api/importaciones/${first.body.data.id}/deshacer`, {}, admin);
    expect(undo.status).toBe(409);
    expect(undo.body.msg).toBe(t('app.importar.errors.undo_touched', { smart_count: 2, registros: 'Lucía Torres y María Quispe' }));
  });

  it('checks each new row with the module’s own server rules: a row only they refuse is an error of the preview', async () => {
    const csv = [
      'Descripción;Precio;Dirección;Distrito;Propietario;Estado;Publicar en la web',
      'Casa que pasa las reglas;S/ 300 000;Calle Reglas 101;Miraflores;Ana Reglas;Prospecto;No',
      'Casa publicada sin estar disponible;S/ 300 000;Calle Reglas 202;Miraflores;Beto Reglas;Prospecto;Sí',
      'Casa disponible sin su checklist;S/ 300 000;Calle Reglas 303;Miraflores;Caro Reglas;Disponible;No',
    ].join('\n');
    const before = await countRows(app, 'ofertantes');
    const r = await analizar(app, admin, { modulo: 'ofertantes' }, { name: 'reglas.csv', data: Buffer.from(csv) });
    expect(r.status, r.text).toBe(200);
    const [ana, beto, caro] = r.body.data.filas as Fila[];
    expect(ana?.clase).toBe('nuevo');
    // Both pass the schema's validation (the forms'); only the ofertantes hooks on the server refuse them.
    expect(beto?.clase).toBe('error');
    expect(beto?.errores).toEqual([
      {
        columna: 'Publicar en la web',
        campo: 'publicar_web',
        mensaje: t('app.ofertantes.publicacion.solo_disponible'),
        celda: t('app.importar.celda', { fila: 3, columna: 'Publicar en la web' }),
      },
    ]);
    expect(caro?.clase).toBe('error');
    const pendientes = checklistPending({ ...caro?.valores, estado: 'disponible' })
      .map((c) => c.label)
      .join(', ');
    expect(caro?.errores).toEqual([
      {
        columna: 'Estado',
        campo: 'estado',
        mensaje: t('app.errors.checklist_incompleto', { pendientes }),
        celda: t('app.importar.celda', { fila: 4, columna: 'Estado' }),
      },
    ]);
    expect(r.body.data.resumen).toEqual({ total: 3, nuevos: 1, duplicados: 0, errores: 2 });
    // The preview wrote nothing, not even inside the rules' transactions.
    expect(await countRows(app, 'ofertantes')).toBe(before);
    const c = await post(app, '/api/importaciones/confirmar', { json: { id: r.body.data.id } }, admin);
    expect(c.status, c.text).toBe(202);
    const done = await waitDone(app, admin, r.body.data.id);
    // What the preview promised is what the commit did: nothing refused at the commit.
    expect(done.body.data.resultado).toMatchObject({ creados: 1, actualizados: 0, fallidas: [] });
    expect(await countRows(app, 'ofertantes')).toBe(before + 1);
    expect((await post(app, `/api/importaciones/${r.body.data.id}/deshacer`, {}, admin)).status).toBe(200);
  });

  it('undo puts back what an update changed, and leaves a record someone edited after the import (naming it)', async () => {
    const header = 'Descripción;Precio;Dirección;Distrito;Propietario;Dorm';
    const first = [
      header,
      'Casa para restaurar;S/ 300 000;Jr. Deshacer 101;Lince;Ana Antes;2',
      'Casa que se edita;S/ 320 000;Jr. Deshacer 202;Lince;Beto Antes;3',
    ];
    const a = await analizar(app, admin, { modulo: 'ofertantes' }, { name: 'antes.csv', data: Buffer.from(first.join('\n')) });
    expect(a.body.data.resumen.nuevos, a.text).toBe(2);
    await post(app, '/api/importaciones/confirmar', { json: { id: a.body.data.id } }, admin);
    expect((await waitDone(app, admin, a.body.data.id)).body.data.resultado.creados).toBe(2);

    const second = [
      header,
      'Casa restaurada, otra descripción;US$ 99 000;Jr. Deshacer 101;Lince;Ana Después;4',
      'Casa que se edita, otra descripción;S/ 360 000;Jr. Deshacer 202;Lince;Beto Después;5',
    ];
    const b = await analizar(app, admin, { modulo: 'ofertantes' }, { name: 'despues.csv', data: Buffer.from(second.join('\n')) });
    const [x, y] = (b.body.data.filas as Fila[]).map((f) => f.duplicado?.id);
    expect(
      [x, y].every((id) => typeof id === 'number'),
      b.text,
    ).toBe(true);
    const detalle = async (id: number | undefined) =>
      (await get(app, `/api/ofertantes/detalle/${id ?? 0}`, admin)).body.data as Record<string, unknown>;
    const xBefore = await detalle(x);
    await post(app, '/api/importaciones/confirmar', { json: { id: b.body.data.id, duplicados: 'actualizar' } }, admin);
    expect((await waitDone(app, admin, b.body.data.id)).body.data.resultado).toMatchObject({ creados: 0, actualizados: 2 });
    expect(await detalle(x)).toMatchObject({ descripcion: 'Casa restaurada, otra descripción', precio: 9_900_000, moneda: 'USD', dormitorios: 4 });

    // Someone edits the second record after the import.
    const edit = await post(app, '/api/ofertantes/actualizar', { json: { id_propiedad: y, descripcion: 'Cambiada a mano' } }, admin);
    expect(edit.status, edit.text).toBe(200);
    const yName = representRecord(ofertantes, await detalle(y));

    const undo = await post(app, `/api/importaciones/${b.body.data.id}/deshacer`, {}, admin);
    expect(undo.status, undo.text).toBe(200);
    expect(undo.body.msg).toBe(t('app.importar.resultado.deshecha_dejados', { smart_count: 1, registros: yName }));
    const keys = ['descripcion', 'precio', 'moneda', 'propietario_nombre', 'dormitorios'] as const;
    const pick = (r: Record<string, unknown>) => Object.fromEntries(keys.map((k) => [k, r[k]]));
    expect(pick(await detalle(x))).toEqual(pick(xBefore));
    expect(await detalle(y)).toMatchObject({
      descripcion: 'Cambiada a mano',
      precio: 36_000_000,
      propietario_nombre: 'Beto Después',
      dormitorios: 5,
    });
    const status = await get(app, `/api/importaciones/${b.body.data.id}`, admin);
    expect(status.body.data).toMatchObject({ estado: 'deshecha', resultado: { dejados: [yName] } });
    // The restoration is in the record's history like any change.
    const history = await get(app, '/api/cambioso/listado', admin, { filter: JSON.stringify({ id_registro: x }), perPage: '100' });
    expect(
      (history.body.data as { campo: string; valor_nuevo: string | null }[]).some(
        (h) => h.campo === 'propietario_nombre' && h.valor_nuevo === 'Ana Antes',
      ),
    ).toBe(true);

    // The first import's records were changed since (by the update and its undo): its undo is refused, naming them.
    const names = [representRecord(ofertantes, await detalle(x)), yName];
    const refused = await post(app, `/api/importaciones/${a.body.data.id}/deshacer`, {}, admin);
    expect([refused.status, refused.body.msg]).toEqual([
      409,
      t('app.importar.errors.undo_touched', { smart_count: 2, registros: names.join(' y ') }),
    ]);
  });

  it('refuses bad files, bad fields and other roles in Spanish, writing nothing', async () => {
    const before = await countRows(app, 'importaciones');
    const cases: [Record<string, string>, { name: string; data: Buffer } | undefined, number, string][] = [
      [{ modulo: 'corredores' }, { name: 'f.xlsx', data: fixture('formula.xlsx') }, 400, t('app.importar.errors.formula', { celda: 'C2' })],
      [{ modulo: 'corredores' }, { name: 'm.xlsx', data: fixture('merged.xlsx') }, 400, t('app.importar.errors.merged_header', { celdas: 'A1:B1' })],
      [
        { modulo: 'corredores' },
        { name: 'x.pdf', data: Buffer.from('%PDF-1.4\n\0\0binary') },
        400,
        t('app.importar.errors.not_spreadsheet', { archivo: 'x.pdf' }),
      ],
      [
        { modulo: 'corredores' },
        { name: 'w.csv', data: Buffer.from(`${Array.from({ length: 2001 }, (_, i) => `c${i}`).join(',')}\n1\n`) },
        400,
        t('app.importar.errors.too_many_columns', { max: '2 000' }),
      ],
      [
        { modulo: 'corredores' },
        { name: 'l.csv', data: Buffer.from(`Nombre\n${'a\n'.repeat(200_001)}`) },
        400,
        t('app.importar.errors.too_many_rows', { max: '200 000' }),
      ],
      [
        { modulo: 'actividadsistema' },
        { name: 'c.csv', data: fixture('corredores-utf8.csv') },
        400,
        t('app.importar.errors.modulo', { modulo: 'actividadsistema' }),
      ],
      [
        { modulo: 'corredores', mapeo: '{"Nombre": "clave"}' },
        { name: 'c.csv', data: fixture('corredores-utf8.csv') },
        400,
        t('app.importar.errors.mapeo_campo', { columna: 'Nombre', campo: 'clave', modulo: 'Corredores' }),
      ],
      [{ modulo: 'corredores', mapeo: 'no json' }, { name: 'c.csv', data: fixture('corredores-utf8.csv') }, 400, t('app.importar.errors.mapeo')],
      [{ modulo: 'corredores' }, undefined, 400, t('app.importar.errors.no_file')],
    ];
    for (const [fields, file, status, msg] of cases) {
      const r = await analizar(app, admin, fields, file);
      expect([r.status, r.body?.msg], JSON.stringify(fields)).toEqual([status, msg]);
      expect(r.text).not.toMatch(/at |Error:|SELECT/);
    }
    const agent = await analizar(app, agente, { modulo: 'corredores' }, { name: 'c.csv', data: fixture('corredores-utf8.csv') });
    expect(agent.status).toBe(403);
    expect(await countRows(app, 'importaciones')).toBe(before);
    const unknown = await get(app, '/api/importaciones/999999', admin);
    expect([unknown.status, unknown.body.msg]).toEqual([404, t('app.importar.errors.not_found')]);
  });

  it('gives a template with the labels, dropdowns and an example row', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/importaciones/plantilla/ofertantes', headers: { authorization: `Bearer ${admin}` } });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const header = (sheet?.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain('Precio');
    expect(header).toContain('Distrito');
    const col = header.indexOf('Distrito') + 1;
    expect(sheet?.getCell(2, col).value).toBe('Miraflores');
    expect(sheet?.getCell(3, col).dataValidation?.type).toBe('list');
    // The template imports as it is.
    const r = await analizar(app, admin, { modulo: 'ofertantes' }, { name: 'plantilla.xlsx', data: res.rawPayload });
    expect(r.status, r.text).toBe(200);
    expect(r.body.data.faltantes).toEqual([]);
  });

  it('keeps the analysed rows one per row, answers them all in order, and commits them page after page', async () => {
    // 1 100 rows: more than a page of stored rows (500) and than a batch of the analysis or the commit (200).
    const n = 1_100;
    const rows = Array.from({ length: n }, (_, i) => `Nombre${i};Apellido${i};paginas${i}@prueba-importar.pe`);
    const before = await countRows(app, 'corredores');
    const r = await analizar(
      app,
      admin,
      { modulo: 'corredores' },
      { name: 'paginas.csv', data: Buffer.from(`Nombre;Apellido;Correo\n${rows.join('\n')}\n`) },
    );
    expect(r.status, r.text.slice(0, 300)).toBe(200);
    const filas = r.body.data.filas as Fila[];
    expect(filas.map((f) => f.fila)).toEqual(Array.from({ length: n }, (_, i) => i + 2));
    expect(r.body.data.resumen).toEqual({ total: n, nuevos: n, duplicados: 0, errores: 0 });
    const id = Number(r.body.data.id);
    const { db } = app.connection;
    const stored = await db.selectFrom('importacion_filas').select(['orden', 'clase']).where('id_importacion', '=', id).orderBy('orden').execute();
    expect(stored.map((s) => s.orden)).toEqual(Array.from({ length: n }, (_, i) => i));
    expect(new Set(stored.map((s) => s.clase))).toEqual(new Set(['nuevo']));
    const { analisis } = await db.selectFrom('importacion_analisis').select('analisis').where('id_importacion', '=', id).executeTakeFirstOrThrow();
    expect(JSON.parse(analisis)).not.toHaveProperty('filas');
    expect((await get(app, `/api/importaciones/${id}`, admin)).body.data.estado).toBe('analizada');

    await post(app, '/api/importaciones/confirmar', { json: { id } }, admin);
    const done = await waitDone(app, admin, id);
    expect(done.body.data).toMatchObject({ estado: 'completada', total: n, hechas: n, resultado: { creados: n, actualizados: 0, omitidos: 0 } });
    expect(await countRows(app, 'corredores')).toBe(before + n);
    // The last row of the file is the last record created.
    const last = await db.selectFrom('corredores').select('email').orderBy('id_corredor', 'desc').executeTakeFirstOrThrow();
    expect(last.email).toBe(`paginas${n - 1}@prueba-importar.pe`);
    expect((await post(app, `/api/importaciones/${id}/deshacer`, {}, admin)).status).toBe(200);
    expect(await countRows(app, 'corredores')).toBe(before);
  });

  it('removes an analysis a dead process left half done (its rows with it), and leaves one still beating', async () => {
    const { db } = app.connection;
    const user = await db.selectFrom('usuarios').select('id_usuario').where('usuario', '=', 'admin').executeTakeFirstOrThrow();
    const half = async (latido: number) => {
      const at = new Date(latido).toISOString();
      const { id_importacion: id } = await db
        .insertInto('importaciones')
        .values({
          modulo: 'corredores',
          id_usuario: user.id_usuario,
          archivo: 'a-medias.csv',
          hoja: 'a-medias',
          estado: 'analizando',
          resumen: '{}',
          latido: at,
          creado_en: at,
          actualizado_en: at,
        })
        .returning('id_importacion')
        .executeTakeFirstOrThrow();
      await db.insertInto('importacion_filas').values({ id_importacion: id, orden: 0, clase: 'nuevo', fila: '{}' }).execute();
      return id;
    };
    const dead = await half(Date.now() - 3 * 60_000);
    const beating = await half(Date.now());
    // The recovery runs when a poll finds a commit whose runner stopped: make one.
    const csv = Buffer.from('Nombre;Apellido;Correo\nLía;Medias;lia@a-medias-importar.pe\n');
    const r = await analizar(app, admin, { modulo: 'corredores' }, { name: 'a-medias.csv', data: csv });
    const stale = new Date(Date.now() - 3 * 60_000).toISOString();
    await db
      .updateTable('importaciones')
      .set({ estado: 'en_curso', total: 1, hechas: 0, iniciada_en: stale, latido: stale })
      .where('id_importacion', '=', r.body.data.id)
      .execute();
    expect((await get(app, `/api/importaciones/${r.body.data.id}`, admin)).body.data.estado).toBe('fallida');
    const left = await db.selectFrom('importaciones').select('id_importacion').where('id_importacion', 'in', [dead, beating]).execute();
    expect(left.map((l) => l.id_importacion)).toEqual([beating]);
    expect(await db.selectFrom('importacion_filas').select('orden').where('id_importacion', '=', dead).execute()).toEqual([]);
    // Not listed among the imports while it is being analysed.
    const listed = (await get(app, '/api/importaciones', admin, { perPage: 100 })).body.data as { id: number }[];
    expect(listed.map((i) => i.id)).not.toContain(beating);
    await db.deleteFrom('importaciones').where('id_importacion', '=', beating).execute();
  });

  it('a progress poll recovers an import whose runner stopped beating, and leaves a beating one alone', async () => {
    const csv = Buffer.from('Nombre;Apellido;Correo\nLuz;Latido;luz@latido-importar.pe\n');
    const r = await analizar(app, admin, { modulo: 'corredores' }, { name: 'latido.csv', data: csv });
    const id = Number(r.body.data.id);
    const { db } = app.connection;
    const running = (latido: number) =>
      db
        .updateTable('importaciones')
        .set({ estado: 'en_curso', total: 1, hechas: 0, iniciada_en: new Date(latido).toISOString(), latido: new Date(latido).toISOString() })
        .where('id_importacion', '=', id)
        .execute();
    await running(Date.now());
    expect((await get(app, `/api/importaciones/${id}`, admin)).body.data.estado).toBe('en_curso');
    // The process died three minutes ago: the next poll finds it and marks the import failed, in Spanish.
    await running(Date.now() - 3 * 60_000);
    const polled = await get(app, `/api/importaciones/${id}`, admin);
    expect(polled.body.data.estado).toBe('fallida');
    expect(polled.body.data.resultado.error).toBe(t('app.importar.errors.crashed'));
  });
});

describe('importar: hooks that fail or take their time', () => {
  let ctx: TestApp;
  let calls = 0;
  /** While set, removing a corredor waits this long inside its transaction (other requests go on meanwhile). */
  let slowDelete = 0;
  /** While set, the server rules' check of this row of an analysis (counted from 1) fails as a dead database would. */
  let failCheckAt = 0;
  let checks = 0;
  const failing: HooksRegistry = {
    ...serverHooks,
    corredores: {
      async beforeWrite({ mode }) {
        if (mode !== 'create' || !failCheckAt) return;
        checks += 1;
        if (checks === failCheckAt) throw new Error('fallo simulado a mitad del análisis');
      },
      async afterWrite() {
        calls += 1;
        if (calls === 250) throw new Error('fallo simulado a mitad de la importación');
      },
      async beforeDelete() {
        if (slowDelete) await new Promise((r) => setTimeout(r, slowDelete));
      },
    },
  };
  beforeAll(async () => {
    ctx = await startApp({ hooks: failing });
  });
  afterAll(async () => ctx.close());

  it('leaves the batch absent: the batches already written are removed', async () => {
    const { app } = ctx;
    const admin = await login(app, 'admin');
    const rows = Array.from({ length: 400 }, (_, i) => `Nombre${i};Apellido${i};importado${i}@prueba-importar.pe`);
    const data = Buffer.from(`Nombre;Apellido;Correo\n${rows.join('\n')}\n`);
    const before = await countRows(app, 'corredores');
    const r = await analizar(app, admin, { modulo: 'corredores' }, { name: 'muchos.csv', data });
    expect(r.body.data.resumen.nuevos).toBe(400);
    await post(app, '/api/importaciones/confirmar', { json: { id: r.body.data.id } }, admin);
    const done = await waitDone(app, admin, r.body.data.id);
    expect(done.body.data.estado).toBe('fallida');
    expect(done.body.data.resultado.error).toBe(t('app.importar.errors.failed'));
    expect(calls).toBeGreaterThanOrEqual(250);
    expect(await countRows(app, 'corredores')).toBe(before);
    expect(await countRows(app, 'importacion_registros')).toBe(0);
  });

  it('an analysis that fails half way (after batches of rows were stored) leaves nothing behind', async () => {
    const { app } = ctx;
    const admin = await login(app, 'admin');
    const rows = Array.from({ length: 700 }, (_, i) => `Nombre${i};Apellido${i};analisis${i}@prueba-importar.pe`);
    const imports = await countRows(app, 'importaciones');
    const stored = await countRows(app, 'importacion_filas');
    failCheckAt = 650;
    checks = 0;
    const r = await analizar(
      app,
      admin,
      { modulo: 'corredores' },
      { name: 'falla.csv', data: Buffer.from(`Nombre;Apellido;Correo\n${rows.join('\n')}\n`) },
    );
    failCheckAt = 0;
    expect(checks).toBe(650);
    expect(r.status).toBe(500);
    expect(r.body.msg).toBe(t('app.errors.server'));
    expect(r.text).not.toMatch(/fallo simulado|at |Error:/);
    expect(await countRows(app, 'importaciones')).toBe(imports);
    expect(await countRows(app, 'importacion_filas')).toBe(stored);
  });

  it('undoes a batch once when two undo requests come at the same moment: the second is refused in Spanish', async () => {
    const { app } = ctx;
    const admin = await login(app, 'admin');
    const csv = (rows: string[]) => Buffer.from(['Nombre;Apellido;Correo', ...rows].join('\n'));
    const a = await analizar(app, admin, { modulo: 'corredores' }, { name: 'a.csv', data: csv(['Rosa;Antes;rosa@doble-deshacer.pe']) });
    await post(app, '/api/importaciones/confirmar', { json: { id: a.body.data.id } }, admin);
    expect((await waitDone(app, admin, a.body.data.id)).body.data.resultado.creados).toBe(1);
    const before = await countRows(app, 'corredores');
    // The second import updates Rosa (her e-mail repeats) and creates Tito: its undo restores one and removes the other.
    const b = await analizar(
      app,
      admin,
      { modulo: 'corredores' },
      { name: 'b.csv', data: csv(['Rosa;Después;rosa@doble-deshacer.pe', 'Tito;Nuevo;tito@doble-deshacer.pe']) },
    );
    const rosa = (b.body.data.filas as Fila[])[0]?.duplicado?.id;
    expect(rosa, b.text).toBeTypeOf('number');
    await post(app, '/api/importaciones/confirmar', { json: { id: b.body.data.id, duplicados: 'actualizar' } }, admin);
    expect((await waitDone(app, admin, b.body.data.id)).body.data.resultado).toMatchObject({ creados: 1, actualizados: 1 });
    const tito = Number((await activity(app, { recurso: 'corredores', accion: 'create' })).at(-1)?.id_registro);
    const updatesBefore = (await activity(app, { recurso: 'corredores', accion: 'update', id_registro: String(rosa) })).length;

    // The first undo holds its transaction open while removing Tito: the second arrives meanwhile.
    slowDelete = 300;
    const undos = await Promise.all([1, 2].map(() => post(app, `/api/importaciones/${b.body.data.id}/deshacer`, {}, admin)));
    slowDelete = 0;
    expect(undos.map((u) => u.status).sort(), undos.map((u) => u.text).join('\n')).toEqual([200, 409]);
    expect(undos.find((u) => u.status === 409)?.body.msg).toBe(t('app.importar.errors.undone'));
    // Done once: Tito removed once, Rosa restored once (one update in her activity, her name back), the state final.
    expect(await countRows(app, 'corredores')).toBe(before);
    expect(await activity(app, { recurso: 'corredores', accion: 'delete', id_registro: String(tito) })).toHaveLength(1);
    expect(await activity(app, { recurso: 'corredores', accion: 'update', id_registro: String(rosa) })).toHaveLength(updatesBefore + 1);
    expect((await get(app, `/api/corredores/detalle/${rosa ?? 0}`, admin)).body.data).toMatchObject({ apellido: 'Antes' });
    expect((await get(app, `/api/importaciones/${b.body.data.id}`, admin)).body.data.estado).toBe('deshecha');
    // Asked again later: the same refusal.
    const again = await post(app, `/api/importaciones/${b.body.data.id}/deshacer`, {}, admin);
    expect([again.status, again.body.msg]).toEqual([409, t('app.importar.errors.undone')]);
  });
});
