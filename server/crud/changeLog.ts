// The change logs (cambioso, cambiosd): one row per changed field, written inside the update's transaction,
// so a failed update writes none.
import type { FieldDef, ModuleSchema } from '../../src/framework/schema';
import { formatMoney } from '../../src/lib/money';
import type { Db, Row } from '../db/types';

/** The value as a person reads it in the history: Sí/No, the choice's name, money in its currency. */
function text(field: FieldDef | undefined, value: unknown, row: Row): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (field?.type === 'boolean') return value === true || Number(value) === 1 ? 'Sí' : 'No';
  if ((field?.type === 'enum' || field?.type === 'currency' || field?.type === 'doctype') && field.choices) {
    return field.choices.find((c) => c.id === value)?.name ?? String(value);
  }
  if (field?.type === 'money' && typeof value === 'number') return formatMoney(value, String(row[field.currencyField ?? ''] ?? 'PEN'));
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export async function writeChanges(trx: Db, schema: ModuleSchema, before: Row, after: Row, idUsuario: number): Promise<number> {
  if (!schema.changeLog) return 0;
  const fecha = new Date().toISOString();
  const id = Number(after[schema.key]);
  const rows = Object.keys(schema.fields)
    .filter((campo) => !schema.fields[campo].writeOnly && text(schema.fields[campo], before[campo], before) !== text(schema.fields[campo], after[campo], after))
    .map((campo) => ({
      fecha, recurso: schema.name, id_registro: id, campo,
      valor_anterior: text(schema.fields[campo], before[campo], before), valor_nuevo: text(schema.fields[campo], after[campo], after),
      id_usuario: idUsuario, creado_en: fecha, actualizado_en: fecha, creado_por: idUsuario, actualizado_por: idUsuario,
    }));
  if (rows.length) await trx.insertInto(schema.changeLog).values(rows).execute();
  return rows.length;
}

/** A deletion leaves one row that keeps what the record was. */
export async function writeDeletion(trx: Db, schema: ModuleSchema, before: Row, idUsuario: number): Promise<void> {
  if (!schema.changeLog) return;
  const fecha = new Date().toISOString();
  const snapshot = Object.fromEntries(Object.keys(schema.fields).filter((f) => !schema.fields[f].writeOnly).map((f) => [f, before[f]]));
  await trx.insertInto(schema.changeLog).values({
    fecha, recurso: schema.name, id_registro: Number(before[schema.key]), campo: '(registro eliminado)', valor_anterior: JSON.stringify(snapshot),
    valor_nuevo: null, id_usuario: idUsuario, creado_en: fecha, actualizado_en: fecha, creado_por: idUsuario, actualizado_por: idUsuario,
  }).execute();
}
