// Text predicates that mean the same on SQLite and PostgreSQL — the one place the app builds LIKE conditions.
// LIKE is case-sensitive on PostgreSQL; connect.ts makes it so on SQLite too (case_sensitive_like) and gives SQLite a
// Unicode lower() like PostgreSQL's, so:
//   - a case-insensitive search compares lower(column) with a lower-cased pattern;
//   - a multi-choice (JSON text list) column holds a value when its text contains the value's JSON string, exactly.
import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** Escapes LIKE's wildcards and its escape character ('\'), for ESCAPE '\'. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** `lower(column) LIKE pattern`: `pattern` is a ready LIKE pattern, lower-cased, escaped with '\'. */
export function lowerLike(column: string, pattern: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/** Case-insensitive: `column` contains `text` anywhere. */
export function containsIgnoringCase(column: string, text: string): RawBuilder<SqlBool> {
  return lowerLike(column, `%${escapeLike(text.toLowerCase())}%`);
}

/** The JSON text list in `column` (a multi-choice field) holds `value`. */
export function jsonListHas(column: string, value: unknown): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} like ${`%${escapeLike(JSON.stringify(value))}%`} escape '\\'`;
}
