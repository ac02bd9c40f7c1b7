// Reportes › Cartas e informes: four letters as PDFs built from live data and the agency settings. Every user
// (agents and administrators, seed §6) may generate them; presentacioncliente always uses the caller's own cart.
import type { FastifyInstance } from 'fastify';
import { isAdmin } from '#server/auth/guard';
import { ADMIN_ONLY } from '#server/auth/scope';
import type { SessionUser } from '#server/auth/sessions';
import type { Db } from '#server/db/types';
import { ApiError, forbidden, formBody, ok, parseId, queryParams, t } from '#server/http';
import { arrayOf, describedQuery, envelope, errors, fileAnswer, int, object, orNull, str, type JsonSchema } from '#server/openapi';
import { agencyLetterhead } from '#server/pdf';
import { resumen } from './dashboard';
import { limaToday, monthStart } from '../../../lib/limaTime';
import { queryRange, type Range } from './fechas';
import { buildCarta, CARTAS, enviarCarta, isCarta, type Carta } from './envio';
import { logActivity } from '#server/auth/activity';
import { graficos } from './graficos';
import { pendientes } from './pendientes';
import { agentesTabla } from './agentes';
import { PROPIEDADES_PARAMS, propiedadesTabla } from './propiedades';
import { formatoOf, pdfReply, sendTabla } from './tabla';
import { exchangeRate } from '#server/settings';
import { mostVisited } from '../../../resources/ofertantes/server/visits';

export interface ReportesDeps {
  readonly db: Db;
  readonly dataDir: string;
}

const tags = ['Reportes'];

const SUMMARIES: Readonly<Record<Carta, string>> = {
  presentacioncliente: 'PDF: presentación de los inmuebles del carrito de ofertantes del usuario a un demandante (id_demandante)',
  reporteactividad:
    'PDF: actividad de un inmueble para su propietario (id_propiedad, desde, hasta; día-mes-año o ISO; por defecto los últimos 30 días)',
  cartanuevopropietario: 'PDF: carta de bienvenida al nuevo propietario (id_propiedad)',
  cartaporletrero: 'PDF: solicitud al propietario para colocar un letrero (id_propiedad)',
};

/** What each letter's GET takes (anything else is refused). */
const CARTA_PARAMS: Readonly<Record<Carta, readonly string[]>> = {
  presentacioncliente: ['id_demandante'],
  reporteactividad: ['id_propiedad', 'desde', 'hasta'],
  cartanuevopropietario: ['id_propiedad'],
  cartaporletrero: ['id_propiedad'],
};
const TABLA_PARAMS = ['formato', 'separador'] as const;

const day = (description: string) => ({ type: 'string', description: `${description}: AAAA-MM-DD o DD-MM-AAAA` });
const id = (description: string) => ({ type: 'integer', description });
/** The query of each letter, for the document. */
const CARTA_QUERY: Readonly<Record<Carta, Record<string, JsonSchema>>> = {
  presentacioncliente: { id_demandante: id('El demandante a quien se presenta') },
  reporteactividad: { id_propiedad: id('El inmueble'), desde: day('Desde (por defecto, hace 30 días)'), hasta: day('Hasta (por defecto, hoy)') },
  cartanuevopropietario: { id_propiedad: id('El inmueble') },
  cartaporletrero: { id_propiedad: id('El inmueble') },
};
const CARTA_REQUIRED: Readonly<Record<Carta, readonly string[]>> = {
  presentacioncliente: ['id_demandante'],
  reporteactividad: ['id_propiedad'],
  cartanuevopropietario: ['id_propiedad'],
  cartaporletrero: ['id_propiedad'],
};
const RANGE_AGENTE = {
  desde: day('Desde (por defecto, el primero del mes)'),
  hasta: day('Hasta (por defecto, hoy)'),
  id_agente: id('Las cifras de un agente (solo administradores; un agente ve siempre las suyas)'),
};
const TABLA_QUERY = {
  formato: { type: 'string', enum: ['json', 'csv', 'pdf'], default: 'json', description: 'json, CSV para Excel (UTF-8 con BOM) o PDF' },
  separador: { type: 'string', enum: [',', ';'], default: ',', description: 'Separador del CSV' },
};
/** A report's answer: JSON (the table and its raw figures), CSV or PDF, as `formato` says. */
const TABLA_ANSWER = {
  description: 'El reporte en el formato pedido',
  content: {
    'application/json': {
      schema: envelope(
        object(
          {
            titulo: str(),
            subtitulo: str(),
            columnas: arrayOf(str()),
            filas: arrayOf(arrayOf(str()), 'Las celdas como se muestran'),
            total: orNull(arrayOf(str())),
            nota: orNull(str()),
            valores: { description: 'Las cifras sin formato' },
          },
          ['titulo', 'columnas', 'filas'],
        ),
        'El reporte',
      ),
    },
    'text/csv': { schema: { type: 'string', format: 'binary' } },
    'application/pdf': { schema: { type: 'string', format: 'binary' } },
  },
};
const ANY = (description: string) => ({ description });

