// Databases made by earlier releases upgrade to exactly the schema a fresh database gets, and keep their rows — on
// SQLite (project api) and on PostgreSQL (project api-pg). Whatever the latest migration is: the tables compared
// are those the fresh database has.
//
// The fixtures (tests/fixtures/upgrade/) are the demo database of two earlier releases, made by
// tests/fixtures/upgrade/make-fixture.sh: it checks the commit out in a temporary worktree (this worktree's
// node_modules copied in), starts that commit's server with SEED=demo, DEMO_PASSWORD=fixture-demo-1 and the jobs off
// on a throwaway DATA_DIR (SQLite: the database file) and on a throwaway PostgreSQL 15 cluster (Debian's binaries:
// `pg_dump --no-owner --no-privileges`, plain SQL), stops it once it listens, and brotli-compresses both.
//   before-0010: main at 26cb720 (migrations 0001-0009, before the list indexes and the search index), made with
//                `make-fixture.sh 26cb720 before-0010`;
//   before-0020: main at 8b64976 (0001-0019, before the defaults and foreign keys of 0020), `make-fixture.sh 8b64976 before-0020`.
// Each fixture is restored once per file (PostgreSQL's as a role that is not a superuser, owner of its database, as
// production runs), its rows read, then the app starts on it — migrating it as it would at an agency — and:
// - its schema, table by table (columns in order with type, NOT NULL and default; constraints; foreign keys;
//   indexes; triggers; storage options), and its views, trigger functions and sequences equal a fresh database's;
// - every row of every table it had is still there with the same values (counts per table equal, save the tables
//   a migration adds rows to, and those it drops or empties because they were derived from other rows: DERIVED);
// - the pending migrations, and only those, ran; the search index finds the rows it was built over.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#server/app';
import { loadConfig } from '#server/config';
import { connect, SQLITE_FILE, type Connection } from '#server/db/connect';
import { migrate } from '#server/db/migrate';
import { MIGRATIONS } from '#server/db/migrations';
import { must } from '../../src/lib/must';
import type { Db } from '#server/db/types';
import { databaseSchema, schemaDiff, tableRows, type DatabaseSchema } from './databaseShape';
import { get, login, removeTestData, tempDir, testConfig } from './helpers';
import { onPostgresRun, testCluster, type PgTestCluster } from './testDb';

const FIXTURES_DIR = path.join(import.meta.dirname, '../fixtures/upgrade');
const FIXTURE_PASSWORD = 'fixture-demo-1';
/** A role that is not a superuser: it owns the restored databases and migrates them. */
const OWNER = 'upgrade_fixture';

const FIXTURES = [
  { name: 'before-0010', commit: '26cb720', pending: '0010_lists_indexes' },
  { name: 'before-0020', commit: '8b64976', pending: '0020_schema_defaults_references' },
] as const;

/** Tables a pending migration adds rows to (every row they had stays): why. */
const GROWS: Readonly<Record<string, string>> = {
  kysely_migration: 'one row per migration run',
  imagenes: "0016 gives each user's avatar its row",
};

/**
 * Tables whose rows a pending migration removes, because they were derived from other tables' rows (the search
 * index, rebuilt another way over the same rows, which the search test below still finds): why.
 */
const DERIVED: readonly (readonly [table: RegExp, why: string])[] = [
  [/_q_(words|prefixes)$/, "0021 replaces PostgreSQL's word and prefix tables of the search by a generated tsvector column"],
  [/^indices_busqueda$/, "0021: PostgreSQL's search no longer records the order of a prefix table (SQLite's rows stay)"],
  [/_q_(data|idx|docsize|config)$/, "0025 makes SQLite's FTS5 search indexes again with trigrams: their shadow tables' rows are the new index's"],
];
const derived = (table: string) => DERIVED.some(([pattern]) => pattern.test(table));

const unpack = (file: string): Buffer => zlib.brotliDecompressSync(fs.readFileSync(path.join(FIXTURES_DIR, file)));

function pgClient(cluster: PgTestCluster, cmd: string, args: readonly string[], user = 'app', input?: Buffer): void {
  const res = spawnSync(path.join(cluster.binDir, cmd), ['-h', '127.0.0.1', '-p', String(cluster.port), '-U', user, ...args], {
    input,
    encoding: 'utf8',
  });
  if (res.status !== 0) throw new Error(`${cmd}: ${(res.stderr || String(res.error)).trim()}`);
}

interface Restored {
  readonly dir: string;
  readonly databaseUrl?: string;
  drop(): void;
}

