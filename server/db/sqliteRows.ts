// Rows of a SQLite statement as objects of one fixed shape. better-sqlite3 makes each row an object key by key,
// which for a wide table (ofertantes: 47 columns) gives a slow dictionary object: building the page's rows took
// longer than the query, and serialising them half again as long as the same rows built here, from the raw
// arrays, by a function compiled once per column list (one object literal, so every row shares one hidden class).
import type SQLite from 'better-sqlite3';
import type { SqliteStatement } from 'kysely';

type Build = (values: readonly unknown[]) => Record<string, unknown>;

/**
 * A function making a row object from its values, in column order, as better-sqlite3 makes it: a repeated name's
 * last value wins, and a column named '__proto__' is left out (better-sqlite3's assignment of it is ignored).
 */
function compileBuild(names: readonly string[]): Build {
  // Column names come from SQLite and are only ever quoted as string literals: no name reaches the code unquoted.
  const properties = names.flatMap((name, i) => (name === '__proto__' ? [] : [`${JSON.stringify(name)}: v[${i}]`]));
  return new Function('v', `return { ${properties.join(', ')} };`) as Build;
}

interface Shape {
  readonly schema: number;
  readonly build: Build;
}

/**
 * From this many columns a statement's rows are built here: a narrower row costs better-sqlite3 little, and
 * reading the schema version for it (a session, a count) would cost more than it saves.
 */
export const WIDE_ROW = 8;

/**
 * A statement as Kysely's SQLite driver uses it: a wide one (WIDE_ROW) reads its rows through one compiled
 * builder, made again when the database's schema changed (a column renamed or added behind a `select *`): SQLite
 * re-prepares the statement by itself, and the names must follow.
 */
export function shapedStatement(statement: SQLite.Statement, schemaVersion: () => number): SqliteStatement {
  if (!statement.reader || statement.columns().length < WIDE_ROW) return statement;
  const raw = statement.raw(true);
  let shape: Shape | null = null;
  const builder = (): Build => {
    const schema = schemaVersion();
    if (shape?.schema !== schema) {
      const names = raw.columns().map((c) => c.name);
      shape = { schema, build: compileBuild(names) };
    }
    return shape.build;
  };
  return {
    reader: true,
    all(parameters) {
      const rows = raw.all(parameters) as unknown[][];
      if (rows.length === 0) return rows;
      const build = builder();
      const out = new Array<Record<string, unknown>>(rows.length);
      for (let i = 0; i < rows.length; i++) out[i] = build(rows[i] ?? []);
      return out;
    },
    run: (parameters) => raw.run(parameters),
    *iterate(parameters) {
      for (const values of raw.iterate(parameters) as Iterable<unknown[]>) yield builder()(values);
    },
  };
}
