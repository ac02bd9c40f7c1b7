// A whole database's schema read from its own catalogue (SQLite's sqlite_schema and pragmas; PostgreSQL's
// information_schema and pg_catalog) into one comparable form — every table's columns in order (type, NOT NULL,
// default), constraints, foreign keys, indexes (their definition), triggers, storage options; the views, the
// trigger functions and the sequences — and the differences between two of them, one line each. The upgrade test
// compares a database migrated from an earlier release with a fresh one by it; its rows are read by tableRows.
import { sql } from 'kysely';
import { dialectOf } from '#server/db/connect';
import { quoteIdent } from '#server/db/migrations/kit/sql';
import type { Db } from '#server/db/types';

/** A table: each aspect a list of lines, in an order that does not depend on how the table was made. */
export interface TableSchema {
  /** One line per column, in column order: `name type [not null] [default …] [primary key n]`. */
  readonly columns: readonly string[];
  readonly constraints: readonly string[];
  readonly foreignKeys: readonly string[];
  readonly indexes: readonly string[];
  readonly triggers: readonly string[];
  readonly options: readonly string[];
}

export interface DatabaseSchema {
  readonly tables: Readonly<Record<string, TableSchema>>;
  /** Views, trigger functions (PostgreSQL), sequences (PostgreSQL), extensions (PostgreSQL): `name: definition`. */
  readonly others: readonly string[];
}

/** Whitespace runs as one space, so that the same statement written on one or several lines reads the same. */
const squash = (text: string | null): string => (text ?? '').replace(/\s+/g, ' ').trim();
const sorted = (lines: readonly string[]): string[] => [...lines].sort();

export async function databaseSchema(db: Db): Promise<DatabaseSchema> {
  return dialectOf(db) === 'postgres' ? pgSchema(db) : sqliteSchema(db);
}

async function sqliteSchema(db: Db): Promise<DatabaseSchema> {
  const objects = await sql<{ type: string; name: string; tbl_name: string; sql: string | null }>`
    select type, name, tbl_name, sql from sqlite_schema where name not like 'sqlite_%' order by name`.execute(db);
  const tables: Record<string, TableSchema> = {};
  for (const t of objects.rows.filter((o) => o.type === 'table')) {
    const cols = await sql<{ name: string; type: string; notnull: number; dflt_value: string | null; pk: number; hidden: number }>`
      select name, type, "notnull", dflt_value, pk, hidden from pragma_table_xinfo(${t.name}) order by cid`.execute(db);
    const list = await sql<{ name: string; unique: number; origin: string; partial: number }>`
      select name, "unique", origin, partial from pragma_index_list(${t.name})`.execute(db);
    const indexes: string[] = [];
    for (const ix of list.rows) {
      const parts = await sql<{ name: string | null; desc: number; coll: string }>`
        select name, "desc", coll from pragma_index_xinfo(${ix.name}) where key = 1 order by seqno`.execute(db);
      const text = objects.rows.find((o) => o.type === 'index' && o.name === ix.name)?.sql ?? null;
      const columns = parts.rows.map((p) => `${p.name ?? '<expresión>'}${p.desc ? ' desc' : ''}${p.coll === 'BINARY' ? '' : ` collate ${p.coll}`}`);
      // Unnamed ones (a UNIQUE or PRIMARY KEY constraint's) are numbered by SQLite: told apart by what they cover.
      const name = ix.origin === 'c' ? ix.name : `(${ix.origin === 'pk' ? 'primary key' : 'unique'})`;
      const where = ix.partial ? ` where …${squash(text).replace(/^.* where /i, '')}` : '';
      indexes.push(`${name}${ix.unique ? ' unique' : ''} (${columns.join(', ')})${where}`);
    }
    const fks = await sql<{ id: number; table: string; from: string; to: string | null; on_update: string; on_delete: string; match: string }>`
      select id, "table", "from", "to", on_update, on_delete, "match" from pragma_foreign_key_list(${t.name}) order by id, seq`.execute(db);
    const byId = new Map<number, string[]>();
    for (const fk of fks.rows) byId.set(fk.id, [...(byId.get(fk.id) ?? []), `${fk.from} -> ${fk.table}.${fk.to ?? '(primary key)'}`]);
    const fkRules = new Map(fks.rows.map((fk) => [fk.id, `on update ${fk.on_update} on delete ${fk.on_delete}`]));
    const virtual = t.sql?.toUpperCase().startsWith('CREATE VIRTUAL TABLE') === true;
    tables[t.name] = {
      // Hidden 1: a virtual table's own columns; 2 and 3: generated columns.
      columns: cols.rows
        .filter((c) => c.hidden !== 1)
        .map((c) =>
          [
            c.name,
            c.type,
            c.notnull ? 'not null' : '',
            c.dflt_value === null ? '' : `default ${c.dflt_value}`,
            c.pk ? `primary key ${c.pk}` : '',
            c.hidden ? 'generated' : '',
          ]
            .filter(Boolean)
            .join(' '),
        ),
      // A virtual table is its CREATE statement (its module and options); a table's AUTOINCREMENT is in its text only.
      constraints: virtual ? [squash(t.sql)] : /autoincrement/i.test(t.sql ?? '') ? ['autoincrement'] : [],
      foreignKeys: sorted([...byId].map(([id, lines]) => `${lines.join(', ')} ${fkRules.get(id) ?? ''}`)),
      indexes: sorted(indexes),
      triggers: sorted(objects.rows.filter((o) => o.type === 'trigger' && o.tbl_name === t.name).map((o) => `${o.name}: ${squash(o.sql)}`)),
      options: /\)\s*without rowid\s*$/i.test(t.sql ?? '') ? ['without rowid'] : [],
    };
  }
  const others = objects.rows.filter((o) => o.type === 'view').map((o) => `view ${o.name}: ${squash(o.sql)}`);
  return { tables, others: sorted(others) };
}

