// Migrations kit (frozen): what every migration may import besides Kysely. A migration means the same whenever it
// runs, so nothing here may change what it makes; a different way of making things is a new file beside these
// (tests/unit/migrations-frozen.test.ts holds the checksum of every file of server/db/migrations).
import type { Kysely } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

/** The database a migration receives: any Kysely, whatever its table types. */
export type MigrationDb = Pick<Kysely<unknown>, 'schema' | 'getExecutor'>;

/** A name as an SQL identifier, quoted: `"name"`. */
export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** A value as an SQL literal (for a DEFAULT clause). */
export function sqlLiteral(value: string | number): string {
  return typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "''")}'`;
}
