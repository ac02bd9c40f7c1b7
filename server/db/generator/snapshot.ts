// The snapshot of the module tables: what the schemas declared when a migration was written, as data
// (`NNNN_name.snapshot.json` beside the migration), the way Prisma and Payload keep theirs. `npm run db:migracion`
// compares the registry with the latest snapshot and writes the migration that makes the difference.
// Names are those of the database: where a table written by hand (0001, 0002, 0007) serves a declared index with an
// object of its own, the index carries `legacy` (what serves it) and the generator leaves it alone; `otherColumns` are
// the table's columns no schema declares.
import fs from 'node:fs';
import path from 'node:path';
import type { ModuleSchema } from '../../../src/framework/schema';
import type { ColumnDef, IndexDef } from '../migrations/kit/tables';
import { describeModule, type ModuleTableDef, type SearchDef } from '../schemaTable';

export interface SnapshotIndex extends IndexDef {
  /** The declared index is served by an object a hand-written migration made (named here): not generated over. */
  readonly legacy?: string;
}

export interface SnapshotTable extends ModuleTableDef {
  readonly indexes: readonly SnapshotIndex[];
  /** Columns of the table that no schema declares (written by hand): never generated over. */
  readonly otherColumns?: readonly string[];
}

export interface Snapshot {
  /** The migration this is the state after. */
  readonly migration: string;
  readonly tables: readonly SnapshotTable[];
}

/** The module tables the registry declares (views have no table of their own), by name. */
export function registryTables(modules: readonly ModuleSchema[]): ModuleTableDef[] {
  return modules
    .filter((m) => !m.viewOf)
    .map((m) => describeModule(m, modules))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const SNAPSHOT_SUFFIX = '.snapshot.json';

/** The latest snapshot in a migrations directory: the one of the highest-numbered migration that has one. */
export function latestSnapshotFile(dir: string): string {
  const files = fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}_/.test(f) && f.endsWith(SNAPSHOT_SUFFIX))
    .sort();
  const last = files.at(-1);
  if (!last) throw new Error(`no hay ningún ${SNAPSHOT_SUFFIX} en ${dir}`);
  return path.join(dir, last);
}

export function readSnapshot(file: string): Snapshot {
  return parseSnapshot(fs.readFileSync(file, 'utf8'), path.basename(file));
}

// Reading a snapshot: checked field by field, so that a hand-edited file fails with where it is wrong.
type Json = unknown;
const isObject = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

function fail(where: string, what: string): never {
  throw new Error(`${where}: ${what}`);
}

function text(v: Json, where: string): string {
  return typeof v === 'string' && v !== '' ? v : fail(where, 'se esperaba un texto');
}

function texts(v: Json, where: string): string[] {
  return Array.isArray(v) ? v.map((x, i) => text(x, `${where}[${i}]`)) : fail(where, 'se esperaba una lista de textos');
}

const COLUMN_TYPES: readonly ColumnDef['type'][] = ['text', 'integer', 'bigint', 'double precision'];

function column(v: Json, where: string): ColumnDef {
  if (!isObject(v)) fail(where, 'se esperaba una columna');
  const type = COLUMN_TYPES.find((t) => t === v.type) ?? fail(where, `tipo desconocido ${String(v.type)}`);
  const value = v.default;
  if (value !== undefined && typeof value !== 'string' && typeof value !== 'number') fail(where, 'default debe ser texto o número');
  return {
    name: text(v.name, where),
    type,
    ...(v.notNull === true ? { notNull: true } : {}),
    ...(value === undefined ? {} : { default: value }),
    ...(v.references === undefined ? {} : { references: text(v.references, `${where}.references`) }),
  };
}

function index(v: Json, where: string): SnapshotIndex {
  if (!isObject(v)) fail(where, 'se esperaba un índice');
  const dialect =
    v.dialect === undefined ? undefined : v.dialect === 'sqlite' || v.dialect === 'postgres' ? v.dialect : fail(where, 'dialecto desconocido');
  return {
    name: text(v.name, where),
    columns: texts(v.columns, `${where}.columns`),
    ...(v.unique === true ? { unique: true } : {}),
    ...(dialect ? { dialect } : {}),
    ...(v.legacy === undefined ? {} : { legacy: text(v.legacy, `${where}.legacy`) }),
  };
}

function search(v: Json, where: string): SearchDef | null {
  if (v === null) return null;
  if (!isObject(v) || typeof v.date !== 'boolean') fail(where, 'se esperaba { columns, order, date } o null');
  return { columns: texts(v.columns, `${where}.columns`), order: text(v.order, `${where}.order`), date: v.date };
}

export function parseSnapshot(json: string, where: string): Snapshot {
  const data: Json = JSON.parse(json);
  if (!isObject(data) || !Array.isArray(data.tables)) fail(where, 'se esperaba { migration, tables }');
  const tables = data.tables.map((t: Json, i: number): SnapshotTable => {
    const at = `${where} tables[${i}]`;
    if (!isObject(t) || !Array.isArray(t.columns) || !Array.isArray(t.indexes)) fail(at, 'se esperaba una tabla');
    return {
      name: text(t.name, at),
      key: text(t.key, `${at}.key`),
      columns: t.columns.map((c: Json, j: number) => column(c, `${at}.columns[${j}]`)),
      indexes: t.indexes.map((x: Json, j: number) => index(x, `${at}.indexes[${j}]`)),
      search: search(t.search, `${at}.search`),
      ...(t.otherColumns === undefined ? {} : { otherColumns: texts(t.otherColumns, `${at}.otherColumns`) }),
    };
  });
  return { migration: text(data.migration, `${where} migration`), tables };
}

/** A snapshot as its file holds it: two spaces, one column or index per line (Prettier keeps it so). */
export function snapshotJson(snapshot: Snapshot): string {
  const line = (v: unknown) => JSON.stringify(v).replace(/,"/g, ', "').replace(/":/g, '": ').replace(/^\{/, '{ ').replace(/\}$/, ' }');
  const list = (items: readonly unknown[]) => (items.length ? `[\n${items.map((x) => `        ${line(x)}`).join(',\n')}\n      ]` : '[]');
  const table = (t: SnapshotTable) =>
    [
      '    {',
      `      "name": ${JSON.stringify(t.name)},`,
      `      "key": ${JSON.stringify(t.key)},`,
      `      "columns": ${list(t.columns)},`,
      `      "indexes": ${list(t.indexes)},`,
      ...(t.otherColumns ? [`      "otherColumns": ${JSON.stringify(t.otherColumns).replace(/,/g, ', ')},`] : []),
      `      "search": ${t.search ? line(t.search) : 'null'}`,
      '    }',
    ].join('\n');
  return `{\n  "migration": ${JSON.stringify(snapshot.migration)},\n  "tables": [\n${snapshot.tables.map(table).join(',\n')}\n  ]\n}\n`;
}
