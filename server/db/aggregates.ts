// The numbers the database gives back beside rows — counts and the rows a write changed — typed or converted here,
// once, instead of a conversion after every query.
import { sql, type DeleteResult, type UpdateResult } from 'kysely';

/**
 * count(*), typed as the number it is on both databases: SQLite's integer, and PostgreSQL's bigint, which
 * connect.ts parses to a number (Kysely's own count() is typed string | number | bigint for every driver).
 */
export const rowCount = sql<number>`count(*)`;

/** How many rows a delete or an update changed (Kysely gives a bigint; no write here comes near 2^53 rows). */
export function affected(result: DeleteResult | UpdateResult): number {
  return Number('numDeletedRows' in result ? result.numDeletedRows : result.numUpdatedRows);
}

/**
 * What sum() gives back: null over no rows; a number for integer columns (PostgreSQL's bigint result parsed by
 * connect.ts), but PostgreSQL's numeric — text from pg — for a bigint column such as money's.
 */
export type Sum = number | string | null;

/** A sum as a number: 0 over no rows, money's numeric text read as the number it is. */
export const sumOf = (v: Sum | undefined): number => Number(v ?? 0);
