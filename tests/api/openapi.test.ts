// The OpenAPI document (/api/docs/json) is valid (@apidevtools/swagger-parser), complete — every operation has a
// Spanish summary, a tag, its success answer, its errors and its security (none exactly for the public routes) — and
// true: real answers of every module (listado, detalle, registrar, actualizar, eliminar, in both dialects) and of the
// hand-written calls, on the database of this run, are each validated (ajv) against the schema the document gives for
// their operation and status, and every documented operation is sampled at least once.
import fs from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv, { type ValidateFunction } from 'ajv';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { modules } from '../../src/resources/registry';
import { anyTable } from '#server/db/types';
import { createRecord, FACTORIES } from '../support/recordFactories';
import { multipart, pdf } from './archivosFixtures';
import { DEMO_PASSWORD, form, login, startApp, tempDir, userId, type TestApp } from './helpers';
import { PUBLIC } from './publicRoutes';
import { HOJA_PUBLICA } from '../../src/resources/libroreclamaciones/testing/factory';

interface Operation {
  readonly summary?: string;
  readonly tags?: readonly string[];
  readonly security?: readonly unknown[];
  readonly parameters?: readonly { readonly name: string; readonly in: string }[];
  readonly responses: Readonly<
    Record<string, { readonly description: string; readonly content?: Readonly<Record<string, { readonly schema?: object }>> }>
  >;
}
interface Document {
  readonly paths: Readonly<Record<string, Readonly<Record<string, Operation>>>>;
}

interface Sample {
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly type: string;
  readonly body: string;
  /** The Location header of a redirect. */
  readonly location: string;
}

let env: TestApp;
let admin: string;
let agent: string;
let adminId: number;
let raw: Document;
let doc: Document;
const samples: Sample[] = [];

beforeAll(async () => {
  // With the browser app built (as CI runs it): its routes are not part of the API's document.
  const dir = tempDir();
  fs.mkdirSync(path.join(dir, 'dist'));
  fs.writeFileSync(path.join(dir, 'dist', 'index.html'), '<!doctype html><title>app</title>');
  env = await startApp({}, dir, { STATIC_DIR: path.join(dir, 'dist') });
  [admin, agent] = await Promise.all([login(env.app, 'admin'), login(env.app, 'agente')]);
  adminId = await userId(env.app, 'admin');
  const res = await env.app.inject({ method: 'GET', url: '/api/docs/json' });
  raw = JSON.parse(res.body) as Document;
  doc = (await SwaggerParser.dereference(structuredClone(raw) as never)) as unknown as Document;
});

afterAll(async () => {
  await env?.close();
});

interface CallOptions {
  readonly token?: string;
  /** A form body (objects become JSON text, as the `json` field). */
  readonly form?: Readonly<Record<string, unknown>>;
  readonly json?: unknown;
  readonly upload?: { readonly payload: Buffer; readonly headers: Record<string, string> };
  readonly headers?: Record<string, string>;
  readonly remoteAddress?: string;
}

/** A call through the app, kept as a sample; answers its status and parsed JSON (when it is JSON). */
async function call(method: string, url: string, opts: CallOptions = {}) {
  const headers: Record<string, string> = { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers };
  let payload: string | Buffer | undefined;
  if (opts.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = form(opts.form);
  } else if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(opts.json);
  } else if (opts.upload) {
    Object.assign(headers, opts.upload.headers);
    payload = opts.upload.payload;
  }
  const res = await env.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload === undefined ? {} : { payload }),
    remoteAddress: opts.remoteAddress,
  });
  const type = String(res.headers['content-type'] ?? '').split(';')[0] ?? '';
  samples.push({
    method,
    path: url.split('?')[0] ?? url,
    status: res.statusCode,
    type,
    body: res.body,
    location: String(res.headers.location ?? ''),
  });
  let body: Record<string, unknown> & { data?: unknown } = {};
  if (type === 'application/json') body = JSON.parse(res.body) as typeof body;
  return { status: res.statusCode, body, headers: res.headers, text: res.body };
}

