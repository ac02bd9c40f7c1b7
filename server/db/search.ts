// The full-text `q` of the lists, per dialect (the only place with its SQL): accent- and case-insensitive matching
// of word prefixes over a module's declared search fields, served by a word index.
// - SQLite: an FTS5 table (unicode61 tokenizer without diacritics, prefix indexes) over the table's search columns,
//   external content (the table itself), kept in step by triggers in the writing transaction.
// - PostgreSQL: the folded words (lower case, no accents, letters and digits only) of the same columns, stored once
//   per row in a word table (`<table>_q_words`: word, key; primary key (word, key) in byte order) kept in step by a
//   trigger in the writing transaction. A word prefix is a range of that index: matches are found and counted from
//   the index alone, without visiting the table's rows (a GIN index over a tsvector cannot avoid that visit).
// Every word of q must start a word of the row ('miraf' finds Miraflores, 'Jesus Mar' finds 'Jesús María'); a word
// with punctuation inside is a phrase ('OF-0001' finds the code 'OF-00012'). Text without letters or digits ('%')
// falls back to a folded substring LIKE over the same columns, wildcards taken literally.
import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { ModuleSchema } from '../../src/framework/schema';
import { modules as registryModules } from '../../src/resources/registry';
import type { Dialect } from './types';
import { must } from '../../src/lib/must';

type MigrationDb = Pick<Kysely<unknown>, 'schema' | 'getExecutor'>;

// Spanish (and the neighbouring Latin) accents, folded after lower-casing: the same map in JavaScript and SQL.
const FOLD_FROM = 'áàâäãåéèêëíìîïóòôöõúùûüñçý';
const FOLD_TO = 'aaaaaaeeeeiiiiooooouuuuncy';
const FOLD = new Map([...FOLD_FROM].map((ch, i) => [ch, FOLD_TO[i]]));

/** Lower case without accents: 'Jesús María' -> 'jesus maria'. */
export function fold(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase()) out += FOLD.get(ch) ?? ch;
  return out;
}

/** The table holding a module's rows (a view's base table) and the columns its search index covers. */
function searchTable(schema: ModuleSchema, modules: readonly ModuleSchema[]): { table: ModuleSchema; covered: boolean } {
  const table = (schema.viewOf && modules.find((m) => m.name === schema.viewOf)) || schema;
  const indexed = new Set(table.list.search ?? []);
  return { table, covered: (schema.list.search ?? []).every((f) => indexed.has(f)) };
}

const ftsName = (table: string) => `${table}_q`;
const pgWordTable = (table: string) => `${table}_q_words`;
const pgWordKey = (table: string) => `${table}_q_words_pk`;
const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The index names of a table's search index (for the plan test and the migration). */
export const searchIndexName = (dialect: Dialect, table: string): string => (dialect === 'postgres' ? pgWordKey(table) : ftsName(table));

/** PostgreSQL: the folded text of the columns (of `row`: a trigger's old or new), identical in the index and in the query. */
function pgFolded(columns: readonly string[], row?: 'old' | 'new'): string {
  const joined = columns.map((c) => `coalesce(${row ? `${row}.` : ''}${quoteIdent(c)}::text, '')`).join(` || ' ' || `);
  const from = FOLD_FROM + FOLD_FROM.toUpperCase();
  return `translate(lower(${joined}), '${from}', '${FOLD_TO}${FOLD_TO}')`;
}

/** PostgreSQL: the words of the columns as a 'simple' tsvector (a phrase of q is checked on it, row by row). */
function pgWords(columns: readonly string[]): string {
  return `to_tsvector('simple'::regconfig, regexp_replace(${pgFolded(columns)}, '[^a-z0-9]+', ' ', 'g'))`;
}

/**
 * The words of q, each a list of tokens (letters and digits, folded): 'OF-0001 Jesús' -> [['of', '0001'], ['jesus']].
 * SQLite's tokenizer keeps any letter in a word, PostgreSQL's index only the folded Latin ones.
 */
export function searchWords(dialect: Dialect, q: string): string[][] {
  const token = dialect === 'postgres' ? /[a-z0-9]+/g : /[\p{L}\p{N}]+/gu;
  return fold(q)
    .split(/\s+/)
    .map((word) => word.match(token) ?? [])
    .filter((tokens) => tokens.length > 0);
}

/** SQLite FTS5: every word a prefix phrase, all required ('"of 0001" * AND "jesus" *'). */
function ftsQuery(fields: readonly string[] | null, words: readonly string[][]): string {
  const all = words.map((tokens) => `"${tokens.join(' ')}" *`).join(' AND ');
  return fields ? `{${fields.join(' ')}} : (${all})` : all;
}

/** PostgreSQL tsquery: the same ('of <-> 0001:* & jesus:*'). */
function tsQuery(words: readonly string[][]): string {
  return words.map((tokens) => tokens.map((t, i) => (i === tokens.length - 1 ? `${t}:*` : t)).join(' <-> ')).join(' & ');
}

