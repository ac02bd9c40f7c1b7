// The SQL of what today's builders make for a module table besides its columns and indexes (schemaTable.ts
// createTableObjects: its search index, searchIndexes.ts, and the triggers of its data version, tableVersions.ts),
// written into a generated migration as it is now: recorded from a database that only compiles, where every query
// answers no rows. So a builder must build from its arguments alone: its reads are left out of the migration (a
// `select` that only guards against making a thing twice is harmless; one whose answer shapes the SQL would be
// written as if it found nothing). Values it passes as parameters become literals.
import type { CompiledQuery, Kysely } from 'kysely';
import { sqlLiteral, type Dialect } from '../migrations/kit/sql';
import { compiler } from '../migrations/kit/tables';
import { createTableObjects, createTableSearch, type ModuleTableDef } from '../schemaTable';

/** A parameter as an SQL literal. */
function literal(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'string' || typeof value === 'number') return sqlLiteral(value);
  throw new Error(`parámetro que no se puede escribir como literal: ${String(value)}`);
}

/**
 * `text` with its placeholders (SQLite's `?`, PostgreSQL's `$n`) replaced by the literals of `parameters`; those
 * inside quotes, quoted names, dollar-quoted bodies and comments are text, not placeholders.
 */
export function inlineParameters(dialect: Dialect, text: string, parameters: readonly unknown[]): string {
  let out = '';
  let next = 0;
  for (let i = 0; i < text.length;) {
    const rest = text.slice(i);
    const quoted = /^'(?:[^']|'')*'|^"(?:[^"]|"")*"|^--[^\n]*|^\/\*[\s\S]*?\*\//.exec(rest);
    const dollar = dialect === 'postgres' ? /^(\$[A-Za-z_]*\$)[\s\S]*?\1/.exec(rest) : null;
    const placeholder = (dialect === 'postgres' ? /^\$(\d+)/ : /^\?/).exec(rest);
    const skipped = quoted?.[0] ?? dollar?.[0];
    if (skipped) {
      out += skipped;
      i += skipped.length;
    } else if (placeholder) {
      const n = placeholder[1] === undefined ? next++ : Number(placeholder[1]) - 1;
      if (n >= parameters.length) throw new Error(`falta el parámetro ${n + 1} de: ${text}`);
      out += literal(parameters[n]);
      i += placeholder[0].length;
    } else {
      out += text[i];
      i++;
    }
  }
  return out;
}

/** The statements `build` runs on `dialect`, its reads left out. */
export async function recordedSql(dialect: Dialect, build: (db: Kysely<unknown>) => Promise<void>): Promise<string[]> {
  const recorded: CompiledQuery[] = [];
  const db = compiler(dialect, (q) => recorded.push(q));
  try {
    await build(db);
  } finally {
    await db.destroy();
  }
  return recorded.filter((q) => !/^\s*select\b/i.test(q.sql)).map((q) => inlineParameters(dialect, q.sql, q.parameters));
}

/** The SQL of a table's objects besides columns and indexes (a new module's), or of its search index alone. */
export interface BuilderSql {
  readonly objects: (dialect: Dialect, table: ModuleTableDef) => Promise<readonly string[]>;
  readonly search: (dialect: Dialect, table: ModuleTableDef) => Promise<readonly string[]>;
}

/** Today's builders, recorded. */
export const BUILDERS: BuilderSql = {
  objects: (dialect, table) => recordedSql(dialect, (db) => createTableObjects(db, dialect, table)),
  search: (dialect, table) => recordedSql(dialect, (db) => createTableSearch(db, dialect, table)),
};
