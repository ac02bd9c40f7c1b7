// SQLite: every search index (FTS5) rebuilt contentless, with prefix indexes up to 12 letters and, for a table
// whose default sort is a date, rowids that rank the rows by it (search.ts ftsRowid): a word of q then finds the
// first page in that order and counts its matches by reading the index lazily, whatever the table's size.
// Both dialects: `indices_busqueda` records the order each index serves (PostgreSQL's prefix tables of 0018).
import type { Kysely } from 'kysely';
import { createSearchIndex, recordSearchOrder } from '../searchIndexes';
import type { Dialect } from '../types';
import { SEARCHED } from './0011_lists_search';
import { defaultOrder } from './0015_search_words';

export function m0019SearchRanked(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const [table, key, columns] of SEARCHED) {
        if (dialect === 'postgres') await recordSearchOrder(db, table, defaultOrder(table).column);
        else await createSearchIndex(db, dialect, table, key, columns, defaultOrder(table));
      }
    },
  };
}