function likePattern(q: string): string {
  return `%${fold(q).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** PostgreSQL: a word equal to `token`, or starting with it (`prefix`): one range of the word table's index. */
function pgTokenMatch(token: string, prefix: boolean): RawBuilder<unknown> {
  if (!prefix) return sql`word = ${token}`;
  const after = token.slice(0, -1) + String.fromCharCode(token.charCodeAt(token.length - 1) + 1);
  return sql`word >= ${token} and word < ${after}`;
}

/**
 * PostgreSQL: the keys whose words hold every word of q, from the word table's index alone (a phrase by its longest
 * token: its whole order is checked on the row, see searchCondition); `distinct` for counting them (one range may
 * hold a row twice: 'mira' finds 'Miraflores' and 'mirador'). Each further word is a hashed subplan (`(…) is true`
 * is never made a join): its range read once, whatever the planner guesses of a word's frequency — a join chosen
 * from a range wrongly thought rare rescans the other range for every key.
 */
function pgKeys(table: string, words: readonly string[][], distinct = false): RawBuilder<unknown> {
  const wordTable = sql.table(pgWordTable(table));
  const [first, ...rest] = words.map((tokens) => {
    const longest = tokens.reduce((best, t, i) => (t.length >= (tokens[best]?.length ?? 0) ? i : best), 0);
    return pgTokenMatch(must(tokens[longest], 'una palabra de q'), longest === tokens.length - 1);
  });
  const also = rest.map((match) => sql` and (row_key in (select row_key from ${wordTable} where ${match})) is true`);
  return sql`select ${sql.raw(distinct ? 'distinct ' : '')}row_key from ${wordTable} where ${must(first, 'una palabra de q')}${sql.join(also, sql``)}`;
}

/**
 * The keys of the rows of `schema` whose search fields match q through the word index (at most `limit`), or null
 * when the index cannot answer alone (no letter or digit in q, fields the index does not cover; on PostgreSQL also
 * a word with punctuation inside, whose order of tokens is checked on the row).
 */
export function searchKeys(
  dialect: Dialect,
  schema: ModuleSchema,
  q: string,
  limit?: number,
  modules: readonly ModuleSchema[] = registryModules,
): RawBuilder<unknown> | null {
  const { table, covered } = searchTable(schema, modules);
  const words = searchWords(dialect, q);
  if (!covered || words.length === 0) return null;
  const fields = schema.list.search ?? [];
  const all = fields.length === (table.list.search ?? []).length;
  let match: RawBuilder<unknown>;
  if (dialect === 'postgres') {
    if (!all || words.some((tokens) => tokens.length > 1)) return null;
    match = pgKeys(table.name, words, true);
  } else {
    const fts = sql.table(ftsName(table.name));
    match = sql`select rowid from ${fts} where ${fts} match ${ftsQuery(all ? null : fields, words)}`;
  }
  return limit === undefined ? match : sql`${match} limit ${sql.lit(limit)}`;
}

/**
 * The condition 'the row matches q' for a listado (q already trimmed, at most 200 characters). `walk`: the page is
 * read along its sort index, each row tested against the set of matching keys (many matches); otherwise the
 * matches are read first, then sorted. PostgreSQL: `(key in (…)) is true` keeps the set a hashed subplan tested
 * per row instead of a join the planner would build over the whole sort index; `= any(array(…))` reads the
 * matches' rows through the primary key rather than hashing the whole table.
 */
export function searchCondition(
  dialect: Dialect,
  schema: ModuleSchema,
  q: string,
  walk = false,
  modules: readonly ModuleSchema[] = registryModules,
): Expression<SqlBool> {
  const fields = schema.list.search ?? [];
  const words = searchWords(dialect, q);
  const key = sql.ref(schema.key);
  if (dialect === 'postgres') {
    if (words.length === 0) return sql<SqlBool>`${sql.raw(pgFolded(fields))} like ${likePattern(q.replace(/\s+/g, ' '))}`;
    const { table, covered } = searchTable(schema, modules);
    const phrases = words.filter((tokens) => tokens.length > 1);
    const inOrder = sql<SqlBool>`${sql.raw(pgWords(fields))} @@ to_tsquery('simple'::regconfig, ${tsQuery(phrases.length ? phrases : words)})`;
    // Fields other than the table's words (a view's subset): the words of each row, computed.
    if (!covered || fields.length !== (table.list.search ?? []).length) return inOrder;
    // Walking: each row tested against the keys, hashed once. Otherwise the keys, then their rows by primary key.
    const matching = pgKeys(table.name, words);
    const keys = walk ? sql<SqlBool>`(${key} in (${matching})) is true` : sql<SqlBool>`${key} = any(array(${matching}))`;
    return phrases.length ? sql<SqlBool>`(${keys} and ${inOrder})` : keys;
  }
  const keys = searchKeys(dialect, schema, q, undefined, modules);
  if (keys) return walk ? sql<SqlBool>`+${key} in (${keys})` : sql<SqlBool>`${key} in (${keys})`;
  const pattern = likePattern(q.replace(/\s+/g, ' '));
  return sql<SqlBool>`(${sql.join(
    fields.map((f) => sql`fold(${sql.ref(f)}) like ${pattern} escape '\\'`),
    sql` or `,
  )})`;
}

/** Creates the search index of a table over `columns` (a module's declared search fields), filled from its rows. */
export async function createSearchIndex(db: MigrationDb, dialect: Dialect, name: string, key: string, columns: readonly string[]): Promise<void> {
  if (columns.length === 0) return;
  const table = quoteIdent(name);
  if (dialect === 'postgres') {
    await createPgWordTable(db, name, key, columns);
    return;
  }
  const fts = quoteIdent(ftsName(name));
  const cols = columns.map(quoteIdent).join(', ');
  const values = (row: 'new' | 'old') => columns.map((c) => `${row}.${quoteIdent(c)}`).join(', ');
  const k = quoteIdent(key);
  const trigger = (suffix: string) => quoteIdent(`${ftsName(name)}_${suffix}`);
  const remove = `insert into ${fts}(${fts}, rowid, ${cols}) values ('delete', old.${k}, ${values('old')});`;
  const add = `insert into ${fts}(rowid, ${cols}) values (new.${k}, ${values('new')});`;
  const options = `content=${table}, content_rowid=${k}, tokenize='unicode61 remove_diacritics 2', prefix='2 3 4'`;
  await sql.raw(`create virtual table if not exists ${fts} using fts5(${cols}, ${options})`).execute(db);
  await sql.raw(`create trigger if not exists ${trigger('ai')} after insert on ${table} begin ${add} end`).execute(db);
  await sql.raw(`create trigger if not exists ${trigger('ad')} after delete on ${table} begin ${remove} end`).execute(db);
  await sql.raw(`create trigger if not exists ${trigger('au')} after update of ${cols} on ${table} begin ${remove} ${add} end`).execute(db);
  await sql.raw(`insert into ${fts}(${fts}) values ('rebuild')`).execute(db);
}

/** PostgreSQL: the word table of `name`, its trigger (in the writing transaction) and its rows from the table's. */
async function createPgWordTable(db: MigrationDb, name: string, key: string, columns: readonly string[]): Promise<void> {
  const table = quoteIdent(name);
  const words = quoteIdent(pgWordTable(name));
  const sync = quoteIdent(`${name}_q_sync`);
  const k = quoteIdent(key);
  const split = (row: 'old' | 'new') => `regexp_split_to_table(${pgFolded(columns, row)}, '[^a-z0-9]+')`;
  await sql
    .raw(
      `create table if not exists ${words} (word text collate "C" not null, row_key integer not null, ` +
        `constraint ${quoteIdent(pgWordKey(name))} primary key (word, row_key)) ` +
        // Read from its index alone, which needs a current visibility map: vacuumed after fewer writes than usual.
        `with (autovacuum_vacuum_insert_scale_factor = 0.02, autovacuum_vacuum_scale_factor = 0.02)`,
    )
    .execute(db);
  const body = [
    `if tg_op = 'UPDATE' and ${pgFolded(columns, 'old')} = ${pgFolded(columns, 'new')} then return null; end if;`,
    `if tg_op <> 'INSERT' then delete from ${words} where row_key = old.${k} and word in (select ${split('old')}); end if;`,
    `if tg_op <> 'DELETE' then insert into ${words} (word, row_key) select distinct w, new.${k} from ${split('new')} as w where w <> ''; end if;`,
    'return null;',
  ].join(' ');
  await sql.raw(`create or replace function ${sync}() returns trigger language plpgsql as $q$ begin ${body} end $q$`).execute(db);
  const cols = columns.map(quoteIdent).join(', ');
  await sql.raw(`drop trigger if exists ${sync} on ${table}`).execute(db);
  await sql.raw(`create trigger ${sync} after insert or delete or update of ${cols} on ${table} for each row execute function ${sync}()`).execute(db);
  const all = `regexp_split_to_table(${pgFolded(columns)}, '[^a-z0-9]+')`;
  await sql
    .raw(`insert into ${words} (word, row_key) select distinct w, ${k} from ${table}, ${all} as w where w <> '' on conflict do nothing`)
    .execute(db);
}

/** PostgreSQL: drops the GIN tsvector index of migration 0015 (the word table replaces it), if there. */
export async function dropPgTsvectorIndex(db: MigrationDb, name: string): Promise<void> {
  await sql.raw(`drop index if exists ${quoteIdent(`${name}_q_tsv`)}`).execute(db);
}

/** Drops the trigram search index of migration 0011 (FTS5 trigram on SQLite, pg_trgm on PostgreSQL), if there. */
export async function dropTrigramSearchIndex(db: MigrationDb, dialect: Dialect, name: string): Promise<void> {
  if (dialect === 'postgres') {
    await sql.raw(`drop index if exists ${quoteIdent(`${name}_q_trgm`)}`).execute(db);
    return;
  }
  for (const suffix of ['ai', 'ad', 'au']) await sql.raw(`drop trigger if exists ${quoteIdent(`${name}_fts_${suffix}`)}`).execute(db);
  await sql.raw(`drop table if exists ${quoteIdent(`${name}_fts`)}`).execute(db);
}
