// Imágenes y Files › Files: every stored file bound to a record (contracts, SUNARP documents, ...), paginated and
// filtered on the server. Administrators only. Downloads go through /archivos/descargar (its own access checks).
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/guard';
import { containsIgnoringCase } from '../db/textMatch';
import type { Db } from '../db/types';
import { ApiError, forbidden, ok, t } from '../http';

const PER_PAGE_MAX = 100;
const MODULO = /^[a-z]{2,40}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function paging(q: Record<string, string | undefined>) {
  const page = q.page === undefined ? 1 : Number(q.page);
  const perPage = q.perPage === undefined ? 25 : Number(q.perPage);
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(perPage) || perPage < 1) throw new ApiError(400, t('app.errors.bad_page'));
  const limit = Math.min(perPage, PER_PAGE_MAX);
  return { limit, offset: (page - 1) * limit };
}

export function registerBibliotecaRoutes(api: FastifyInstance, db: Db): void {
  api.get('/biblioteca/files/listado', { schema: { tags: ['Imágenes y Files'], summary: 'Archivos subidos (administradores)' } }, async (request, reply) => {
    const user = await requireUser(db, request);
    if (user.tipo !== 'Administrador') throw forbidden();
    const q = (request.query ?? {}) as Record<string, string | undefined>;
    const { limit, offset } = paging(q);
    if (q.modulo !== undefined && q.modulo !== '' && !MODULO.test(q.modulo)) throw new ApiError(400, t('app.errors.bad_filter_value', { campo: 'modulo' }));
    const text = (q.q ?? '').trim().slice(0, 100);
    let base = db.selectFrom('archivos').leftJoin('usuarios', 'usuarios.id_usuario', 'archivos.subido_por').where('archivos.id_registro', 'is not', null);
    if (q.modulo) base = base.where('archivos.modulo', '=', q.modulo);
    if (text) base = base.where(containsIgnoringCase('archivos.nombre', text));
    const total = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    const rows = await base
      .select(['archivos.id_archivo', 'archivos.modulo', 'archivos.campo', 'archivos.id_registro', 'archivos.nombre', 'archivos.mime', 'archivos.bytes', 'archivos.creado_en', 'usuarios.nombre as subido_nombre', 'usuarios.apellido as subido_apellido'])
      .orderBy('archivos.creado_en', 'desc').orderBy('archivos.id_archivo', 'desc')
      .limit(limit).offset(offset).execute();
    return ok(reply, rows.map((r) => ({
      id: Number(r.id_archivo), modulo: r.modulo, campo: r.campo, id_registro: Number(r.id_registro), nombre: r.nombre, mime: r.mime,
      bytes: Number(r.bytes), creado_en: r.creado_en, subido_por: [r.subido_nombre, r.subido_apellido].filter(Boolean).join(' '),
    })), { total: Number(total?.n ?? 0) });
  });

  api.get('/biblioteca/imagenes/listado', { schema: { tags: ['Imágenes y Files'], summary: 'Todas las fotos (administradores): por inmueble, fecha y autor' } }, async (request, reply) => {
    const user = await requireUser(db, request);
    if (user.tipo !== 'Administrador') throw forbidden();
    const q = (request.query ?? {}) as Record<string, string | undefined>;
    const { limit, offset } = paging(q);
    const bad = (campo: string) => new ApiError(400, t('app.errors.bad_filter_value', { campo }));
    let base = db.selectFrom('imagenes').leftJoin('usuarios', 'usuarios.id_usuario', 'imagenes.subido_por').leftJoin('ofertantes', 'ofertantes.id_propiedad', 'imagenes.id_propiedad');
    if (q.id_propiedad) {
      if (!/^\d{1,12}$/.test(q.id_propiedad)) throw bad('id_propiedad');
      base = base.where('imagenes.id_propiedad', '=', Number(q.id_propiedad));
    }
    if (q.subido_por) {
      if (!/^\d{1,12}$/.test(q.subido_por)) throw bad('subido_por');
      base = base.where('imagenes.subido_por', '=', Number(q.subido_por));
    }
    if (q.desde) {
      if (!DATE.test(q.desde)) throw bad('desde');
      base = base.where('imagenes.creado_en', '>=', q.desde);
    }
    if (q.hasta) {
      if (!DATE.test(q.hasta)) throw bad('hasta');
      base = base.where('imagenes.creado_en', '<', `${q.hasta}T99`);
    }
    const total = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    const rows = await base
      .select(['imagenes.id_imagen', 'imagenes.id_propiedad', 'imagenes.carpeta', 'imagenes.archivo', 'imagenes.titulo', 'imagenes.etiquetas', 'imagenes.ancho', 'imagenes.alto',
        'imagenes.bytes', 'imagenes.creado_en', 'ofertantes.codigo', 'usuarios.nombre', 'usuarios.apellido'])
      .orderBy('imagenes.id_imagen', 'desc').limit(limit).offset(offset).execute();
    return ok(reply, rows.map((r) => ({
      id: Number(r.id_imagen), id_propiedad: r.id_propiedad === null ? null : Number(r.id_propiedad), codigo: r.codigo ?? null, carpeta: r.carpeta, archivo: r.archivo,
      titulo: r.titulo ?? null, etiquetas: r.etiquetas ?? null, ancho: r.ancho, alto: r.alto, bytes: r.bytes === null ? null : Number(r.bytes), creado_en: r.creado_en,
      subido_por: [r.nombre, r.apellido].filter(Boolean).join(' '),
    })), { total: Number(total?.n ?? 0) });
  });
}
