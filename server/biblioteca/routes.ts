// Imágenes y Files › Files: every stored file bound to a record (contracts, SUNARP documents, ...), paginated and
// filtered on the server. Administrators only. Downloads go through /archivos/descargar (its own access checks).
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/guard';
import type { Db } from '../db/types';
import { ApiError, forbidden, ok, t } from '../http';

const PER_PAGE_MAX = 100;
const MODULO = /^[a-z]{2,40}$/;

export function registerBibliotecaRoutes(api: FastifyInstance, db: Db): void {
  api.get('/biblioteca/files/listado', { schema: { tags: ['Imágenes y Files'], summary: 'Archivos subidos (administradores)' } }, async (request, reply) => {
    const user = await requireUser(db, request);
    if (user.tipo !== 'Administrador') throw forbidden();
    const q = (request.query ?? {}) as Record<string, string | undefined>;
    const page = q.page === undefined ? 1 : Number(q.page);
    const perPage = q.perPage === undefined ? 25 : Number(q.perPage);
    if (!Number.isInteger(page) || page < 1 || !Number.isInteger(perPage) || perPage < 1) throw new ApiError(400, t('app.errors.bad_page'));
    if (q.modulo !== undefined && q.modulo !== '' && !MODULO.test(q.modulo)) throw new ApiError(400, t('app.errors.bad_filter_value', { campo: 'modulo' }));
    const text = (q.q ?? '').replace(/[%_\\]/g, ' ').trim().slice(0, 100);
    let base = db.selectFrom('archivos').leftJoin('usuarios', 'usuarios.id_usuario', 'archivos.subido_por').where('archivos.id_registro', 'is not', null);
    if (q.modulo) base = base.where('archivos.modulo', '=', q.modulo);
    if (text) base = base.where('archivos.nombre', 'like', `%${text}%`);
    const total = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    const rows = await base
      .select(['archivos.id_archivo', 'archivos.modulo', 'archivos.campo', 'archivos.id_registro', 'archivos.nombre', 'archivos.mime', 'archivos.bytes', 'archivos.creado_en', 'usuarios.nombre as subido_nombre', 'usuarios.apellido as subido_apellido'])
      .orderBy('archivos.creado_en', 'desc').orderBy('archivos.id_archivo', 'desc')
      .limit(Math.min(perPage, PER_PAGE_MAX)).offset((page - 1) * Math.min(perPage, PER_PAGE_MAX)).execute();
    return ok(reply, rows.map((r) => ({
      id: Number(r.id_archivo), modulo: r.modulo, campo: r.campo, id_registro: Number(r.id_registro), nombre: r.nombre, mime: r.mime,
      bytes: Number(r.bytes), creado_en: r.creado_en, subido_por: [r.subido_nombre, r.subido_apellido].filter(Boolean).join(' '),
    })), { total: Number(total?.n ?? 0) });
  });
}