async function pgSchema(db: Db): Promise<DatabaseSchema> {
  const names = await sql<{ name: string; options: string[] | null }>`
    select c.relname as name, c.reloptions as options from pg_class c
    where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p') order by c.relname`.execute(db);
  const tables: Record<string, TableSchema> = {};
  for (const { name, options } of names.rows) {
    const cols = await sql<{
      name: string;
      type: string;
      nullable: string;
      default: string | null;
      collation: string | null;
      generated: string | null;
    }>`
      select column_name as name, data_type as type, is_nullable as nullable, column_default as default,
        collation_name as collation, generation_expression as generated
      from information_schema.columns where table_schema = current_schema() and table_name = ${name} order by ordinal_position`.execute(db);
    const rel = sql`(select c.oid from pg_class c where c.relname = ${name} and c.relnamespace = current_schema()::regnamespace)`;
    const constraints = await sql<{ name: string; type: string; def: string }>`
      select conname as name, contype as type, pg_get_constraintdef(oid) as def from pg_constraint where conrelid = ${rel}`.execute(db);
    const indexes = await sql<{ def: string }>`
      select pg_get_indexdef(i.indexrelid) as def from pg_index i where i.indrelid = ${rel}`.execute(db);
    const triggers = await sql<{ def: string }>`
      select pg_get_triggerdef(oid) as def from pg_trigger where tgrelid = ${rel} and not tgisinternal`.execute(db);
    tables[name] = {
      columns: cols.rows.map((c) =>
        [
          c.name,
          c.type,
          c.collation ? `collate ${c.collation}` : '',
          c.nullable === 'NO' ? 'not null' : '',
          c.default === null ? '' : `default ${c.default}`,
          c.generated === null ? '' : `generated always as ${c.generated}`,
        ]
          .filter(Boolean)
          .join(' '),
      ),
      constraints: sorted(constraints.rows.filter((c) => c.type !== 'f').map((c) => `${c.name}: ${c.def}`)),
      foreignKeys: sorted(constraints.rows.filter((c) => c.type === 'f').map((c) => `${c.name}: ${c.def}`)),
      indexes: sorted(indexes.rows.map((i) => i.def)),
      triggers: sorted(triggers.rows.map((t) => t.def)),
      options: sorted(options ?? []),
    };
  }
  // The app's own functions: not those an extension brings.
  const functions = await sql<{ name: string; def: string }>`
    select p.proname as name, pg_get_functiondef(p.oid) as def from pg_proc p
    where p.pronamespace = current_schema()::regnamespace
      and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`.execute(db);
  const views = await sql<{ name: string; def: string }>`
    select viewname as name, definition as def from pg_views where schemaname = current_schema()`.execute(db);
  const sequences = await sql<{ name: string; owner: string | null }>`
    select s.relname as name, (select t.relname || '.' || a.attname from pg_depend d join pg_class t on t.oid = d.refobjid
      join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where d.objid = s.oid and d.deptype = 'a' and d.classid = 'pg_class'::regclass) as owner
    from pg_class s where s.relkind = 'S' and s.relnamespace = current_schema()::regnamespace`.execute(db);
  const extensions = await sql<{ name: string }>`select extname as name from pg_extension`.execute(db);
  return {
    tables,
    others: sorted([
      ...functions.rows.map((f) => `function ${f.name}: ${squash(f.def)}`),
      ...views.rows.map((v) => `view ${v.name}: ${squash(v.def)}`),
      ...sequences.rows.map((s) => `sequence ${s.name} owned by ${s.owner ?? 'nothing'}`),
      ...extensions.rows.map((e) => `extension ${e.name}`),
    ]),
  };
}

