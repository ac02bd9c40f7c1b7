// PostgreSQL: a prefix table per searched table (search.ts: `<table>_q_prefixes`, every prefix of its folded words
// with the row's default sort value and key, kept in step by a trigger), from which the first pages of a `q` in the
// default order and their count are read from one index. SQLite: nothing to do (FTS5 answers).
import type { Kysely } from 'kysely';
import { createSearchIndex } from '../searchIndexes';
import type { Dialect } from '../types';
import { SEARCHED } from './0011_lists_search';
import { defaultOrder } from './0015_search_words';

export function m0018SearchPrefixTables(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'postgres') return;
      for (const [table, key, columns] of SEARCHED) await createSearchIndex(db, dialect, table, key, columns, defaultOrder(table));
    },
  };
}
