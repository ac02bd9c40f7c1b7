import { anyTable, type Db, type Row } from './types';

/** Inserts rows 50 at a time and returns their keys, in order. */
export async function insertMany(db: Db, table: string, key: string, rows: readonly Row[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 50) {
    const inserted = await anyTable(db)
      .insertInto(table)
      .values(rows.slice(i, i + 50))
      .returning(key)
      .execute();
    ids.push(...inserted.map((r) => Number(r[key])));
  }
  return ids;
}