/** The lines of `a` missing from `b` as `- line` and those of `b` missing from `a` as `+ line`, after `prefix`. */
function lineDiff(prefix: string, a: readonly string[], b: readonly string[]): string[] {
  return [...a.filter((l) => !b.includes(l)).map((l) => `${prefix}- ${l}`), ...b.filter((l) => !a.includes(l)).map((l) => `${prefix}+ ${l}`)];
}

/** What differs between two schemas (`-` only in `a`, `+` only in `b`), one line each; [] when they are the same. */
export function schemaDiff(a: DatabaseSchema, b: DatabaseSchema): string[] {
  const out: string[] = [];
  const names = [...new Set([...Object.keys(a.tables), ...Object.keys(b.tables)])].sort();
  for (const name of names) {
    const [x, y] = [a.tables[name], b.tables[name]];
    if (!x || !y) {
      out.push(`${x ? '-' : '+'} table ${name}`);
      continue;
    }
    // Columns in order: the same set in another order is a difference too.
    if (x.columns.join('\n') !== y.columns.join('\n') && lineDiff('', x.columns, y.columns).length === 0)
      out.push(`${name}: column order ${x.columns.map((c) => c.split(' ')[0]).join(', ')} / ${y.columns.map((c) => c.split(' ')[0]).join(', ')}`);
    for (const aspect of ['columns', 'constraints', 'foreignKeys', 'indexes', 'triggers', 'options'] as const)
      out.push(...lineDiff(`${name} ${aspect}: `, x[aspect], y[aspect]));
  }
  out.push(...lineDiff('', a.others, b.others));
  return out;
}

/** Every row of `table`, the given columns only, each as JSON (blobs as base64), sorted: a multiset to compare. */
export async function tableRows(db: Db, table: string, columns: readonly string[]): Promise<string[]> {
  const list = columns.map(quoteIdent).join(', ');
  const result = await sql<Record<string, unknown>>`select ${sql.raw(list)} from ${sql.table(table)}`.execute(db);
  return result.rows.map((row) => JSON.stringify(columns.map((c) => (Buffer.isBuffer(row[c]) ? row[c].toString('base64') : row[c])))).sort();
}