/** The fixture as a database of its own: a SQLite file in a temp DATA_DIR, or a PostgreSQL database owned by OWNER. */
function restore(name: string): Restored {
  const dir = tempDir();
  const cluster = testCluster();
  if (!cluster) {
    fs.writeFileSync(path.join(dir, SQLITE_FILE), unpack(`${name}.sqlite.br`));
    return { dir, drop: () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const database = `upgrade_${name.replace(/\W/g, '_')}_${process.pid}`;
  pgClient(cluster, 'psql', [
    '-d',
    'postgres',
    '-qc',
    `do $$ begin if not exists (select from pg_roles where rolname = '${OWNER}') then create role ${OWNER} login; end if; end $$`,
  ]);
  pgClient(cluster, 'createdb', ['-O', OWNER, database]);
  pgClient(cluster, 'psql', ['-d', database, '-q', '-v', 'ON_ERROR_STOP=1', '-f', '-'], OWNER, unpack(`${name}.pg.sql.br`));
  return {
    dir,
    databaseUrl: `postgres://${OWNER}@127.0.0.1:${cluster.port}/${database}`,
    drop() {
      pgClient(cluster, 'dropdb', ['--force', database]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Every table's columns and rows. */
async function contents(db: Db, schema: DatabaseSchema): Promise<Map<string, { columns: string[]; rows: string[] }>> {
  const out = new Map<string, { columns: string[]; rows: string[] }>();
  for (const [table, shape] of Object.entries(schema.tables)) {
    const columns = shape.columns.map((line) => line.split(' ')[0] ?? '');
    out.set(table, { columns, rows: await tableRows(db, table, columns) });
  }
  return out;
}

/** The entries of `a` not in `b`, counted as a multiset. */
function missing(a: readonly string[], b: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const x of b) left.set(x, (left.get(x) ?? 0) + 1);
  return a.filter((x) => {
    const n = left.get(x) ?? 0;
    if (n === 0) return true;
    left.set(x, n - 1);
    return false;
  });
}

let freshDir: string;
let fresh: Connection;
let freshSchema: DatabaseSchema;

beforeAll(async () => {
  freshDir = tempDir();
  fresh = connect(testConfig(freshDir));
  await migrate(fresh.db, fresh.dialect);
  freshSchema = await databaseSchema(fresh.db);
});

afterAll(async () => {
  await fresh?.close();
  if (freshDir) removeTestData(freshDir);
});

describe.each(FIXTURES)('the demo database of $commit ($name)', ({ name, pending }) => {
  let restored: Restored | undefined;
  let app: App | undefined;
  let before: DatabaseSchema;
  let rowsBefore: Map<string, { columns: string[]; rows: string[] }>;
  let ranBefore: string[];
  let after: DatabaseSchema;

  beforeAll(async () => {
    if (onPostgresRun && !testCluster()) return;
    restored = restore(name);
    const config = loadConfig({ DATA_DIR: restored.dir, DATABASE_URL: restored.databaseUrl, LOG_LEVEL: 'silent' });
    const connection = connect(config);
    try {
      before = await databaseSchema(connection.db);
      rowsBefore = await contents(connection.db, before);
      ranBefore = (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(connection.db)).rows.map((r) => r.name);
    } catch (e) {
      await connection.close();
      throw e;
    }
    // The app starts on it as at an agency: it runs the migrations it lacks.
    app = await buildApp(config, { logger: false, connection });
    after = await databaseSchema(connection.db);
  });

  afterAll(async () => {
    await app?.close();
    restored?.drop();
  });

  it('was made before the migration it is named for, which the app then ran with every later one', async () => {
    const names = MIGRATIONS.map(([n]) => n);
    expect(ranBefore).toEqual(names.slice(0, names.indexOf(pending)));
    const ran = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
      must(app, 'la app sobre la base restaurada').connection.db,
    );
    expect(ran.rows.map((r) => r.name)).toEqual(names);
  });

  it('upgrades to the schema of a fresh database, table by table', () => {
    expect(schemaDiff(freshSchema, after)).toEqual([]);
    // The comparison sees what differs: the fixture's own schema before the upgrade is another.
    expect(schemaDiff(freshSchema, before).length).toBeGreaterThan(0);
  });

  it('keeps every row of every table, with its values', async () => {
    const db = must(app, 'la app sobre la base restaurada').connection.db;
    const lost: Record<string, string[]> = {};
    const counts: Record<string, [before: number, after: number]> = {};
    for (const [table, { columns, rows }] of rowsBefore) {
      if (derived(table)) continue;
      const now = after.tables[table] ? await tableRows(db, table, columns) : [];
      const gone = missing(rows, now);
      if (gone.length) lost[table] = gone.slice(0, 3);
      if (now.length !== rows.length && !(table in GROWS && now.length > rows.length)) counts[table] = [rows.length, now.length];
    }
    expect(lost).toEqual({});
    expect(counts).toEqual({});
    expect(rowsBefore.get('ofertantes')?.rows.length).toBeGreaterThan(100);
  });

  it('finds the rows it had through its search index', async () => {
    const application = must(app, 'la app sobre la base restaurada');
    const token = await login(application, 'admin', FIXTURE_PASSWORD);
    const first = await get(application, '/api/ofertantes/listado', token, { perPage: 1 });
    const district = String(first.body.data[0].distrito);
    const inDistrict = await sql<{ n: number | string }>`select count(*) as n from ofertantes where distrito = ${district}`.execute(
      application.connection.db,
    );
    const found = await get(application, '/api/ofertantes/listado', token, { q: district, perPage: 1 });
    expect(found.status).toBe(200);
    // Every property of the district (and those naming it elsewhere): the index holds the rows made before it.
    expect(found.body.total).toBeGreaterThanOrEqual(Number(inDistrict.rows[0]?.n));
    expect(Number(inDistrict.rows[0]?.n)).toBeGreaterThan(0);
  });
});