/** `data` of an answer as a record. */
const dataOf = (r: { body: { data?: unknown } }) => (r.body.data ?? {}) as Record<string, unknown>;
const rowsOf = (r: { body: { data?: unknown } }) => (Array.isArray(r.body.data) ? (r.body.data as Record<string, unknown>[]) : []);
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#623aa2' } })
    .png()
    .toBuffer();

async function firstId(table: string, key: string, where?: (q: ReturnType<typeof select>) => ReturnType<typeof select>): Promise<number> {
  const q = select(table, key);
  const row = await (where ? where(q) : q).orderBy(key, 'asc').executeTakeFirstOrThrow();
  return Number(row[key]);
}
const select = (table: string, key: string) => anyTable(env.app.connection.db).selectFrom(table).select(key);

/** listado, detalle, registrar, actualizar, eliminar of every module, in both dialects, and their usual refusals. */
async function sampleModules(): Promise<void> {
  const ctx = { app: env.app, admin };
  for (const m of modules) {
    const base = `/api/${m.name}`;
    const list = await call('GET', `${base}/listado?perPage=5`, { token: admin });
    expect(list.status, `${m.name} listado`).toBe(200);
    await call('GET', `${base}/listado?total=0&sort=id&order=DESC`, { token: agent });
    await call('GET', `${base}/listado?filter=${encodeURIComponent('{"no_existe":1}')}`, { token: admin });
    await call('GET', `${base}/listado`);
    const id = rowsOf(list)[0]?.[m.key];
    if (id !== undefined) {
      await call('GET', `${base}/detalle/${String(id)}`, { token: admin });
      await call('GET', `/api/rest/${m.name}/${String(id)}`, { token: admin });
    }
    await call('GET', `${base}/detalle/999999999`, { token: admin });
    await call('GET', `/api/rest/${m.name}?range=[0,4]&sort=["id","DESC"]`, { token: admin });
    await call('GET', `/api/rest/${m.name}?filter=${encodeURIComponent(JSON.stringify({ id: [id ?? 1] }))}`, { token: agent });
    await call('GET', `/api/rest/${m.name}/999999999`, { token: admin });
    if (m.readOnly) continue;
    const factory = FACTORIES[m.name];
    const valid = factory && !factory.create ? await factory.valid(ctx) : {};
    const created = await call('POST', `${base}/registrar`, { token: admin, form: { json: valid } });
    await call('POST', `${base}/registrar`, { token: admin, form: { json: { campo_inventado: 1 } } });
    const key = created.status === 201 ? dataOf(created)[m.key] : factory?.create ? await factory.create(ctx) : undefined;
    if (key !== undefined) await call('POST', `${base}/actualizar`, { token: admin, form: { json: { [m.key]: key, ...factory?.change() } } });
    await call('POST', `${base}/actualizar`, { token: admin, form: { json: { [m.key]: 999999999 } } });
    const restCreated = await call('POST', `/api/rest/${m.name}`, { token: admin, json: factory && !factory.create ? await factory.valid(ctx) : {} });
    await call('POST', `/api/rest/${m.name}`, {
      token: admin,
      headers: { 'content-type': 'text/plain' },
      upload: { payload: Buffer.from('x'), headers: { 'content-type': 'text/plain' } },
    });
    const restKey = restCreated.status === 201 ? restCreated.body.id : key;
    if (restKey !== undefined) {
      const read = await call('GET', `/api/rest/${m.name}/${String(restKey)}`, { token: admin });
      await call('PUT', `/api/rest/${m.name}/${String(restKey)}`, { token: admin, json: { ...read.body, ...factory?.change() } });
    }
    if (m.noDelete) continue;
    if (key !== undefined) await call('POST', `${base}/eliminar`, { token: admin, form: { id: String(key) } });
    if (restKey !== undefined && restKey !== key) await call('DELETE', `/api/rest/${m.name}/${String(restKey)}`, { token: admin });
    await call('DELETE', `/api/rest/${m.name}/999999999`, { token: admin });
  }
  // A body past the cap, a locked session.
  await call('POST', '/api/glosario/registrar', { token: admin, form: { json: { termino: 'x'.repeat(300_000) } } });
  const locked = await login(env.app, 'admin');
  await call('POST', '/api/bloquear', { token: locked });
  await call('GET', '/api/glosario/listado', { token: locked });
  await call('POST', '/api/desbloquear', { token: locked, form: { json: { password: 'no-es-la-clave' } } });
  await call('POST', '/api/desbloquear', { token: locked, form: { json: { password: DEMO_PASSWORD } } });
  await call('POST', '/api/logout', { token: locked });
}

