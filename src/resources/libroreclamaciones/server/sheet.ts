// The Hoja de Reclamación as a PDF (the constancia): the regulation's Anexo I in its order, through the shared
// PDF layer. Once answered, section 4 carries the provider's actions and answer.
import { formatMoney } from '../../../lib/money';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { fieldOf } from '../../../framework/schema';
import schema, { TIPO_RECLAMO_CHOICES, TIPO_RECLAMO_DEFINICION } from '../schema';
import type { Reclamo } from './filing';
import { t } from '#server/http';
import { renderPdf, type Content, type Letterhead } from '#server/pdf';
import { choiceBoxes, fieldsTable, note, section, signatureLine, textBlock } from '#server/pdf/blocks';

const label = (name: string) => fieldOf(schema, name).label;
const s = (v: string | null) => v ?? '';
const choice = (name: string, v: string | null) => fieldOf(schema, name).choices?.find((c) => c.id === v)?.name ?? s(v);
const yes = (v: number | null) => v === 1;

export function sheetContent(row: Reclamo, letterhead: Letterhead): Content[] {
  const monto = row.monto_reclamado === null || row.monto_reclamado === undefined ? '' : formatMoney(row.monto_reclamado, s(row.moneda) || 'PEN');
  const answered = row.estado === 'respondido';
  return [
    fieldsTable([
      [t('app.libro.fecha'), formatDateTime(s(row.creado_en), false) || formatDate(s(row.fecha))],
      [t('app.libro.fecha_limite'), formatDate(s(row.fecha_limite))],
      [t('app.libro.proveedor'), letterhead.nombre],
      [t('app.libro.ruc'), letterhead.ruc],
      [t('app.libro.domicilio_proveedor'), letterhead.direccion],
      [label('estado'), choice('estado', row.estado)],
    ]),
    section(t('app.libro.seccion_consumidor')),
    fieldsTable([
      [label('nombre'), s(row.nombre)],
      [label('documento'), `${choice('documento_tipo', row.documento_tipo)} ${s(row.documento)}`],
      [label('domicilio'), s(row.domicilio)],
      [label('telefono'), s(row.telefono)],
      [label('email'), s(row.email)],
      [t('app.libro.pdf.menor'), yes(row.menor_edad) ? `Sí — ${label('apoderado')}: ${s(row.apoderado)}` : 'No'],
    ]),
    section(t('app.libro.seccion_bien')),
    fieldsTable([
      [label('bien_tipo'), choice('bien_tipo', row.bien_tipo)],
      [label('monto_reclamado'), monto],
    ]),
    textBlock(label('descripcion_bien'), s(row.descripcion_bien)),
    section(t('app.libro.seccion_detalle')),
    // Anexo I: both boxes, each with its definition, the consumer's choice marked.
    choiceBoxes(TIPO_RECLAMO_CHOICES.map((c) => ({ name: c.name, definition: TIPO_RECLAMO_DEFINICION[c.id] ?? '', chosen: c.id === row.tipo }))),
    textBlock(label('detalle'), s(row.detalle)),
    textBlock(label('pedido'), s(row.pedido)),
    fieldsTable(
      [[t('app.libro.pdf.aceptacion'), yes(row.acepta) ? t('app.libro.pdf.aceptada', { fecha: formatDateTime(s(row.creado_en), false) }) : '']],
      1,
    ),
    section(t('app.libro.seccion_proveedor')),
    answered
      ? {
          stack: [
            fieldsTable([[t('app.libro.pdf.fecha_respuesta'), formatDateTime(s(row.fecha_respuesta), false)]], 1),
            textBlock(t('app.libro.pdf.acciones'), s(row.acciones)),
            textBlock(t('app.libro.pdf.respuesta'), s(row.respuesta)),
            signatureLine(t('app.libro.pdf.firma_proveedor'), letterhead.nombre),
          ],
        }
      : {
          columns: [
            note(t('app.libro.proveedor_pendiente')),
            { width: 230, stack: [signatureLine(t('app.libro.pdf.firma_proveedor'), letterhead.nombre)] },
          ],
        },
    note(`* ${t('app.libro.nota_denuncia')}`),
    note(`** ${t('app.libro.nota_plazo')}`),
  ];
}

export function sheetPdf(row: Reclamo, letterhead: Letterhead): Promise<Buffer> {
  return renderPdf({
    title: t('app.libro.pdf.titulo'),
    subtitle: t('app.libro.hoja', { numero: s(row.numero) }),
    subject: `Hoja de reclamación ${s(row.numero)}`,
    letterhead,
    content: sheetContent(row, letterhead),
  });
}

/** Every sheet of a date range in one PDF, each from a new page: what an INDECOPI inspection asks to see. */
export function inspectionPdf(rows: readonly Reclamo[], letterhead: Letterhead, desde: string, hasta: string): Promise<Buffer> {
  const content: Content[] = rows.flatMap((row, i) => [
    { text: t('app.libro.hoja', { numero: s(row.numero) }), style: 'subtitle', pageBreak: i === 0 ? undefined : 'before' },
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

export const sheetFileName = (row: Pick<Reclamo, 'numero'>) => `hoja-reclamacion-${s(row.numero)}.pdf`;
