// CSV export with Spanish headers and values as the screen shows them (each field type's text).
import jsonExport from 'jsonexport/dist';
import { downloadCSV, type RaRecord } from 'react-admin';
import { translate } from '../../i18n/translate';
import { fieldText, fieldType } from '../fields';
import type { ModuleSchema } from '../schema';

/** The CSV rows of `records`: 'Código' then one column per readable field, headed by its label. */
export function csvRows(schema: ModuleSchema, records: readonly RaRecord[]): Record<string, string>[] {
  const columns = Object.entries(schema.fields).filter(([, f]) => !f.writeOnly && !fieldType(f).secret);
  return records.map((r) => {
    const row: Record<string, string> = { [translate('app.framework.codigo')]: String(r[schema.key] ?? r.id) };
    for (const [name, f] of columns) row[f.label] = fieldText(f, r[name], r);
    return row;
  });
}

export function schemaExporter(schema: ModuleSchema) {
  return (records: RaRecord[]) => {
    jsonExport(csvRows(schema, records), {}, (_err: Error | null, csv: string) =>
      downloadCSV(csv, schema.label.many.toLowerCase().replace(/\s+/g, '-')),
    );
  };
}
