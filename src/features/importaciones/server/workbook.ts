// The .xlsx files an import hands out: the module's template (its fields' labels as titles, a dropdown of the
// allowed values where a field has a list, one example row) and the rows that failed, as the file had them plus a
// column saying why — fixed there, the same file imports again.
import type ExcelJS from 'exceljs';
import { loadExcel } from './exceljs';
import { fieldType } from '../../../framework/fields';
import type { FieldDef, ModuleSchema } from '../../../framework/schema';
import { t } from '#server/http';
import type { FilaAnalizada } from './analyze';
import type { Fallida } from './commit';
import { importableFields } from './mapping';

/** The values a field's dropdown offers, as its type lists them (none for free text). */
function allowed(f: FieldDef): readonly string[] {
  return fieldType(f).sheetChoices?.(f) ?? [];
}

/** A plausible value for the example row: the default choice, Miraflores or the first of a list, else the type's own. */
function example(f: FieldDef): string | number {
  const list = allowed(f);
  const chosen = f.default !== undefined && 'choices' in f && f.choices ? f.choices.find((c) => c.id === f.default)?.name : undefined;
  if (chosen) return chosen;
  if (list.length) return list.includes('Miraflores') ? 'Miraflores' : (list[0] ?? '');
  return fieldType(f).sheetExample?.(f) ?? f.label;
}

const bold = (row: ExcelJS.Row) => {
  row.font = { bold: true };
};

export async function templateWorkbook(schema: ModuleSchema): Promise<Buffer> {
  const book = new (await loadExcel()).Workbook();
  const sheet = book.addWorksheet(schema.label.many);
  const values = book.addWorksheet(t('app.importar.plantilla.hoja_valores'), { state: 'hidden' });
  const fields = importableFields(schema).filter(([, f]) => fieldType(f).emptiable || fieldType(f).sheetChoices !== undefined);
  bold(sheet.addRow(fields.map(([, f]) => f.label)));
  sheet.addRow(fields.map(([, f]) => example(f)));
  let listColumn = 0;
  fields.forEach(([, f], i) => {
    const column = sheet.getColumn(i + 1);
    column.width = Math.max(12, Math.min(40, f.label.length + 4));
    const list = allowed(f);
    if (!list.length) return;
    listColumn += 1;
    const letter = values.getColumn(listColumn).letter;
    list.forEach((v, r) => {
      values.getCell(r + 1, listColumn).value = v;
    });
    for (let r = 2; r <= 1000; r += 1) {
      sheet.getCell(r, i + 1).dataValidation = {
        type: 'list',
        allowBlank: !f.required,
        formulae: [`'${values.name}'!$${letter}$1:$${letter}$${list.length}`],
        showErrorMessage: true,
        error: t('app.importar.plantilla.ayuda'),
      };
    }
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The preview's error rows and the commit's refused rows, with the file's columns and a «Motivo» column. */
export async function failedWorkbook(
  encabezados: readonly string[],
  pages: AsyncIterable<readonly FilaAnalizada[]>,
  fallidas: readonly Fallida[],
): Promise<Buffer> {
  const book = new (await loadExcel()).Workbook();
  const sheet = book.addWorksheet(t('app.importar.fallidas.hoja'));
  bold(sheet.addRow([...encabezados, t('app.importar.fallidas.motivo'), t('app.importar.fallidas.fila')]));
  const refused = new Map(fallidas.map((f) => [f.fila, f.motivo]));
  for await (const filas of pages)
    for (const fila of filas) {
      const motivo = fila.clase === 'error' ? fila.errores.map((e) => `${e.celda}: ${e.mensaje}`).join(' · ') : refused.get(fila.fila);
      if (!motivo) continue;
      sheet.addRow([...fila.celdas.map((c) => c ?? ''), motivo, fila.fila]);
    }
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}
