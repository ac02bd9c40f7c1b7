// A module's list as CSV (src/lib/csv.ts: BOM, CRLF, RFC 4180, formulas neutralised): 'Código' then one column per
// readable field, headed by its label, each cell as the field type writes it for a spreadsheet (money and counts as
// numbers, dates as es-PE reads them, the rest as the screen shows it). Plain TypeScript: tests run it on real rows.
import type { RaRecord } from 'react-admin';
import { translate } from '../../i18n/translate';
import { toCsv, type CsvCell, type CsvSeparator } from '../../lib/csv';
import { fieldCsv, fieldType } from '../fields';
import type { ModuleSchema } from '../schema';

export interface CsvTable {
  readonly header: string[];
  readonly rows: CsvCell[][];
}

/** The header and the cells of `records`, column by column (labels may repeat: nothing is keyed by them). */
export function csvTable(schema: ModuleSchema, records: readonly RaRecord[]): CsvTable {
  const columns = Object.entries(schema.fields).filter(([, f]) => !f.writeOnly && !fieldType(f).secret);
  return {
    header: [translate('app.framework.codigo'), ...columns.map(([, f]) => f.label)],
    rows: records.map((r) => [String(r[schema.key] ?? r.id), ...columns.map(([name, f]) => fieldCsv(f, r[name], r))]),
  };
}

export function schemaCsv(schema: ModuleSchema, records: readonly RaRecord[], separator: CsvSeparator = ','): string {
  const { header, rows } = csvTable(schema, records);
  return toCsv(header, rows, separator);
}

/** The file's name: the module's plural label in lower case, with dashes. */
export const csvFileName = (schema: ModuleSchema) => schema.label.many.toLowerCase().replace(/\s+/g, '-');
