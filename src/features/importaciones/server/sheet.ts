// A spreadsheet as the import reads it, whatever its format: the chosen sheet's header and its rows of raw cells.
import { ApiError, t } from '#server/http';
import type { MessageKey } from '../../../i18n/keys';
import type { Cell } from '../shared/types';

export type { Cell };

export interface Sheet {
  /** Every sheet of the file (a CSV has one, named after the file). */
  readonly hojas: readonly string[];
  /** The sheet read. */
  readonly hoja: string;
  readonly encabezados: readonly string[];
  /** The data rows, each as long as the header. */
  readonly filas: readonly (readonly Cell[])[];
  /** The row number in the file of each data row (the header is row 1): what the messages name. */
  readonly numeros: readonly number[];
}

/** A file the import refuses: 400 with the Spanish reason, nothing written. */
export const refused = (key: MessageKey, args?: Record<string, string | number>) => new ApiError(400, t(key, args));

/** Header and rows from the raw rows of a sheet: checks the titles, drops blank rows, pads every row. */
export function toSheet(hojas: readonly string[], hoja: string, raw: readonly (readonly Cell[])[], firstRow = 1): Sheet {
  const [head, ...rest] = raw;
  const encabezados = (head ?? []).map((c) => (c === null ? '' : String(c).trim()));
  while (encabezados.length && encabezados[encabezados.length - 1] === '') encabezados.pop();
  if (encabezados.length === 0 || encabezados.every((h) => h === '')) throw refused('app.importar.errors.no_header');
  const seen = new Set<string>();
  for (const h of encabezados) {
    const k = h.toLowerCase();
    if (h !== '' && seen.has(k)) throw refused('app.importar.errors.duplicate_header', { columna: h });
    seen.add(k);
  }
  const filas: Cell[][] = [];
  const numeros: number[] = [];
  rest.forEach((row, i) => {
    const cells = encabezados.map((_, c) => {
      const v = row[c] ?? null;
      return typeof v === 'string' && v.trim() === '' ? null : v;
    });
    if (cells.every((c) => c === null)) return;
    filas.push(cells);
    numeros.push(firstRow + 1 + i);
  });
  if (filas.length === 0) throw refused('app.importar.errors.empty');
  return { hojas, hoja, encabezados, filas, numeros };
}
