// Migrations kit (frozen; see sql.ts). SQLite's ALTER TABLE cannot give a column a default, a NOT NULL or a foreign
// key, nor change one: the table is rebuilt, as https://sqlite.org/lang_altertable.html#otheralter describes —
// foreign keys off, in one transaction, a new table from the old one's own CREATE TABLE text with the change made,
// the rows copied, the old table dropped and the new one renamed to its name, its indexes and triggers (the `q`
// search index's) and the views made again, the foreign keys checked before the commit.
import { sql, type Kysely, type Transaction } from 'kysely';
import { quoteIdent } from './sql';

/** Column name -> the clause appended to its definition, e.g. `default 'PEN'` or `references "usuarios" ("id_usuario")`. */
export type ColumnClauses = Readonly<Record<string, string>>;

/** What a rebuild changes in a table's columns (each definition as CREATE TABLE writes it: `"estado" text not null`). */
export interface ColumnChanges {
  /** Column name -> its new definition, in place of the one there. */
  readonly replace?: Readonly<Record<string, string>>;
  /** Columns left out, with their values. */
  readonly drop?: readonly string[];
  /** New columns, after the last one: filled with their default. */
  readonly add?: readonly string[];
}

/** The parts of a CREATE TABLE's column list, split at the commas outside quotes and parentheses. */
function splitDefinitions(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'" || ch === '`') quote = ch;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(body.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(body.slice(start).trim());
  return parts;
}

/** The column a definition declares ("name" or name), or null for a table constraint. */
function definedColumn(definition: string): string | null {
  const quoted = /^"((?:[^"]|"")+)"/.exec(definition);
  if (quoted?.[1]) return quoted[1].replace(/""/g, '"');
  const bare = /^([A-Za-z_][A-Za-z0-9_]*)/.exec(definition);
  const word = bare?.[1];
  return word && !/^(constraint|primary|unique|check|foreign)$/i.test(word) ? word : null;
}

/** A CREATE TABLE text's definitions, and what follows its closing parenthesis. */
function definitionsOf(createSql: string): { definitions: string[]; tail: string } {
  const open = createSql.indexOf('(');
  const close = createSql.lastIndexOf(')');
  if (open < 0 || close < open) throw new Error(`CREATE TABLE ilegible: ${createSql}`);
  return { definitions: splitDefinitions(createSql.slice(open + 1, close)), tail: createSql.slice(close + 1) };
}

function failOnMissing(wanted: Iterable<string>, seen: ReadonlySet<string>): void {
  const missing = [...wanted].filter((c) => !seen.has(c));
  if (missing.length) throw new Error(`columnas inexistentes: ${missing.join(', ')}`);
}

/** `createSql` (a table's CREATE TABLE text) for a table named `name`, with `clauses` appended to their columns. */
export function withClauses(createSql: string, name: string, clauses: ColumnClauses): string {
  const { definitions, tail } = definitionsOf(createSql);
  const seen = new Set<string>();
  const changed = definitions.map((d) => {
    const column = definedColumn(d);
    const clause = column === null ? undefined : clauses[column];
    if (column === null || clause === undefined) return d;
    seen.add(column);
    return `${d} ${clause}`;
  });
  failOnMissing(Object.keys(clauses), seen);
  return `CREATE TABLE ${quoteIdent(name)} (${changed.join(', ')})${tail}`;
}

/** `createSql` for a table named `name` with `changes` made: replaced, dropped and (after the last column) new columns. */
export function withChanges(createSql: string, name: string, changes: ColumnChanges): string {
  const { definitions, tail } = definitionsOf(createSql);
  const replace = changes.replace ?? {};
  const drop = new Set(changes.drop ?? []);
  const seen = new Set<string>();
  const columns: string[] = [];
  const constraints: string[] = [];
  for (const d of definitions) {
    const column = definedColumn(d);
    if (column === null) {
      constraints.push(d);
      continue;
    }
    seen.add(column);
    if (drop.has(column)) continue;
    columns.push(replace[column] ?? d);
  }
  failOnMissing([...Object.keys(replace), ...drop], seen);
  return `CREATE TABLE ${quoteIdent(name)} (${[...columns, ...(changes.add ?? []), ...constraints].join(', ')})${tail}`;
}

/** Rebuilds `table` as `create` makes its CREATE TABLE text, copying every column but `dropped`; inside withSqliteRebuilds. */
async function rebuild(trx: Transaction<unknown>, table: string, create: (createSql: string, name: string) => string, dropped: readonly string[]) {
  const created = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = ${table}`.execute(trx);
  const createSql = created.rows[0]?.sql;
  if (!createSql) throw new Error(`no existe la tabla ${table}`);
  const dependents = await sql<{ sql: string }>`select sql from sqlite_master
    where tbl_name = ${table} and type in ('index', 'trigger') and sql is not null order by rowid`.execute(trx);
  const columns = await sql<{ name: string }>`select name from pragma_table_info(${table}) order by cid`.execute(trx);
  const hasSequence = (await sql`select 1 from sqlite_master where type = 'table' and name = 'sqlite_sequence'`.execute(trx)).rows.length > 0;
  // AUTOINCREMENT never gives a key again, even that of a deleted last row: the counter survives the copy.
  const sequence = hasSequence
    ? (await sql<{ seq: number }>`select seq from sqlite_sequence where name = ${table}`.execute(trx)).rows[0]?.seq
    : undefined;
  const rebuilt = `${table}__rebuilt`;
  const list = columns.rows
    .filter((c) => !dropped.includes(c.name))
    .map((c) => quoteIdent(c.name))
    .join(', ');
  await sql.raw(create(createSql, rebuilt)).execute(trx);
  await sql.raw(`insert into ${quoteIdent(rebuilt)} (${list}) select ${list} from ${quoteIdent(table)}`).execute(trx);
  await sql.raw(`drop table ${quoteIdent(table)}`).execute(trx);
  await sql.raw(`alter table ${quoteIdent(rebuilt)} rename to ${quoteIdent(table)}`).execute(trx);
  for (const d of dependents.rows) await sql.raw(d.sql).execute(trx);
  if (sequence !== undefined) {
    await sql`delete from sqlite_sequence where name = ${table}`.execute(trx);
    await sql`insert into sqlite_sequence (name, seq) values (${table}, ${sequence})`.execute(trx);
  }
}