/** The hand-written calls, each with what it needs in place. */
async function sampleCalls(): Promise<void> {
  const ctx = { app: env.app, admin };
  const idPropiedad = await firstId('ofertantes', 'id_propiedad');
  const idDemandante = await firstId('demandantes', 'id_demandante');
  const agentId = await userId(env.app, 'agente');

  await call('GET', '/api/health');
  await call('POST', '/api/login', { form: { json: { usuario: 'agente', password: DEMO_PASSWORD } } });
  await call('POST', '/api/login', { form: { json: { usuario: 'agente', password: 'equivocada' } } });
  await call('GET', '/api/sesion', { token: agent });
  await call('GET', '/api/perfil', { token: agent });
  await call('GET', '/api/perfil/actividad?perPage=5', { token: agent });
  await call('POST', '/api/perfil/actualizar', { token: agent, form: { json: { telefono: '987654321' } } });
  await call('POST', '/api/perfil/password', { token: agent, form: { json: { actual: 'equivocada', nueva: 'otra-clave-larga' } } });

  const nuevo = await createRecord(ctx, { name: 'usuarios', key: 'id_usuario' });
  await call('POST', '/api/usuarios/desactivar', { token: admin, form: { id: String(nuevo) } });
  await call('POST', '/api/usuarios/activar', { token: admin, form: { id: String(nuevo) } });
  await call('POST', '/api/usuarios/activar', { token: agent, form: { id: String(nuevo) } });
  await call('POST', '/api/usuarios/restablecer', { token: admin, form: { json: { id_usuario: nuevo, password: 'una-clave-valida' } } });

  for (const [cart, field, item] of [
    ['carrito', 'id_propiedad', idPropiedad],
    ['carritode', 'id_demandante', idDemandante],
  ] as const) {
    const added = await call('POST', `/api/${cart}/agregar`, { token: admin, form: { id_usuario: String(adminId), [field]: String(item) } });
    await call('POST', `/api/${cart}/agregar`, { token: admin, form: { id_usuario: String(adminId), [field]: String(item) } });
    await call('GET', `/api/${cart}/listado?id_usuario=${adminId}`, { token: admin });
    await call('GET', `/api/${cart}/contar`, { token: admin });
    await call('GET', `/api/${cart}/listado?id_usuario=${adminId}`, { token: agent });
    await call('POST', `/api/${cart}/eliminar`, { token: admin, form: { id_carrito: String(dataOf(added).id_carrito) } });
    await call('POST', `/api/${cart}/vaciar`, { token: admin, form: {} });
  }

  const notes = await call('GET', '/api/notificaciones/listado', { token: admin });
  await call('POST', '/api/notificaciones/marcar', { token: admin, form: { idnoti: String(rowsOf(notes)[0]?.id ?? 999999) } });
  await call('POST', '/api/notificaciones/marcar', { token: admin, form: { idnoti: '999999999' } });
  await call('POST', '/api/notificaciones/borrar', { token: admin, form: {} });
  await call('GET', `/api/notificaciones/listado?idagente=${adminId}`, { token: agent });

  await call('GET', '/api/configuracion', { token: admin });
  await call('GET', '/api/configuracion', { token: agent });
  await call('POST', '/api/configuracion/actualizar', { token: admin, form: { json: { agencia_telefono: '01 555 1234' } } });
  await call('POST', '/api/configuracion/actualizar', { token: admin, form: { json: { no_existe: 1 } } });

  await call('GET', `/api/citas/solapamientos?id_agente=${agentId}&fecha=2026-03-02&hora_inicio=10:00&hora_fin=11:00`, { token: agent });
  await call('GET', '/api/citas/solapamientos?fecha=02-03-2026', { token: agent });
  await call('POST', '/api/turnos/copiar-semana', { token: admin, form: { desde: '2026-03-02' } });

  const ics = await call('GET', '/api/calendario/ics', { token: agent });
  await call('GET', '/api/calendario/ics', { token: agent });
  const regenerated = await call('POST', '/api/calendario/ics/regenerar', { token: agent, form: {} });
  const feed = String(dataOf(regenerated).url ?? dataOf(ics).url ?? '');
  await call('GET', feed.slice(feed.indexOf('/api/')));
  await call('GET', '/api/calendario/ics/no-existe.ics');

  await call('GET', `/api/ofertantes/cruces/${await firstId('ofertantes', 'id_propiedad', (q) => q.where('estado', '=', 'disponible'))}`, {
    token: agent,
  });
  await call('GET', `/api/demandantes/cruces/${idDemandante}?perPage=5`, { token: agent });
  await call('GET', '/api/demandantes/cruces/999999999', { token: agent });
  await call('GET', `/api/ofertantes/visitas/${await firstId('ofertantes', 'id_propiedad', (q) => q.where('publicar_web', '=', 1))}`, {
    token: agent,
  });
  await call('GET', '/api/ofertantes/visitas/999999999', { token: agent });

  await call('POST', '/api/autoresponder/generar', { token: admin, form: {} });
  await call('POST', '/api/autoresponder/generar', { token: agent, form: {} });
  const mensaje = await createRecord(ctx, { name: 'autoresponder', key: 'id_mensaje' });
  await call('POST', '/api/autoresponder/enviar', { token: admin, form: { id: String(mensaje) } });
  await call('POST', '/api/autoresponder/enviar', { token: admin, form: { id: String(mensaje) } });
  await call('POST', '/api/autoresponder/descartar', {
    token: admin,
    form: { id: String(await createRecord(ctx, { name: 'autoresponder', key: 'id_mensaje' })) },
  });

  const prestamo = await createRecord(ctx, { name: 'controlllaves', key: 'id_prestamo' });
  await call('POST', '/api/controlllaves/devolver', { token: admin, form: { id_prestamo: String(prestamo), observaciones: 'En buen estado.' } });
  await call('POST', '/api/controlllaves/devolver', { token: admin, form: { id_prestamo: String(prestamo) } });
  const perdido = await createRecord(ctx, { name: 'controlllaves', key: 'id_prestamo' });
  const extraviado = await call('POST', '/api/controlllaves/extraviar', { token: admin, form: { id_prestamo: String(perdido) } });
  await call('POST', '/api/llaves/recuperar', { token: admin, form: { id_llave: String(dataOf(extraviado).id_llave) } });
  await call('POST', '/api/llaves/recuperar', { token: admin, form: { id_llave: String(dataOf(extraviado).id_llave) } });
  await call('GET', `/api/llaves/prestadas?id_propiedad=${idPropiedad}&fecha=2026-03-02&hora_inicio=10:00&hora_fin=11:00`, { token: agent });

  await call('GET', '/api/public/libroreclamaciones/proveedor');
  const hoja = await call('POST', '/api/public/libroreclamaciones/registrar', {
    remoteAddress: '10.77.0.1',
    form: { json: HOJA_PUBLICA },
  });
  await call('POST', '/api/public/libroreclamaciones/registrar', { remoteAddress: '10.77.0.2', form: { json: { nombre: '' } } });
  await call('GET', String(dataOf(hoja).constancia));
  await call('GET', '/api/public/libroreclamaciones/constancia/no-existe.pdf');
  const idReclamo = Number(dataOf(hoja).id_reclamo);
  await call('GET', `/api/libroreclamaciones/pdf/${idReclamo}`, { token: admin });
  await call('GET', '/api/libroreclamaciones/pdf/999999999', { token: admin });
  await call('GET', '/api/libroreclamaciones/inspeccion?desde=2020-01-01&hasta=2030-12-31', { token: admin });
  await call('GET', '/api/libroreclamaciones/inspeccion?desde=2030-01-01', { token: admin });
  const answer = { id_reclamo: idReclamo, acciones: 'Se revisó el caso.', respuesta: 'Se devolverá la garantía en cinco días hábiles.' };
  await call('POST', '/api/libroreclamaciones/responder', { token: admin, form: { json: answer } });
  await call('POST', '/api/libroreclamaciones/responder', { token: admin, form: { json: answer } });

  // An import: analysed, confirmed, followed to its end, its failed rows, undone; and the calls it refuses.
  const csv = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/importar/corredores-utf8.csv'));
  const analysis = await call('POST', '/api/importaciones/analizar', {
    token: admin,
    upload: multipart({ modulo: 'corredores' }, [{ name: 'corredores.csv', data: csv, type: 'text/csv' }]),
  });
  await call('POST', '/api/importaciones/analizar', { token: admin, upload: multipart({ modulo: 'corredores' }, []) });
  const importId = Number(dataOf(analysis).id);
  await call('POST', '/api/importaciones/confirmar', { token: admin, form: { json: { id: importId } } });
  await call('POST', '/api/importaciones/confirmar', { token: admin, form: { json: { id: 'uno' } } });
  await vi.waitFor(
    async () => {
      const progress = await call('GET', `/api/importaciones/${importId}`, { token: admin });
      expect(dataOf(progress).estado).not.toBe('en_curso');
    },
    { timeout: 20_000, interval: 50 },
  );
  await call('GET', `/api/importaciones/${importId}/fallidas`, { token: admin });
  await call('GET', '/api/importaciones?page=1&perPage=5', { token: admin });
  await call('GET', '/api/importaciones?page=0', { token: admin });
  await call('POST', `/api/importaciones/${importId}/deshacer`, { token: admin });
  await call('GET', '/api/importaciones/999999', { token: admin });
  await call('GET', '/api/importaciones/plantilla/corredores', { token: admin });
  await call('GET', '/api/importaciones/plantilla/no-existe', { token: admin });

  await call('GET', '/api/mapa/config');
  await call('GET', '/api/mapa/ofertantes?bbox=-77.2,-12.4,-76.7,-11.8', { token: agent });
  await call('GET', `/api/mapa/ofertantes?bbox=-77.2,-12.4,-76.7,-11.8&filter=${encodeURIComponent('{"tipo_operacion":"V"}')}`, { token: agent });
  await call('GET', '/api/mapa/ofertantes?bbox=1,2', { token: agent });
  await call('GET', '/api/mapa/buscar?q=Miraflores', { token: agent });
  await call('GET', '/api/mapa/buscar?q=ab', { token: agent });

  const entries = await call('GET', '/api/public/blog/listado?perPage=3');
  await call('GET', `/api/public/blog/detalle/${String(rowsOf(entries)[0]?.slug)}`);
  await call('GET', '/api/public/blog/detalle/no-existe');
  await call('GET', '/api/public/blog/listado?page=0');
  await call('GET', `/api/public/blog/entrada/${String(rowsOf(entries)[0]?.slug)}`);
  await call('GET', '/api/public/blog/entrada/no-existe');
  await call('GET', '/api/public/blog/rss.xml');
  const listings = await call('GET', '/api/public/inmuebles?perPage=2');
  await call('GET', '/api/public/inmuebles?recamaras=muchas');
  const codigo = String(rowsOf(listings)[0]?.codigo);
  await call('GET', `/api/public/inmuebles/${codigo}/og.jpg`);
  await call('GET', `/api/public/inmuebles/${codigo}/whatsapp`);
  await call('GET', '/api/public/inmuebles/OF-999999/whatsapp');
  const lead = { nombre: 'Lucía Quispe', telefono: '987654321', email: 'lucia@example.pe', mensaje: 'Quisiera visitarlo.', acepta: false };
  await call('POST', `/api/public/inmuebles/${codigo}/consulta`, { form: { json: lead }, remoteAddress: '203.0.113.91' });
  await call('GET', `/inmueble/${codigo}`);
  await call('GET', '/inmueble/OF-999999');
  await call('GET', '/inmuebles/sitemap.xml');
  const args = await call('GET', '/api/argumentosventa/por-tipo?tipo_inmueble=departamento', { token: agent });
  await call('GET', '/api/argumentosventa/por-tipo?tipo_inmueble=nave', { token: agent });
  const ids = rowsOf(args)
    .filter((a) => a.tipo_inmueble === 'departamento')
    .map((a) => a.id_argumento);
  await call('POST', '/api/argumentosventa/ordenar', { token: admin, form: { json: { tipo_inmueble: 'departamento', ids: [...ids].reverse() } } });

  const subidos = await call('POST', '/api/biblioteca/files/subir', {
    token: admin,
    upload: multipart({}, [{ name: 'Acta.pdf', data: pdf(), type: 'application/pdf' }]),
  });
  const idArchivo = Number(rowsOf(subidos)[0]?.id);
  await call('GET', '/api/biblioteca/files/listado?perPage=5', { token: admin });
  await call('GET', '/api/biblioteca/files/listado?modulo=1', { token: admin });
  await call('POST', '/api/biblioteca/files/actualizar', { token: admin, form: { json: { id_archivo: idArchivo, etiquetas: [] } } });
  await call('GET', `/api/biblioteca/files/descargar/${idArchivo}?inline=1`, { token: admin });
  await call('POST', '/api/biblioteca/files/eliminar', { token: admin, form: { id: String(idArchivo) } });
  await call('POST', '/api/biblioteca/files/eliminar', { token: admin, form: { id: String(idArchivo) } });
  const imgs = await call('POST', '/api/biblioteca/imagenes/subir', {
    token: admin,
    upload: multipart({ titulo: 'Fachada' }, [{ name: 'f.png', data: await png(), type: 'image/png' }]),
  });
  const idImagen = Number(rowsOf(imgs)[0]?.id);
  await call('GET', '/api/biblioteca/imagenes/listado?perPage=5&origen=biblioteca', { token: admin });
  await call('GET', '/api/biblioteca/imagenes/listado', { token: agent });
  await call('POST', '/api/biblioteca/imagenes/actualizar', { token: admin, form: { json: { id_imagen: idImagen, titulo: 'Fachada de día' } } });
  await call('POST', '/api/biblioteca/imagenes/eliminar', { token: admin, form: { id: String(idImagen) } });

  await call('GET', `/api/reportes/presentacioncliente?id_demandante=${idDemandante}`, { token: admin });
  await call('GET', `/api/reportes/reporteactividad?id_propiedad=${idPropiedad}`, { token: admin });
  await call('GET', `/api/reportes/cartanuevopropietario?id_propiedad=${idPropiedad}`, { token: admin });
  await call('GET', `/api/reportes/cartaporletrero?id_propiedad=${idPropiedad}`, { token: admin });
  await call('GET', '/api/reportes/cartaporletrero?id_propiedad=999999999', { token: admin });
  await call('POST', '/api/reportes/enviar', {
    token: admin,
    form: { carta: 'cartaporletrero', id_propiedad: String(idPropiedad), para: 'propietario@correo.pe' },
  });
  await call('GET', '/api/dashboard/resumen', { token: admin });
  await call('GET', '/api/dashboard/resumen?desde=2026-01-01&hasta=2026-01-31', { token: agent });
  await call('GET', '/api/dashboard/graficos', { token: admin });
  await call('GET', '/api/dashboard/pendientes', { token: admin });
  await call('GET', '/api/dashboard/pendientes', { token: agent });
  await call('GET', `/api/dashboard/pendientes?id_agente=${adminId}`, { token: agent });
  await call('GET', '/api/dashboard/visitas', { token: admin });
  await call('GET', '/api/dashboard/visitas', { token: agent });
  await call('GET', `/api/dashboard/visitas?id_agente=${adminId}`, { token: agent });
  for (const formato of ['json', 'csv', 'pdf']) {
    await call('GET', `/api/reportes/agentes?formato=${formato}`, { token: admin });
    await call('GET', `/api/reportes/propiedades?formato=${formato}&agrupar=distrito`, { token: admin });
  }
  await call('GET', '/api/reportes/propiedades?formato=xml', { token: admin });

  const fotos = await call('POST', '/api/imagenes/subir', {
    token: admin,
    upload: multipart({ id_propiedad: String(idPropiedad), titulo: 'Sala' }, [
      { name: 'a.png', data: await png(), type: 'image/png' },
      { name: 'b.png', data: await png(), type: 'image/png' },
    ]),
  });
  const [a, b] = rowsOf(fotos);
  const todas = await call('GET', `/api/imagenes/propiedad/${idPropiedad}`, { token: agent });
  await call('GET', `/api/uploads/373X275/${String(a?.carpeta)}/${String(a?.archivo)}`);
  await call('GET', '/api/uploads/373X275/1/no-existe.jpg');
  await call('GET', '/api/uploads/9X9/1/no-existe.jpg');
  await call('POST', '/api/imagenes/ordenar', {
    token: admin,
    form: {
      json: {
        id_propiedad: idPropiedad,
        orden: rowsOf(todas)
          .map((p) => p.id_imagen)
          .reverse(),
      },
    },
  });
  await call('POST', '/api/imagenes/principal', { token: admin, form: { json: { id_imagen: a?.id_imagen } } });
  await call('POST', '/api/imagenes/actualizar', { token: admin, form: { json: { id_imagen: b?.id_imagen, titulo: 'Comedor' } } });
  await call('POST', '/api/imagenes/eliminar', { token: admin, form: { id: String(b?.id_imagen) } });
  await call('POST', '/api/imagenes/eliminar', { token: admin, form: { id: '999999999' } });
  await call('POST', '/api/perfil/avatar', { token: agent, upload: multipart({}, [{ name: 'yo.png', data: await png(), type: 'image/png' }]) });
  await call('POST', '/api/usuarios/avatar', {
    token: admin,
    upload: multipart({ id_usuario: String(nuevo) }, [{ name: 'u.png', data: await png(), type: 'image/png' }]),
  });

  const archivo = await call('POST', '/api/archivos/subir', {
    token: admin,
    upload: multipart({ modulo: 'controlcontratos', campo: 'archivo' }, [{ name: 'Contrato.pdf', data: pdf(), type: 'application/pdf' }]),
  });
  const contrato = await call('POST', '/api/controlcontratos/registrar', {
    token: admin,
    form: { json: { ...(await FACTORIES.controlcontratos?.valid(ctx)), archivo: dataOf(archivo).archivo } },
  });
  const idContrato = String(dataOf(contrato).id_contrato);
  await call('GET', `/api/archivos/info/controlcontratos/${idContrato}/archivo`, { token: agent });
  await call('GET', `/api/archivos/descargar/controlcontratos/${idContrato}/archivo`, { token: agent });
  await call('GET', '/api/archivos/descargar/controlcontratos/999999999/archivo', { token: agent });
}

