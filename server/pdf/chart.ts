// Bar charts for the PDFs, drawn on the server as SVG (pdfmake embeds SVG through svg-to-pdfkit; no browser, no
// DOM): grouped or stacked bars, a value axis with round steps, category labels under the bars, a legend.
import type { Content } from 'pdfmake/interfaces';

export interface BarSeries {
  readonly nombre: string;
  readonly valores: readonly number[];
}

export interface BarChart {
  readonly titulo: string;
  readonly etiquetas: readonly string[];
  readonly series: readonly BarSeries[];
  readonly apilado?: boolean;
}

/** The palette of the screens' charts (MUI X Charts 8's default, 'rainbowSurge'), so paper and screen agree. */
const COLORS = ['#4254FB', '#FFB422', '#FA4F58', '#0DBEFF', '#22BF75', '#FA83B4'];

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const fmt = (v: number) => v.toLocaleString('es-PE', { maximumFractionDigits: 0 }).replace(/,/g, ' ');

/** A round step (1, 2 or 5 × 10ⁿ) giving about 5 gridlines up to `max`. */
export function niceStep(max: number): number {
  if (max <= 0) return 1;
  const raw = max / 5;
  const p = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * p).find((s) => s >= raw) ?? 10 * p;
  return Math.max(1, step);
}

const shorten = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

export function barChartSvg(c: BarChart, width = 515, height = 220): string {
  const left = 40;
  const right = 8;
  const top = 10;
  const legendH = 16;
  const n = c.etiquetas.length;
  const plotW = width - left - right;
  // Narrow bands: category labels slanted (up to 22 characters) instead of cut short.
  const slanted = n > 0 && plotW / n < 45;
  const labelH = slanted ? 66 : 30;
  const plotH = height - top - labelH - legendH;
  const totals = c.etiquetas.map((_, i) =>
    c.apilado ? c.series.reduce((a, s) => a + (s.valores[i] ?? 0), 0) : Math.max(0, ...c.series.map((s) => s.valores[i] ?? 0)),
  );
  const step = niceStep(Math.max(0, ...totals));
  const top0 = Math.max(step, Math.ceil(Math.max(0, ...totals) / step) * step);
  const y = (v: number) => top + plotH - (v / top0) * plotH;
  const parts: string[] = [];
  for (let v = 0; v <= top0; v += step) {
    parts.push(`<line x1="${left}" y1="${y(v)}" x2="${width - right}" y2="${y(v)}" stroke="${v === 0 ? '#555555' : '#dddddd'}" stroke-width="0.6"/>`);
    parts.push(`<text x="${left - 4}" y="${y(v) + 3}" font-size="7" text-anchor="end" fill="#444444">${fmt(v)}</text>`);
  }
  const band = n ? plotW / n : plotW;
  const groupW = band * 0.7;
  const barW = c.apilado ? groupW : groupW / Math.max(1, c.series.length);
  const maxChars = slanted ? 22 : Math.max(4, Math.floor(band / 3.6));
  c.etiquetas.forEach((label, i) => {
    const x0 = left + i * band + (band - groupW) / 2;
    let base = 0;
    c.series.forEach((s, j) => {
      const v = s.valores[i] ?? 0;
      if (v <= 0) return;
      const x = c.apilado ? x0 : x0 + j * barW;
      const y1 = y(base + v);
      const h = y(base) - y1;
      parts.push(
        `<rect x="${x.toFixed(2)}" y="${y1.toFixed(2)}" width="${(barW - (c.apilado ? 0 : 1)).toFixed(2)}" height="${h.toFixed(2)}" fill="${COLORS[j % COLORS.length]}"/>`,
      );
      if (c.apilado) base += v;
    });
    const lx = (left + i * band + band / 2).toFixed(2);
    const ly = top + plotH + 10;
    parts.push(
      slanted
        ? `<text x="${lx}" y="${ly}" font-size="7" text-anchor="end" fill="#222222" transform="rotate(-40 ${lx} ${ly})">${esc(shorten(label, maxChars))}</text>`
        : `<text x="${lx}" y="${ly}" font-size="7" text-anchor="middle" fill="#222222">${esc(shorten(label, maxChars))}</text>`,
    );
  });
  let lx = left;
  c.series.forEach((s, j) => {
    const ly = height - 6;
    parts.push(`<rect x="${lx}" y="${ly - 7}" width="8" height="8" fill="${COLORS[j % COLORS.length]}"/>`);
    parts.push(`<text x="${lx + 11}" y="${ly}" font-size="8" fill="#222222">${esc(s.nombre)}</text>`);
    lx += 24 + s.nombre.length * 4.4;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Roboto">${parts.join('')}</svg>`;
}

/** The chart as PDF content: its title and the SVG across the page. */
export function barChart(c: BarChart, width = 515, height = 220): Content {
  return {
    stack: [
      { text: c.titulo, bold: true, margin: [0, 0, 0, 4] },
      { svg: barChartSvg(c, width, height), width },
    ],
    margin: [0, 0, 0, 10],
    unbreakable: true,
  };
}
