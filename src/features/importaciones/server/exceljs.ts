// exceljs, loaded with the first spreadsheet read or written (server/onFirstUse.ts): a server that imports nothing
// does not hold it.
import type ExcelJS from 'exceljs';
import { onFirstUse } from '#server/onFirstUse';

export const loadExcel = onFirstUse(async (): Promise<typeof ExcelJS> => (await import('exceljs')).default);