/** The operation of the document a sampled request is, by method and path template (static paths first). */
function operationOf(method: string, path: string): { readonly key: string; readonly op: Operation } | undefined {
  const candidates = Object.keys(doc.paths)
    .map((template) => ({ template, params: (template.match(/\{/g) ?? []).length }))
    .sort((x, y) => x.params - y.params);
  for (const { template } of candidates) {
    const re = new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`);
    const op = doc.paths[template]?.[method.toLowerCase()];
    if (op && re.test(path)) return { key: `${method} ${template}`, op };
  }
  return undefined;
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI (swagger-parser)', async () => {
    await expect(SwaggerParser.validate(structuredClone(raw) as never)).resolves.toBeTruthy();
  });

  it('documents every operation: Spanish summary, tag, success answer, errors and security', () => {
    const publicOps = new Set(PUBLIC.map((k) => k.replace(/:(\w+)/g, '{$1}')));
    const problems: string[] = [];
    let count = 0;
    for (const [path, ops] of Object.entries(raw.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        count += 1;
        const key = `${method.toUpperCase()} ${path}`;
        const codes = Object.keys(op.responses);
        if (!op.summary || /\b(the|get|list|create|update|delete)\b/i.test(op.summary)) problems.push(`${key}: resumen`);
        if (!op.tags?.length) problems.push(`${key}: sin etiqueta`);
        // A redirect is the success of a call that only sends the browser on (WhatsApp's link, a page's canonical address).
        const ok = codes.filter((c) => /^[23]/.test(c));
        if (!ok.length || ok.some((c) => op.responses[c]?.description === 'Default Response' || !op.responses[c]?.content))
          problems.push(`${key}: respuesta`);
        for (const c of codes.filter((x) => !/^[23]/.test(x))) {
          // A page for people (outside /api) answers its errors as a page in Spanish, not as the API's envelope.
          if (!path.startsWith('/api/') && op.responses[c]?.content?.['text/html']) continue;
          const schema = op.responses[c]?.content?.['application/json']?.schema as { $ref?: string } | undefined;
          if (!schema?.$ref?.match(/^#\/components\/schemas\/Error(Envelope|Rest)$/)) problems.push(`${key}: ${c} sin el sobre de error`);
        }
        const isPublicOp = publicOps.has(key);
        if (isPublicOp && (op.security?.length ?? -1) !== 0) problems.push(`${key}: pública, pero pide token`);
        if (!isPublicOp && (!codes.includes('401') || !JSON.stringify(op.security).includes('bearer'))) problems.push(`${key}: sin 401 o sin bearer`);
        if ((method === 'post' || method === 'put') && !(codes.includes('400') && codes.includes('413'))) problems.push(`${key}: sin 400/413`);
        for (const p of op.parameters ?? []) if (p.name === 'type' || p.name === 'additionalProperties') problems.push(`${key}: parámetro ${p.name}`);
      }
    }
    expect(problems).toEqual([]);
    expect(count).toBeGreaterThan(260);
  });

  it('describes the query of every listado (page, perPage, sort, order, filter, q, total) and of the REST lists', () => {
    for (const m of modules) {
      const names = (raw.paths[`/api/${m.name}/listado`]?.get?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      expect(names, m.name).toEqual(['page', 'perPage', 'sort', 'order', 'filter', ...(m.list.search?.length ? ['q'] : []), 'total']);
      const rest = (raw.paths[`/api/rest/${m.name}`]?.get?.parameters ?? []).map((p) => p.name);
      expect(rest, m.name).toEqual(['sort', 'range', 'filter']);
    }
  });
});

describe('real answers match the document', () => {
  it('samples every operation, and every answer validates against its operation’s schema', async () => {
    await sampleModules();
    await sampleCalls();
    const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
    const compiled = new Map<object, ValidateFunction>();
    const validator = (schema: object) => {
      let v = compiled.get(schema);
      if (!v) compiled.set(schema, (v = ajv.compile(schema)));
      return v;
    };
    const wrong: string[] = [];
    const seen = new Set<string>();
    let checked = 0;
    for (const s of samples) {
      const found = operationOf(s.method, s.path);
      if (!found) {
        wrong.push(`${s.method} ${s.path}: no está en el documento`);
        continue;
      }
      seen.add(found.key);
      const answer = found.op.responses[String(s.status)];
      if (!answer) {
        wrong.push(`${found.key} → ${s.status}: respuesta no documentada (${s.body.slice(0, 160)})`);
        continue;
      }
      const content = answer.content ?? {};
      if (/^3/.test(String(s.status))) {
        // A redirect: documented by its Location header, and sent with it.
        if (!(answer as { headers?: Record<string, unknown> }).headers?.Location) wrong.push(`${found.key} → ${s.status}: sin Location documentado`);
        if (!s.location) wrong.push(`${found.key} → ${s.status}: sin Location`);
        continue;
      }
      if (s.type === 'application/json') {
        const schema = content['application/json']?.schema;
        if (!schema) {
          wrong.push(`${found.key} → ${s.status}: JSON no documentado`);
          continue;
        }
        const validate = validator(schema);
        checked += 1;
        if (!validate(JSON.parse(s.body))) wrong.push(`${found.key} → ${s.status}: ${ajv.errorsText(validate.errors)} (${s.body.slice(0, 200)})`);
      } else if (!content[s.type] && !content['*/*']) {
        wrong.push(`${found.key} → ${s.status}: ${s.type || 'sin tipo'} no documentado (${Object.keys(content).join(', ')})`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(400);
    const documented = Object.entries(raw.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(documented.filter((k) => !seen.has(k))).toEqual([]);
  }, 300_000);
});
