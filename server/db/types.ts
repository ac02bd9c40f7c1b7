import type { Kysely } from 'kysely';

/** Rows are plain records: tables are declared by module schemas and migrations, not by TypeScript types. */
export type Row = Record<string, unknown>;
export type Database = Record<string, Row>;
export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';
