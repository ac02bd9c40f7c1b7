// The lists' 'Exportar': the module's CSV (csvExport.ts, the product's one CSV writer) downloaded by the browser.
import { downloadCSV, type RaRecord } from 'react-admin';
import type { ModuleSchema } from '../schema';
import { csvFileName, schemaCsv } from './csvExport';

export function schemaExporter(schema: ModuleSchema) {
  return (records: RaRecord[]) => downloadCSV(schemaCsv(schema, records), csvFileName(schema));
}
