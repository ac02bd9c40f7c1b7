// Records named as people read them ('OF-000012 · Casa en Surco'): the preview's duplicates, the undo's messages.
import { representRecord, type ModuleSchema } from '../../../framework/schema';
import { fromDb } from '#server/crud/rows';
import { anyTable, type Db } from '#server/db/types';
import { t } from '#server/http';
import { grouped } from '../../../lib/numbers';

/** The records of `schema` that exist among `ids`, each by its name ('OF-000012 · Casa en Surco'). */
export async function recordNames(db: Db, schema: ModuleSchema, ids: readonly number[]): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await anyTable(db)
      .selectFrom(schema.name)
      .selectAll()
      .where(schema.key, 'in', ids.slice(i, i + 500))
      .execute();
    for (const row of rows) names.set(Number(row[schema.key]), representRecord(schema, fromDb(schema, row)));
  }
  return names;
}

/** The names of the records among `ids` that exist, in the order of `ids`. */
export async function namesInOrder(db: Db, schema: ModuleSchema, ids: readonly number[]): Promise<string[]> {
  const names = await recordNames(db, schema, ids);
  return ids.flatMap((id) => names.get(id) ?? []);
}

/** How many names a message lists before '… y 12 más'. */
const LISTED = 10;

/** 'A, B y C', or the first ten and how many more. */
export function namedList(names: readonly string[]): string {
  const format = new Intl.ListFormat('es', { type: 'conjunction' });
  if (names.length <= LISTED) return format.format(names);
  return t('app.importar.y_mas', { lista: names.slice(0, LISTED).join(', '), n: grouped(names.length - LISTED) });
}