/** Rebuilds `table` with `clauses` added to its columns; inside withSqliteRebuilds (migration 0020). */
export async function rebuildSqliteTable(trx: Transaction<unknown>, table: string, clauses: ColumnClauses): Promise<void> {
  await rebuild(trx, table, (createSql, name) => withClauses(createSql, name, clauses), []);
}

/** Rebuilds `table` with `changes` made to its columns; inside withSqliteRebuilds (the generated migrations). */
export async function rebuildSqliteTableWith(trx: Transaction<unknown>, table: string, changes: ColumnChanges): Promise<void> {
  await rebuild(trx, table, (createSql, name) => withChanges(createSql, name, changes), changes.drop ?? []);
}

/**
 * Runs `work` (rebuilds) with foreign keys off, in one transaction, the views dropped meanwhile (a rename checks
 * every view, and a view may name the table being rebuilt); fails, changing nothing, when a foreign key then
 * names a missing row.
 */
export async function withSqliteRebuilds(db: Kysely<unknown>, work: (trx: Transaction<unknown>) => Promise<void>): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      const views = await sql<{ name: string; sql: string }>`select name, sql from sqlite_master where type = 'view' order by rowid`.execute(trx);
      for (const v of views.rows) await sql.raw(`drop view ${quoteIdent(v.name)}`).execute(trx);
      await work(trx);
      for (const v of views.rows) await sql.raw(v.sql).execute(trx);
      const broken = await sql<{ table: string; rowid: number; parent: string }>`select "table", rowid, parent from pragma_foreign_key_check`.execute(
        trx,
      );
      if (broken.rows.length) {
        const which = broken.rows.slice(0, 5).map((r) => `${r.table} ${r.rowid} -> ${r.parent}`);
        throw new Error(`claves foráneas sin fila: ${which.join('; ')}${broken.rows.length > 5 ? '…' : ''}`);
      }
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
