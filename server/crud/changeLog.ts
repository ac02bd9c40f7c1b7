// The change logs (cambioso, cambiosd): one row per changed field, written inside the update's transaction,
// so a failed update writes none.
import type { FieldDef, ModuleSchema } from '../../src/framework/schema';
import { fieldText } from '../../src/framework/fields';
import { anyTable, type Db, type Row } from '../db/types';
import { fromDb } from './rows';

/** The value as a person reads it in the history (the field type's text: Sí/No, choice names, money, dates). */
function text(field: FieldDef, value: unknown, record: Row): string | null {
  return fieldText(field, value, record) || null;
}

export async function writeChanges(trx: Db, schema: ModuleSchema, before: Row, after: Row, idUsuario: number): Promise<number> {
  if (!schema.changeLog) return 0;
  const fecha = new Date().toISOString();
  const id = Number(after[schema.key]);
  const [was, is] = [fromDb(schema, before), fromDb(schema, after)];
  const rows = Object.entries(schema.fields)
    .filter(([, f]) => !f.writeOnly)
    .map(([campo, f]) => ({ campo, valor_anterior: text(f, was[campo], was), valor_nuevo: text(f, is[campo], is) }))
    .filter((c) => c.valor_anterior !== c.valor_nuevo)
    .map((c) => ({
      fecha,
      recurso: schema.name,
      id_registro: id,
      ...c,
      id_usuario: idUsuario,
      creado_en: fecha,
      actualizado_en: fecha,
      creado_por: idUsuario,
      actualizado_por: idUsuario,
    }));
  if (rows.length) await anyTable(trx).insertInto(schema.changeLog).values(rows).execute();
  return rows.length;
}

/** A deletion leaves one row that keeps what the record was. */
export async function writeDeletion(trx: Db, schema: ModuleSchema, before: Row, idUsuario: number): Promise<void> {
  if (!schema.changeLog) return;
  const fecha = new Date().toISOString();
  const snapshot = Object.fromEntries(
    Object.entries(schema.fields)
      .filter(([, def]) => !def.writeOnly)
      .map(([f]) => [f, before[f]]),
  );
  await anyTable(trx)
    .insertInto(schema.changeLog)
    .values({
      fecha,
      recurso: schema.name,
      id_registro: Number(before[schema.key]),
      campo: '(registro eliminado)',
      valor_anterior: JSON.stringify(snapshot),
      valor_nuevo: null,
      id_usuario: idUsuario,
      creado_en: fecha,
      actualizado_en: fecha,
      creado_por: idUsuario,
      actualizado_por: idUsuario,
    })
    .execute();
}