export function registerReportesRoutes(api: FastifyInstance, { db, dataDir }: ReportesDeps): void {
  for (const kind of CARTAS) {
    api.get(
      `/reportes/${kind}`,
      {
        schema: {
          tags,
          summary: SUMMARIES[kind],
          querystring: describedQuery(CARTA_QUERY[kind], CARTA_REQUIRED[kind]),
          response: { 200: fileAnswer('La carta en PDF', 'application/pdf'), ...errors(400, 403, 404) },
        },
      },
      async (request, reply) => {
        const { user } = request;
        const { pdf, file } = await buildCarta(db, dataDir, kind, queryParams(request, CARTA_PARAMS[kind]), user);
        return pdfReply(reply, pdf, file);
      },
    );
  }

  api.post(
    '/reportes/enviar',
    {
      schema: {
        tags,
        summary:
          'Enviar una carta por correo en PDF (carta, id_demandante o id_propiedad, desde, hasta, para: por defecto el correo del demandante o del propietario). Sin SMTP configurado queda en la bandeja de salida y el mensaje lo dice',
        response: {
          200: envelope(
            object({
              para: str('A quién se envió'),
              via: { type: 'string', enum: ['smtp', 'outbox'], description: 'SMTP, o la bandeja de salida sin SMTP' },
              msg: str(),
            }),
            'Enviada (o guardada en la bandeja de salida)',
          ),
          ...errors(403, 404, 502),
        },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const body = formBody(request, ['carta', 'id_demandante', 'id_propiedad', 'desde', 'hasta', 'para']);
      if (!isCarta(body.carta)) throw new ApiError(400, t('app.reportes.errors.carta'), { carta: t('app.reportes.errors.carta') });
      const envio = await enviarCarta(db, dataDir, body.carta, body, user);
      await logActivity(db, {
        id_usuario: user.id,
        accion: 'export',
        recurso: 'reportes',
        ip: request.ip,
        detalle: `${body.carta} por correo a ${envio.para} (${envio.via === 'smtp' ? 'SMTP' : 'bandeja de salida'})`,
      });
      return ok(reply, envio, { msg: envio.msg });
    },
  );
}

/** Whose figures: an agent always their own; an administrator the agency's, or one agent's with id_agente. */
function agenteOf(user: SessionUser, q: Record<string, unknown>): number | null {
  if (q.id_agente === undefined || q.id_agente === '') return isAdmin(user) ? null : user.id;
  const wanted = parseId(q.id_agente);
  if (!isAdmin(user) && wanted !== user.id) throw forbidden();
  return wanted;
}

const monthToDate = (today: string): Range => ({ desde: monthStart(today), hasta: today });

export function registerDashboardRoutes(api: FastifyInstance, { db }: ReportesDeps): void {
  api.get(
    '/dashboard/resumen',
    {
      schema: {
        tags,
        summary:
          'Cifras del dashboard de ventas para un periodo (desde, hasta; por defecto el mes en curso) comparadas con el periodo anterior; id_agente solo para administradores',
        querystring: describedQuery(RANGE_AGENTE),
        response: {
          200: envelope(
            object(
              {
                periodo: ANY('desde, hasta'),
                anterior: ANY('El periodo anterior de igual largo'),
                id_agente: orNull({ type: 'integer' }),
                captaciones: ANY('Actual y anterior'),
                disponibles: ANY('Inmuebles disponibles'),
                citas: ANY('Actual y anterior'),
                contratos: ANY('Actual y anterior'),
                cierres: ANY('Por moneda'),
                cierres_equivalente_pen: ANY('Los cierres en soles al tipo de cambio'),
                agenda: ANY('Las citas próximas'),
              },
              ['periodo', 'anterior'],
            ),
            'Las cifras',
          ),
          ...errors(400, 403),
        },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const q = queryParams(request, ['desde', 'hasta', 'id_agente']);
      const today = limaToday();
      const range = queryRange(q, monthToDate(today), 366);
      return ok(reply, await resumen(db, range, agenteOf(user, q), today));
    },
  );

  api.get(
    '/dashboard/graficos',
    {
      schema: {
        tags,
        summary:
          'Gráficos del dashboard: inmuebles por estado, captaciones y cierres de los 12 meses que terminan con el periodo, disponibles por distrito, citas del periodo por día de la semana (desde, hasta, id_agente solo para administradores)',
        querystring: describedQuery(RANGE_AGENTE),
        response: {
          200: envelope(
            object(
              {
                periodo: ANY('desde, hasta'),
                id_agente: orNull({ type: 'integer' }),
                pipeline: ANY('Inmuebles por estado'),
                meses: ANY('Captaciones y cierres de 12 meses'),
                distritos: ANY('Disponibles por distrito'),
                dias_semana: ANY('Citas por día de la semana'),
              },
              ['periodo'],
            ),
            'Los gráficos',
          ),
          ...errors(400, 403),
        },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const q = queryParams(request, ['desde', 'hasta', 'id_agente']);
      const range = queryRange(q, monthToDate(limaToday()), 366);
      return ok(reply, await graficos(db, range, agenteOf(user, q)));
    },
  );

  api.get(
    '/dashboard/pendientes',
    {
      schema: {
        tags,
        summary:
          'Tareas abiertas más antiguas (préstamos de llaves vencidos, reclamos cerca del plazo —administradores—, contratos que terminan en 30 días) y demanda sin oferta (demandantes activos sin inmueble disponible que les corresponda); id_agente solo para administradores',
        querystring: describedQuery({ id_agente: RANGE_AGENTE.id_agente }),
        response: {
          200: envelope(
            object(
              {
                id_agente: orNull({ type: 'integer' }),
                prestamos_vencidos: ANY('Préstamos de llaves vencidos'),
                reclamos_por_vencer: ANY('Reclamos cerca del plazo (administradores; null para agentes)'),
                contratos_por_vencer: ANY('Contratos que terminan en 30 días'),
                demanda_sin_oferta: ANY('Demandantes activos sin inmueble que les corresponda'),
              },
              [],
            ),
            'Lo pendiente',
          ),
          ...errors(400, 403),
        },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const q = queryParams(request, ['id_agente']);
      const now = new Date();
      return ok(reply, await pendientes(db, limaToday(now), now, agenteOf(user, q), isAdmin(user)));
    },
  );

  const visitas = object({ vistas: int('Vistas de la página'), whatsapp: int('Clics en WhatsApp'), consultas: int('Consultas del formulario') });
  api.get(
    '/dashboard/visitas',
    {
      schema: {
        tags,
        summary:
          'Páginas web de los inmuebles en el mes en curso (Lima): vistas, clics en WhatsApp y consultas, y los 5 inmuebles publicados más vistos; id_agente solo para administradores',
        querystring: describedQuery({ id_agente: RANGE_AGENTE.id_agente }),
        response: {
          200: envelope(
            object({
              desde: str('Primer día del mes (AAAA-MM-DD)'),
              hasta: str('Hoy (AAAA-MM-DD)'),
              id_agente: orNull({ type: 'integer' }),
              total: visitas,
              lista: arrayOf(
                object({ id_propiedad: int(), codigo: str(), descripcion: str(), vistas: int(), whatsapp: int(), consultas: int() }),
                'Los más vistos primero',
              ),
            }),
            'Las cifras del mes',
          ),
          ...errors(400, 403),
        },
      },
    },
    async (request, reply) => {
      const q = queryParams(request, ['id_agente']);
      const agente = agenteOf(request.user, q);
      const { desde, hasta } = monthToDate(limaToday());
      return ok(reply, { desde, hasta, id_agente: agente, ...(await mostVisited(db, desde, hasta, agente)) });
    },
  );
}

/** Reportes › Agentes and Propiedades: administrators only (agents get 'Cartas e informes' only, seed §6). */
export function registerReportesAdminRoutes(api: FastifyInstance, { db, dataDir }: ReportesDeps): void {
  const letterhead = () => agencyLetterhead(db, dataDir);
  api.get(
    '/reportes/agentes',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Reporte por agente (desde, hasta; formato=json|csv|pdf; separador=,|; para CSV). Solo administradores',
        querystring: describedQuery({ desde: RANGE_AGENTE.desde, hasta: RANGE_AGENTE.hasta, ...TABLA_QUERY }),
        response: { 200: TABLA_ANSWER, ...errors(400) },
      },
    },
    async (request, reply) => {
      const q = queryParams(request, ['desde', 'hasta', ...TABLA_PARAMS]);
      const formato = formatoOf(q);
      const today = limaToday();
      const range = queryRange(q, monthToDate(today));
      return sendTabla(reply, await agentesTabla(db, range, await exchangeRate(db)), formato, q, letterhead);
    },
  );
  api.get(
    '/reportes/propiedades',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary:
          'Reporte de propiedades (agrupar, estado, tipo_inmueble, distrito, tipo_operacion, moneda, precio_min, precio_max; formato=json|csv|pdf). Solo administradores',
        querystring: describedQuery({
          agrupar: { type: 'string', description: 'Agrupar por (estado por defecto)' },
          estado: str('Estado'),
          tipo_inmueble: str('Tipo de inmueble'),
          distrito: str('Distrito'),
          tipo_operacion: str('Tipo de operación'),
          moneda: str('Moneda'),
          precio_min: str('Precio mínimo (en la moneda, p. ej. 150000.50)'),
          precio_max: str('Precio máximo'),
          ...TABLA_QUERY,
        }),
        response: { 200: TABLA_ANSWER, ...errors(400) },
      },
    },
    async (request, reply) => {
      const q = queryParams(request, [...PROPIEDADES_PARAMS, ...TABLA_PARAMS]);
      const formato = formatoOf(q);
      return sendTabla(reply, await propiedadesTabla(db, q), formato, q, letterhead);
    },
  );
}
