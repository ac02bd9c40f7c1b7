// The .xlsx files an import hands out: the module's template (its fields' labels as titles, a dropdown of the
// allowed values where a field has a list, one example row) and the rows that failed, as the file had them plus a
// column saying why — fixed there, the same file imports again.
import ExcelJS from 'exceljs';
import { fieldType } from '../../src/framework/fields';
import { districtCatalog } from '../../src/framework/fields/district/catalog';
import type { FieldDef, ModuleSchema } from '../../src/framework/schema';
import { formatDate } from '../../src/lib/dates';
import { limaToday } from '../../src/lib/limaTime';
import { t } from '../http';
import type { FilaAnalizada } from './analyze';
import type { Fallida } from './commit';
import { importableFields } from './mapping';

const YES_NO = ['Sí', 'No'];

/** The values a field's dropdown offers (none for free text). */
function allowed(f: FieldDef): readonly string[] {
  switch (f.type) {
    case 'enum':
    case 'doctype':
    case 'currency':
      return f.choices.map((c) => c.name);
    case 'boolean':
      return YES_NO;
    case 'district':
      return districtCatalog().map((d) => d.nombre);
    default:
      return [];
  }
}

/** A plausible value for the example row. */
function example(f: FieldDef): string | number {
  const list = allowed(f);
  const chosen =
    f.default !== undefined && f.type !== 'boolean' && 'choices' in f && f.choices ? f.choices.find((c) => c.id === f.default)?.name : undefined;
  if (chosen) return chosen;
  if (list.length) return list.includes('Miraflores') ? 'Miraflores' : (list[0] ?? '');
  switch (f.type) {
    case 'integer':
      return 3;
    case 'decimal':
      return 120.5;
    case 'money':
      return 'S/ 350 000';
    case 'date':
      return formatDate(limaToday());
    case 'time':
      return '10:30';
    case 'phone':
      return '987 654 321';
    case 'email':
      return 'nombre@correo.pe';
    case 'document':
      return '45678912';
    case 'ubigeo':
      return '150122';
    case 'reference':
      return 1;
    default:
      return f.label;
  }
}

const bold = (row: ExcelJS.Row) => {
  row.font = { bold: true };
};

export async function templateWorkbook(schema: ModuleSchema): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(schema.label.many);
  const values = book.addWorksheet(t('app.importar.plantilla.hoja_valores'), { state: 'hidden' });
  const fields = importableFields(schema).filter(([, f]) => fieldType(f).emptiable || f.type === 'boolean');
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
export async function failedWorkbook(encabezados: readonly string[], filas: readonly FilaAnalizada[], fallidas: readonly Fallida[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(t('app.importar.fallidas.hoja'));
  bold(sheet.addRow([...encabezados, t('app.importar.fallidas.motivo'), t('app.importar.fallidas.fila')]));
  const refused = new Map(fallidas.map((f) => [f.fila, f.motivo]));
  for (const fila of filas) {
    const motivo = fila.clase === 'error' ? fila.errores.map((e) => `${e.celda}: ${e.mensaje}`).join(' · ') : refused.get(fila.fila);
    if (!motivo) continue;
    sheet.addRow([...fila.celdas.map((c) => c ?? ''), motivo, fila.fila]);
  }
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}
