// reporteactividad: for the owner of one property, what happened in a date range — its citas (visits), the people
// who came (contacts), its advertising (media and their leads, from controlmedios), what the visits left as comments, and the changes of price and estado (cambioso).
import { visitTotals } from '../../../resources/ofertantes/server/visits';
import type { SubKey } from '../../../i18n/keys';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { fieldOf } from '../../../framework/schema';
import citasSchema from '../../../resources/citas/schema';
import { ESTADO_OFERTANTE_CHOICES } from '../../../resources/ofertantes/estados';
import { ESTADO_MEDIO_CHOICES, MEDIO_CHOICES } from '../../../resources/controlmedios/schema';
import { formatMoney } from '../../../lib/money';
import type { Db } from '#server/db/types';
import { t } from '#server/http';
import { renderPdf, type Content, type Letterhead } from '#server/pdf';
import { fieldsTable, note, section } from '#server/pdf/blocks';
import { dateLine, paragraph, propiedad, s, signature, signerOf } from './carta';
import { limaDayEnd, limaDayStart, monthStart } from '../../../lib/limaTime';
import type { Range } from './fechas';

const k = (key: SubKey<'app.reportes.pdf.actividad.'>) => t(`app.reportes.pdf.actividad.${key}`);
const choice = (field: 'tipo' | 'estado', v: unknown) => fieldOf(citasSchema, field).choices.find((c) => c.id === v)?.name ?? s(v);
const estadoOf = (v: string) => ESTADO_OFERTANTE_CHOICES.find((c) => c.id === v)?.name ?? v;
const medioName = (v: unknown) => MEDIO_CHOICES.find((c) => c.id === v)?.name ?? s(v);
const estadoMedio = (v: unknown) => ESTADO_MEDIO_CHOICES.find((c) => c.id === v)?.name ?? s(v);

type Cell = string | Content;

function table(headers: string[], rows: Cell[][], widths: (string | number)[]): Content {
  return {
    table: { headerRows: 1, widths, body: [headers.map((h) => ({ text: h, style: 'label', bold: true })), ...rows] },
    layout: 'lightHorizontalLines',
    fontSize: 9,
  };
}

export async function actividadData(db: Db, id: number, range: Range) {
  const citas = await db
    .selectFrom('citas as c')
    .leftJoin('demandantes as d', 'd.id_demandante', 'c.id_demandante')
    .select([
      'c.fecha',
      'c.hora_inicio',
      'c.tipo',
      'c.estado',
      'c.notas',
      'c.resultado',
      'c.id_demandante',
      'd.nombre',
      'd.apellido',
      'd.telefono',
      'd.email',
    ])
    .where('c.id_propiedad', '=', id)
    .where('c.fecha', '>=', range.desde)
    .where('c.fecha', '<=', range.hasta)
    .orderBy('c.fecha')
    .orderBy('c.hora_inicio')
    .limit(500)
    .execute();
  const cambios = await db
    .selectFrom('cambioso')
    .select(['fecha', 'campo', 'valor_anterior', 'valor_nuevo'])
    .where('recurso', '=', 'ofertantes')
    .where('id_registro', '=', id)
    .where('campo', 'in', ['precio', 'estado'])
    .where('fecha', '>=', limaDayStart(range.desde).toISOString())
    .where('fecha', '<=', limaDayEnd(range.hasta).toISOString())
    .orderBy('fecha')
    .limit(500)
    .execute();
  // Ads running at any moment of the range (an open ad has no fecha_fin yet), with their leads.
  const medios = await db
    .selectFrom('controlmedios')
    .select(['medio', 'fecha_inicio', 'fecha_fin', 'estado', 'moneda', 'costo', 'contactos', 'costo_por_contacto'])
    .where('id_propiedad', '=', id)
    .where('fecha_inicio', '<=', range.hasta)
    .where((eb) => eb.or([eb('fecha_fin', 'is', null), eb('fecha_fin', '>=', range.desde)]))
    .orderBy('fecha_inicio')
    .limit(200)
    .execute();
  return { citas, cambios, medios };
}

type Actividad = Awaited<ReturnType<typeof actividadData>>;

function mediosTable(medios: Actividad['medios']): Content {
  if (!medios.length) return note(k('sin_medios'));
  const money = (v: number | null, m: string) => (v === null ? '—' : formatMoney(v, m));
  const leads = medios.reduce((a, m) => a + (m.contactos ?? 0), 0);
  return table(
    [k('medio'), k('desde'), k('hasta'), k('estado'), k('costo'), k('leads'), k('costo_lead')],
    [
      ...medios.map((m) => [
        medioName(m.medio),
        formatDate(s(m.fecha_inicio)),
        m.fecha_fin ? formatDate(s(m.fecha_fin)) : k('en_curso'),
        estadoMedio(m.estado),
        money(m.costo, m.moneda),
        String(m.contactos ?? 0),
        money(m.costo_por_contacto, m.moneda),
      ]),
      [{ text: k('total_leads'), bold: true, colSpan: 5 } as Content, '', '', '', '', { text: String(leads), bold: true }, ''],
    ],
    ['*', 52, 52, 52, 62, 36, 62],
  );
}

