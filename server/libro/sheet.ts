// The Hoja de Reclamación as a PDF (the constancia): the regulation's Anexo I in its order, through the shared
// PDF layer. Once answered, section 4 carries the provider's actions and answer.
import { formatMoney } from '../../src/lib/money';
import schema, { TIPO_RECLAMO_DEFINICION } from '../../src/resources/libroreclamaciones/schema';
import type { Row } from '../db/types';
import { t } from '../http';
import { dayMonthYear, limaStamp, renderPdf, type Content, type Letterhead } from '../pdf';
import { fieldsTable, note, section, textBlock } from '../pdf/blocks';

const f = schema.fields;
const s = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const choice = (name: string, v: unknown) => f[name].choices?.find((c) => c.id === v)?.name ?? s(v);
const yes = (v: unknown) => v === true || Number(v) === 1;

export function sheetContent(row: Row, letterhead: Letterhead): Content[] {
  const monto = row.monto_reclamado === null || row.monto_reclamado === undefined ? '' : formatMoney(Number(row.monto_reclamado), s(row.moneda) || 'PEN');
  const answered = row.estado === 'respondido';
  return [
    fieldsTable([
      [t('app.libro.fecha'), limaStamp(s(row.creado_en)) || dayMonthYear(s(row.fecha))],
      [t('app.libro.fecha_limite'), dayMonthYear(s(row.fecha_limite))],
      [t('app.libro.proveedor'), letterhead.nombre],
      [t('app.libro.ruc'), letterhead.ruc],
      [t('app.libro.domicilio_proveedor'), letterhead.direccion],
      [f.estado.label, choice('estado', row.estado)],
    ]),
    section(t('app.libro.seccion_consumidor')),
    fieldsTable([
      [f.nombre.label, s(row.nombre)],
      [f.documento.label, `${choice('documento_tipo', row.documento_tipo)} ${s(row.documento)}`],
      [f.domicilio.label, s(row.domicilio)],
      [f.telefono.label, s(row.telefono)],
      [f.email.label, s(row.email)],
      [t('app.libro.pdf.menor'), yes(row.menor_edad) ? `Sí — ${f.apoderado.label}: ${s(row.apoderado)}` : 'No'],
    ]),
    section(t('app.libro.seccion_bien')),
    fieldsTable([
      [f.bien_tipo.label, choice('bien_tipo', row.bien_tipo)],
      [f.monto_reclamado.label, monto],
    ]),
    textBlock(f.descripcion_bien.label, s(row.descripcion_bien)),
    section(t('app.libro.seccion_detalle')),
    fieldsTable([[f.tipo.label, `${choice('tipo', row.tipo)}: ${TIPO_RECLAMO_DEFINICION[s(row.tipo)] ?? ''}`]], 1),
    textBlock(f.detalle.label, s(row.detalle)),
    textBlock(f.pedido.label, s(row.pedido)),
    fieldsTable([[t('app.libro.pdf.aceptacion'), yes(row.acepta) ? t('app.libro.pdf.aceptada', { fecha: limaStamp(s(row.creado_en)) }) : '']], 1),
    section(t('app.libro.seccion_proveedor')),
    answered
      ? {
          stack: [
            fieldsTable([[t('app.libro.pdf.fecha_respuesta'), limaStamp(s(row.fecha_respuesta))]], 1),
            textBlock(t('app.libro.pdf.acciones'), s(row.acciones)),
            textBlock(t('app.libro.pdf.respuesta'), s(row.respuesta)),
          ],
        }
      : note(t('app.libro.proveedor_pendiente')),
    note(`* ${t('app.libro.nota_denuncia')}`),
    note(`** ${t('app.libro.nota_plazo')}`),
  ];
}

export function sheetPdf(row: Row, letterhead: Letterhead): Promise<Buffer> {
  return renderPdf({
    title: t('app.libro.pdf.titulo'),
    subtitle: t('app.libro.hoja', { numero: s(row.numero) }),
    subject: `Hoja de reclamación ${s(row.numero)}`,
    letterhead,
    content: sheetContent(row, letterhead),
  });
}

/** Every sheet of a date range in one PDF, each from a new page: what an INDECOPI inspection asks to see. */
export function inspectionPdf(rows: readonly Row[], letterhead: Letterhead, desde: string, hasta: string): Promise<Buffer> {
  const content: Content[] = rows.flatMap((row, i) => [
    { text: t('app.libro.hoja', { numero: s(row.numero) }), style: 'subtitle', pageBreak: i === 0 ? undefined : 'before' } as Content,
    ...sheetContent(row, letterhead),
  ]);
  return renderPdf({
    title: t('app.libro.pdf.titulo'),
    subtitle: t('app.libro.inspeccion.subtitulo', { desde, hasta, n: rows.length }),
    subject: `Libro de Reclamaciones ${desde} a ${hasta}`,
    letterhead,
    content: rows.length ? content : [{ text: t('app.libro.inspeccion.vacio') }],
  });
}

export const sheetFileName = (row: Row) => `hoja-reclamacion-${s(row.numero)}.pdf`;
