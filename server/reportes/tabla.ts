// A report as a table (headers + rows of text or numbers) and its three forms: JSON, CSV for Excel (UTF-8 with BOM,
// ',' or ';' as separator) and a PDF on the shared PDF layer.
import type { FastifyReply } from 'fastify';
import { badRequest } from '../http';
import { renderPdf, type Content, type Letterhead } from '../pdf';
import { barChart, type BarChart } from '../pdf/chart';

export interface Tabla {
  readonly titulo: string;
  readonly subtitulo: string;
  readonly columnas: readonly string[];
  /** Cells as shown (text); `valores` keeps the raw numbers for JSON callers. */
  readonly filas: readonly (readonly string[])[];
  readonly total?: readonly string[];
  readonly nota?: string;
  readonly valores: unknown;
  readonly archivo: string;
  /** Drawn above the table in the PDF (the screen draws the same figures from `valores`). */
  readonly grafico?: BarChart;
}

export const pdfReply = (reply: FastifyReply, pdf: Buffer, file: string) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${file}"`)
    .header('cache-control', 'no-store')
    .send(pdf);

export type Formato = 'json' | 'csv' | 'pdf';

/** The format asked for; also refuses a separator other than ',' or ';' before the report runs. */
export function formatoOf(q: Record<string, unknown>): Formato {
  const f = q.formato ?? 'json';
  if (q.separador !== undefined && q.separador !== '' && q.separador !== ',' && q.separador !== ';')
    throw badRequest('app.reportes.errors.separador');
  if (f === 'json' || f === 'csv' || f === 'pdf') return f;
  throw badRequest('app.reportes.errors.formato');
}

const cell = (v: string, sep: string) => (/["\r\n]/.test(v) || v.includes(sep) ? `"${v.replace(/"/g, '""')}"` : v);

export function toCsv(t: Tabla, sep: ',' | ';'): string {
  const lines = [t.columnas, ...t.filas, ...(t.total ? [t.total] : [])].map((row) => row.map((v) => cell(v, sep)).join(sep));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export function toPdf(t: Tabla, letterhead: Letterhead): Promise<Buffer> {
  const body: Content[][] = [
    t.columnas.map((c) => ({ text: c, bold: true, fillColor: '#e3f2fd' })),
    ...t.filas.map((r) => r.map((v, i): Content => ({ text: v, alignment: i === 0 ? 'left' : 'right', noWrap: i > 0 }))),
    ...(t.total ? [t.total.map((v, i): Content => ({ text: v, bold: true, alignment: i === 0 ? 'left' : 'right', noWrap: i > 0 }))] : []),
  ];
  const landscape = t.columnas.length > 7;
  const content: Content[] = [
    ...(t.grafico ? [barChart(t.grafico, landscape ? 762 : 515, landscape ? 180 : 230)] : []),
    {
      table: { headerRows: 1, widths: t.columnas.map((_, i) => (i === 0 ? '*' : 'auto')), body },
      layout: 'lightHorizontalLines',
      fontSize: 8.5,
    },
    ...(t.nota ? [{ text: t.nota, style: 'note', margin: [0, 6, 0, 0] } as Content] : []),
  ];
  return renderPdf({ title: t.titulo, subtitle: t.subtitulo, letterhead, content, orientation: landscape ? 'landscape' : 'portrait' });
}

export async function sendTabla(reply: FastifyReply, t: Tabla, formato: Formato, q: Record<string, unknown>, letterhead: () => Promise<Letterhead>) {
  if (formato === 'pdf') return pdfReply(reply, await toPdf(t, await letterhead()), `${t.archivo}.pdf`);
  if (formato === 'csv') {
    const sep = q.separador === ';' ? ';' : ',';
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${t.archivo}.csv"`)
      .header('cache-control', 'no-store')
      .send(toCsv(t, sep));
  }
  return reply.send({
    status: 'success',
    data: {
      titulo: t.titulo,
      subtitulo: t.subtitulo,
      columnas: t.columnas,
      filas: t.filas,
      total: t.total ?? null,
      nota: t.nota ?? null,
      valores: t.valores,
    },
  });
}