function contactos(citas: Actividad['citas']): string[][] {
  const seen = new Map<string, string[]>();
  for (const c of citas) {
    if (c.id_demandante === null || c.id_demandante === undefined || seen.has(s(c.id_demandante))) continue;
    seen.set(s(c.id_demandante), [`${s(c.nombre)} ${s(c.apellido)}`.trim(), formatDate(s(c.fecha))]);
  }
  return [...seen.values()];
}

export async function actividadPdf(
  db: Db,
  id: number,
  range: Range,
  callerId: number,
  letterhead: Letterhead,
  today: string,
): Promise<{ pdf: Buffer; file: string }> {
  const row = await propiedad(db, id);
  const { citas, cambios, medios } = await actividadData(db, id, range);
  const signer = await signerOf(db, (row.id_agente ?? callerId) || callerId);
  const people = contactos(citas);
  const comentarios = citas.filter((c) => s(c.resultado) || s(c.notas));
  const realizadas = citas.filter((c) => c.estado === 'realizada').length;
  // The property's public page (issue 30): its views and the contacts it brought, when it had any in the range.
  const web = await visitTotals(db, range.desde, range.hasta, [id]);
  // 'este mes' only when the letter covers this Lima month so far; any other range is 'este periodo'.
  const oneMonth = range.desde === monthStart(today) && range.hasta.slice(0, 7) === today.slice(0, 7);
  const webLine =
    web.vistas || web.consultas
      ? [
          paragraph(
            t(oneMonth ? 'app.ofertantes.visitas.carta' : 'app.ofertantes.visitas.carta_periodo', { vistas: web.vistas, consultas: web.consultas }),
          ),
        ]
      : [];
  const content: Content[] = [
    dateLine(today),
    paragraph(t('app.reportes.pdf.actividad.intro', { nombre: s(row.propietario_nombre) })),
    ...webLine,
    fieldsTable([
      [t('app.reportes.pdf.referencia'), `${s(row.codigo)} — ${s(row.descripcion)}`],
      ['Dirección', `${s(row.direccion)}, ${s(row.distrito)}`],
      [k('n_citas'), String(citas.length)],
      [k('n_realizadas'), String(realizadas)],
      [k('n_contactos'), String(people.length)],
      [k('n_cambios'), String(cambios.length)],
      [k('n_medios'), String(medios.length)],
      [k('n_leads'), String(medios.reduce((a, m) => a + (m.contactos ?? 0), 0))],
    ]),
    section(k('visitas')),
    citas.length
      ? table(
          [k('fecha'), k('hora'), k('tipo'), k('estado'), k('demandante')],
          citas.map((c) => [
            formatDate(s(c.fecha)),
            s(c.hora_inicio),
            choice('tipo', c.tipo),
            choice('estado', c.estado),
            `${s(c.nombre)} ${s(c.apellido)}`.trim() || '—',
          ]),
          [60, 40, 60, 70, '*'],
        )
      : note(k('sin_visitas')),
    section(k('publicidad')),
    mediosTable(medios),
    section(k('contactos')),
    people.length ? table([k('demandante'), k('fecha')], people, ['*', 80]) : note(k('sin_contactos')),
    section(k('comentarios')),
    comentarios.length
      ? {
          ul: comentarios.map((c) => ({
            text: [{ text: `${formatDate(s(c.fecha))}: `, bold: true }, [s(c.resultado), s(c.notas)].filter(Boolean).join(' — ')],
          })),
        }
      : note(k('sin_comentarios')),
    section(k('cambios')),
    cambios.length
      ? table(
          [k('fecha'), k('campo'), k('antes'), k('despues')],
          cambios.map((c) => {
            const estado = c.campo === 'estado';
            return [
              formatDateTime(s(c.fecha), false),
              estado ? k('estado') : k('precio'),
              estado ? estadoOf(s(c.valor_anterior)) : s(c.valor_anterior),
              estado ? estadoOf(s(c.valor_nuevo)) : s(c.valor_nuevo),
            ];
          }),
          [80, 60, '*', '*'],
        )
      : note(k('sin_cambios')),
    signature(signer),
  ];
  const subtitle = t('app.reportes.pdf.actividad.periodo', { desde: formatDate(range.desde), hasta: formatDate(range.hasta) });
  const pdf = await renderPdf({ title: k('titulo'), subtitle, letterhead, content });
  return { pdf, file: `reporte-actividad-${s(row.codigo)}-${range.desde}-${range.hasta}.pdf` };
}
