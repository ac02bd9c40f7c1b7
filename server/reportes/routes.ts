// Reportes › Cartas e informes: four letters as PDFs built from live data and the agency settings. Every user
// (agents and administrators, seed §6) may generate them; presentacioncliente always uses the caller's own cart.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAdmin, requireUser } from '../auth/guard';
import type { Db } from '../db/types';
import { ApiError, forbidden, ok, parseId, t } from '../http';
import { agencyLetterhead } from '../pdf';
import { actividadPdf } from './actividad';
import { letreroPdf, nuevoPropietarioPdf } from './cartas';
import { resumen } from './dashboard';
import { addDaysIso, limaToday, queryRange } from './fechas';
import { presentacionPdf } from './presentacion';
import { agentesTabla } from './agentes';
import { propiedadesTabla } from './propiedades';
import { formatoOf, pdfReply, sendTabla } from './tabla';
import { exchangeRate } from '../settings';

export interface ReportesDeps {
  readonly db: Db;
  readonly dataDir: string;
}

const tags = ['Reportes'];


function idParam(request: FastifyRequest, name: string, missing: string): number {
  const raw = (request.query as Record<string, unknown>)[name];
  if (raw === undefined || raw === '') throw new ApiError(400, t(missing), { [name]: t(missing) });
  return parseId(raw);
}

export function registerReportesRoutes(api: FastifyInstance, { db, dataDir }: ReportesDeps): void {
  api.get('/reportes/presentacioncliente', { schema: { tags, summary: 'PDF: presentación de los inmuebles del carrito de ofertantes del usuario a un demandante (id_demandante)' } }, async (request, reply) => {
    const user = await requireUser(db, request);
    const id = idParam(request, 'id_demandante', 'app.reportes.errors.falta_demandante');
    const { pdf, file } = await presentacionPdf(db, id, user.id, await agencyLetterhead(db, dataDir), dataDir, limaToday());
    return pdfReply(reply, pdf, file);
  });

  api.get('/reportes/reporteactividad', { schema: { tags, summary: 'PDF: actividad de un inmueble para su propietario (id_propiedad, desde, hasta; día-mes-año o ISO; por defecto los últimos 30 días)' } }, async (request, reply) => {
    const user = await requireUser(db, request);
    const id = idParam(request, 'id_propiedad', 'app.reportes.errors.falta_propiedad');
    const today = limaToday();
    const range = queryRange(request.query as Record<string, unknown>, { desde: addDaysIso(today, -30), hasta: today });
    const { pdf, file } = await actividadPdf(db, id, range, user.id, await agencyLetterhead(db, dataDir), today);
    return pdfReply(reply, pdf, file);
  });

  api.get('/reportes/cartanuevopropietario', { schema: { tags, summary: 'PDF: carta de bienvenida al nuevo propietario (id_propiedad)' } }, async (request, reply) => {
    const user = await requireUser(db, request);
    const id = idParam(request, 'id_propiedad', 'app.reportes.errors.falta_propiedad');
    const { pdf, file } = await nuevoPropietarioPdf(db, id, user.id, await agencyLetterhead(db, dataDir), limaToday());
    return pdfReply(reply, pdf, file);
  });

  api.get('/reportes/cartaporletrero', { schema: { tags, summary: 'PDF: solicitud al propietario para colocar un letrero (id_propiedad)' } }, async (request, reply) => {
    const user = await requireUser(db, request);
    const id = idParam(request, 'id_propiedad', 'app.reportes.errors.falta_propiedad');
    const { pdf, file } = await letreroPdf(db, id, user.id, await agencyLetterhead(db, dataDir), limaToday());
    return pdfReply(reply, pdf, file);
  });
}

export function registerDashboardRoutes(api: FastifyInstance, { db }: ReportesDeps): void {
  api.get('/dashboard/resumen', { schema: { tags, summary: 'Cifras del dashboard de ventas para un periodo (desde, hasta; por defecto el mes en curso) comparadas con el periodo anterior; id_agente solo para administradores' } }, async (request, reply) => {
    const user = await requireUser(db, request);
    const q = request.query as Record<string, unknown>;
    const today = limaToday();
    const range = queryRange(q, { desde: `${today.slice(0, 8)}01`, hasta: today }, 366);
    let agente: number | null = isAdmin(user) ? null : user.id;
    if (q.id_agente !== undefined && q.id_agente !== '') {
      const wanted = parseId(q.id_agente);
      if (!isAdmin(user) && wanted !== user.id) throw forbidden();
      agente = wanted;
    }
    return ok(reply, await resumen(db, range, agente, today));
  });
}

/** Reportes › Agentes and Propiedades: administrators only (agents get 'Cartas e informes' only, seed §6). */
export function registerReportesAdminRoutes(api: FastifyInstance, { db, dataDir }: ReportesDeps): void {
  const letterhead = () => agencyLetterhead(db, dataDir);
  api.get('/reportes/agentes', { schema: { tags, summary: 'Reporte por agente (desde, hasta; formato=json|csv|pdf; separador=,|; para CSV). Solo administradores' } }, async (request, reply) => {
    const user = await requireUser(db, request);
    if (!isAdmin(user)) throw forbidden();
    const q = request.query as Record<string, unknown>;
    const formato = formatoOf(q);
    const today = limaToday();
    const range = queryRange(q, { desde: `${today.slice(0, 8)}01`, hasta: today });
    return sendTabla(reply, await agentesTabla(db, range, await exchangeRate(db)), formato, q, letterhead);
  });
  api.get('/reportes/propiedades', { schema: { tags, summary: 'Reporte de propiedades (agrupar, estado, tipo_inmueble, distrito, tipo_operacion, moneda, precio_min, precio_max; formato=json|csv|pdf). Solo administradores' } }, async (request, reply) => {
    const user = await requireUser(db, request);
    if (!isAdmin(user)) throw forbidden();
    const q = request.query as Record<string, unknown>;
    const formato = formatoOf(q);
    return sendTabla(reply, await propiedadesTabla(db, q), formato, q, letterhead);
  });
}
