// CSV export with Spanish headers and values as the screen shows them.
import jsonExport from 'jsonexport/dist';
import { downloadCSV, type RaRecord } from 'react-admin';
import { formatDateTime, isoDateToDisplay } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import type { FieldDef, ModuleSchema } from '../schema';

function cell(field: FieldDef, record: RaRecord, name: string): string {
  const v = record[name];
  if (v === null || v === undefined) return '';
  switch (field.type) {
    case 'boolean':
      return v ? 'Sí' : 'No';
    case 'enum':
    case 'currency':
    case 'doctype':
      return field.choices?.find((c) => c.id === v)?.name ?? String(v);
    case 'multienum':
      return (v as string[]).map((x) => field.choices?.find((c) => c.id === x)?.name ?? x).join(', ');
    case 'money':
      return formatMoney(v as number, field.currencyField ? String(record[field.currencyField] ?? 'PEN') : 'PEN');
    case 'date':
      return isoDateToDisplay(String(v));
    case 'datetime':
      return formatDateTime(String(v));
    default:
      return String(v);
  }
}

export function schemaExporter(schema: ModuleSchema) {
  const columns = Object.entries(schema.fields).filter(([, f]) => !f.writeOnly && f.type !== 'password');
  return (records: RaRecord[]) => {
    const rows = records.map((r) => {
      const row: Record<string, string> = { Código: String(r[schema.key] ?? r.id) };
      for (const [name, f] of columns) row[f.label] = cell(f, r, name);
      return row;
    });
    jsonExport(rows, {}, (_err: Error | null, csv: string) => downloadCSV(csv, schema.label.many.toLowerCase().replace(/\s+/g, '-')));
  };
}
