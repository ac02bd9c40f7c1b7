// Every list query the screens make — each module's declared filters with its default sort, and the count beside
// it — is answered from an index: SQLite's plan never sorts the table in a temporary B-tree and never scans a whole
// table for an indexable filter (EXPLAIN QUERY PLAN on the demo data, after the ANALYZE of migrations and seed).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery, sql, type Compilable } from 'kysely';
import { fieldType } from '../../src/framework/fields';
import { fieldOf, type FieldDef, type ModuleSchema } from '../../src/framework/schema';
import { modules } from '../../src/resources/registry';
import { parseListParams } from '#server/crud/listParams';
import { countQueries, pageQuery } from '#server/crud/query';
import { searchIndexName } from '#server/db/search';
import { SEARCHED } from '#server/db/migrations/kit/searched';
import { createModuleTable, deepPageIndex, listIndexes } from '#server/db/schemaTable';
import { must } from '../../src/lib/must';
import { anyTable, type Db } from '#server/db/types';
import { startApp, type TestApp } from './helpers';
import { onPostgresRun } from './testDb';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await startApp();
  db = t.app.connection.db;
});
afterAll(async () => t?.close());

async function planOf(query: Compilable): Promise<string[]> {
  const { sql: text, parameters } = query.compile();
  const res = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${text}`, [...parameters]));
  return res.rows.map((row) => row.detail);
}

/** A value the field really holds in the demo data (or one its type accepts). */
async function sampleValue(schema: ModuleSchema, name: string, f: FieldDef): Promise<unknown> {
  if (f.choices?.length) return f.choices[0]!.id;
  if (f.type === 'boolean') return true;
  const table = schema.viewOf ?? schema.name;
  const row = await anyTable(db).selectFrom(table).select(sql.ref(name).as('v')).where(sql.ref(name), 'is not', null).limit(1).executeTakeFirst();
  if (row && (typeof row.v === 'string' || typeof row.v === 'number'))
    return f.type === 'datetime' || f.type === 'date' ? String(row.v).slice(0, 10) : fieldType(f).fromDb(row.v);
  return f.type === 'reference' || f.type === 'integer' ? 1 : f.type === 'date' || f.type === 'datetime' ? '2026-01-01' : 'x';
}

interface Case {
  readonly label: string;
  readonly filter: Record<string, unknown>;
  /** The filter can be served by a B-tree index (not a JSON list searched with LIKE). */
  readonly indexable: boolean;
  readonly equality: boolean;
  readonly range: boolean;
}

async function casesOf(schema: ModuleSchema): Promise<Case[]> {
  const cases: Case[] = [{ label: 'sin filtro', filter: {}, indexable: false, equality: false, range: false }];
  for (const [name, f] of Object.entries(schema.fields)) {
    if (!f.filter || f.writeOnly) continue;
    const value = await sampleValue(schema, name, f);
    const key = f.filter === 'range' ? `${name}_gte` : name;
    const v = Array.isArray(value) ? value[0] : value;
    cases.push({
      label: key,
      filter: { [key]: v },
      indexable: fieldType(f).indexable,
      equality: f.filter === 'eq' || f.filter === 'in',
      range: f.filter === 'range',
    });
  }
  for (const combo of schema.list.indexes ?? []) {
    const filter: Record<string, unknown> = {};
    for (const name of combo.slice(0, -1)) filter[name] = await sampleValue(schema, name, schema.fields[name]!);
    cases.push({ label: combo.join('+'), filter, indexable: true, equality: true, range: false });
  }
  return cases;
}

const listed = modules.filter((m) => m.access.Administrador.read);

describe.skipIf(onPostgresRun)('EXPLAIN QUERY PLAN of every list query (SQLite, demo data)', () => {
  it.each(listed.map((m) => [m.name, m] as const))('%s', async (_name, schema) => {
    const table = schema.viewOf ?? schema.name;
    const problems: string[] = [];
    for (const c of await casesOf(schema)) {
      const params = parseListParams(schema, { filter: JSON.stringify(c.filter) });
      const page = await planOf(pageQuery(db, schema, params));
      const { more, count } = countQueries(db, schema, params);
      const counting = [...(more ? await planOf(more) : []), ...(await planOf(count))];
      const all = [...page, ...counting];
      // A range on another field than the sort: SQLite may read the range's matches by its index and sort only those
      // (its estimate says they are few); what must never happen is sorting the whole table.
      const boundedSort = c.range && page.some((d) => d.startsWith(`SEARCH ${table} USING INDEX`) && /[<>]\?\)$/.test(d));
      if (!boundedSort && page.some((d) => d.includes('TEMP B-TREE FOR ORDER BY')))
        problems.push(`${c.label}: sorts in a temporary B-tree (${page.join(' / ')})`);
      if (c.indexable && all.some((d) => new RegExp(`^SCAN ${table}$`).test(d))) problems.push(`${c.label}: scans ${table} (${all.join(' / ')})`);
      if (c.equality && c.indexable && !page.some((d) => d.startsWith(`SEARCH ${table} USING`)))
        problems.push(`${c.label}: no index search (${page.join(' / ')})`);
    }
    expect(problems).toEqual([]);
  });

  it('would notice a sort without its index (the check can fail)', async () => {
    const citas = modules.find((m) => m.name === 'citas');
    if (!citas) throw new Error('citas');
    await sql`drop index citas_tipo_fecha_lx`.execute(db);
    const params = parseListParams(citas, { filter: JSON.stringify({ tipo: fieldOf(citas, 'tipo').choices?.[0]?.id }) });
    const plan = await planOf(pageQuery(db, citas, params));
    await sql`create index citas_tipo_fecha_lx on citas (tipo, fecha, id_cita)`.execute(db);
    expect(plan.join(' / ')).toMatch(/TEMP B-TREE FOR ORDER BY|SCAN citas/);
  });
});

// PostgreSQL chooses its plans from statistics that demo data does not represent: check that the indexes are there
// (on the api-pg run, whose test databases are PostgreSQL's).
describe.runIf(onPostgresRun)('PostgreSQL has every list and search index', () => {
  it('after the migrations', async () => {
    const found = await sql<{ indexname: string }>`select indexname from pg_indexes where schemaname = 'public'`.execute(db);
    const names = new Set(found.rows.map((r) => r.indexname));
    const wanted = modules
      .filter((m) => !m.viewOf)
      .flatMap((m) => {
        const deep = deepPageIndex(m);
        return [
          ...listIndexes(m).map((ix) => ix.name),
          ...(m.list.search?.length ? [searchIndexName('postgres', m.name)] : []),
          ...(deep ? [deep.name] : []),
        ];
      });
    expect(wanted.length).toBeGreaterThan(40);
    expect(wanted.filter((n) => !names.has(n))).toEqual([]);
  });

  it("whose (sort, key) indexes are each searched module's default order, which a common word's page walks", () => {
    const sorts = Object.fromEntries(SEARCHED.map(({ table }) => [table, modules.find((m) => m.name === table)?.list.sort.field]));
    expect(sorts).toEqual(Object.fromEntries(SEARCHED.map(({ table, sort }) => [table, sort])));
  });

  it('on a table made later by createModuleTable', async () => {
    const copy = {
      ...must(
        modules.find((m) => m.name === 'citas'),
        'citas',
      ),
      name: 'citas_copia',
    };
    await createModuleTable(db, 'postgres', copy);
    const found = await sql<{ indexname: string }>`select indexname from pg_indexes where tablename like 'citas_copia%'`.execute(db);
    await sql`drop table citas_copia`.execute(db);
    const wanted = [...listIndexes(copy).map((ix) => ix.name), searchIndexName('postgres', copy.name), String(deepPageIndex(copy)?.name)];
    expect(wanted.filter((n) => !found.rows.some((r) => r.indexname === n))).toEqual([]);
  });
});
