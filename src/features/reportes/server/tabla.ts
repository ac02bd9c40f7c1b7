// A report as a table (headers + rows of text, counts and amounts) and its three forms: JSON and a PDF on the shared
// PDF layer with the cells as shown ('S/ 1,500.00'), and CSV for Excel through the product's one CSV writer
// (src/lib/csv.ts: BOM, CRLF, RFC 4180, formulas neutralised; ',' or ';' as separator) with counts and amounts as
// numbers Excel sums, the currency in the column's header.
import type { FastifyReply } from 'fastify';
import { CSV_CONTENT_TYPE, toCsv, type CsvCell, type CsvSeparator } from '../../../lib/csv';
import { centsToAmount, formatMoney, type Moneda } from '../../../lib/money';
import { badRequest } from '#server/http';
import { renderPdf, type Content, type Letterhead } from '#server/pdf';
import { barChart, type BarChart } from '#server/pdf/chart';

/** An amount of money: integer cents in its currency. */
export interface Dinero {
  readonly centimos: number;
  readonly moneda: Moneda;
}
/** A cell of a report: text, a count, or an amount. */
export type Celda = string | number | Dinero;

export const dinero = (centimos: number, moneda: Moneda): Dinero => ({ centimos, moneda });

/** The cell as the screen and the PDF show it. */
export const celdaTexto = (c: Celda): string => (typeof c === 'string' ? c : typeof c === 'number' ? String(c) : formatMoney(c.centimos, c.moneda));

/** The cell as a spreadsheet takes it: counts and amounts (in the currency's units) as numbers. */
const celdaCsv = (c: Celda): CsvCell => (typeof c === 'string' || typeof c === 'number' ? c : centsToAmount(c.centimos));

export interface Tabla {
  readonly titulo: string;
  readonly subtitulo: string;
  /** Headers; a column of amounts names its currency ('Monto S/'). */
  readonly columnas: readonly string[];
  /** The cells; `valores` keeps the raw figures for JSON callers. */
  readonly filas: readonly (readonly Celda[])[];
  readonly total?: readonly Celda[];
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

/** The report as CSV: the header, its rows, then the total row. */
export const tablaCsv = (t: Tabla, sep: CsvSeparator): string =>
  toCsv(
    t.columnas,
    [...t.filas, ...(t.total ? [t.total] : [])].map((row) => row.map(celdaCsv)),
    sep,
  );

const shown = (rows: readonly (readonly Celda[])[]) => rows.map((r) => r.map(celdaTexto));

export function toPdf(t: Tabla, letterhead: Letterhead): Promise<Buffer> {
  const body: Content[][] = [
    t.columnas.map((c) => ({ text: c, bold: true, fillColor: '#e3f2fd' })),
    ...shown(t.filas).map((r) => r.map((v, i): Content => ({ text: v, alignment: i === 0 ? 'left' : 'right', noWrap: i > 0 }))),
    ...(t.total ? shown([t.total]) : []).map((r) =>
      r.map((v, i): Content => ({ text: v, bold: true, alignment: i === 0 ? 'left' : 'right', noWrap: i > 0 })),
    ),
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
      .header('content-type', CSV_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="${t.archivo}.csv"`)
      .header('cache-control', 'no-store')
      .send(tablaCsv(t, sep));
  }
  return reply.send({
    status: 'success',
    data: {
      titulo: t.titulo,
      subtitulo: t.subtitulo,
      columnas: t.columnas,
      filas: shown(t.filas),
      total: t.total ? t.total.map(celdaTexto) : null,
      nota: t.nota ?? null,
      valores: t.valores,
    },
  });
}
