// PostgreSQL: the `q` word index becomes a word table per searched table (search.ts: `<table>_q_words`, its folded
// words and keys, kept in step by a trigger), filled from the rows already there, in place of 0015's GIN tsvector
// index, whose matches each cost a visit of the table's row. SQLite keeps its FTS5 index: nothing to do.
import type { Kysely } from 'kysely';
import { createSearchIndex, dropPgTsvectorIndex } from '../searchIndexes';
import type { Dialect } from '../types';
import { SEARCHED } from './0011_lists_search';

export function m0017SearchWordTables(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'postgres') return;
      for (const [table, key, columns] of SEARCHED) {
        await dropPgTsvectorIndex(db, table);
        await createSearchIndex(db, dialect, table, key, columns);
      }
    },
  };
}
