// The next migration from the difference between the latest snapshot and what the module schemas declare now: its
// SQL for each database (plain statements, and on SQLite the table rebuilds its ALTER TABLE cannot do), what it
// does, what may fail or lose data, and the next snapshot. What it cannot generate is refused: nothing is written.
// Generated: new tables (with their indexes, foreign keys and what schemaTable.ts createTableObjects makes: the search
// index); new, dropped and changed columns (type,
// NOT NULL, default, foreign key); new and dropped indexes (unique fields, sorted and filtered fields, list and
// deep-page indexes); a search index on a table that had none.
// Refused: a module removed or its key renamed; a search index changed or removed; anything over an object a
// hand-written migration made (`legacy` indexes, `otherColumns`); an index name taken by another index.
import type { Dialect } from '../migrations/kit/sql';
import { quoteIdent, sqlLiteral } from '../migrations/kit/sql';
import type { ColumnChanges } from '../migrations/kit/sqliteRebuild';
import type { MigrationSteps, SqliteStep } from '../migrations/kit/steps';
import { columnStatement, indexStatement, tableStatements, type ColumnDef, type IndexDef } from '../migrations/kit/tables';
import type { ModuleTableDef, SearchDef } from '../schemaTable';
import type { BuilderSql } from './builderSql';
import type { Snapshot, SnapshotIndex, SnapshotTable } from './snapshot';

export interface MigrationPlan {
  readonly steps: MigrationSteps;
  /** What the migration does, one line each. */
  readonly changes: readonly string[];
  /** What may fail on the data there, or lose it. */
  readonly warnings: readonly string[];
  /** What cannot be generated: when any, there is no migration. */
  readonly refused: readonly string[];
  /**
   * The module tables after it (the names of what was there kept); when something is refused, after the migration
   * written by hand (`npm run db:migracion -- --instantanea` records them).
   */
  readonly tables: readonly SnapshotTable[];
}

const q = quoteIdent;
const indexKey = (ix: IndexDef) => `${ix.dialect ?? '*'}|${ix.unique ? 'unique' : ''}|${ix.columns.join(',')}`;
const onDialect = (ix: IndexDef, dialect: Dialect) => ix.dialect === undefined || ix.dialect === dialect;
const sameSearch = (a: SearchDef | null, b: SearchDef | null) => JSON.stringify(a) === JSON.stringify(b);
const show = (v: string | number | undefined) => (v === undefined ? 'ninguno' : typeof v === 'string' ? `'${v}'` : String(v));

function columnChanges(was: ColumnDef, now: ColumnDef): string[] {
  const out: string[] = [];
  if (was.type !== now.type) out.push(`tipo ${was.type} → ${now.type}`);
  if (!!was.notNull !== !!now.notNull) out.push(now.notNull ? 'NOT NULL' : 'admite vacío');
  if (was.default !== now.default) out.push(`valor por defecto ${show(was.default)} → ${show(now.default)}`);
  if (was.references !== now.references) out.push(`clave foránea ${was.references ?? 'ninguna'} → ${now.references ?? 'ninguna'}`);
  return out;
}

/** SQLite adds a column with ALTER TABLE unless it is NOT NULL without a default, or a foreign key with one. */
const sqliteCanAdd = (c: ColumnDef) => !(c.notNull && c.default === undefined) && !(c.references && c.default !== undefined);

/** Tables in an order that makes the target of each foreign key first. */
export function referencedFirst(tables: readonly ModuleTableDef[]): ModuleTableDef[] {
  const done: ModuleTableDef[] = [];
  const visit = (t: ModuleTableDef, path: readonly string[]) => {
    if (done.includes(t)) return;
    if (path.includes(t.name)) throw new Error(`referencias circulares: ${[...path, t.name].join(' → ')}`);
    for (const c of t.columns) {
      const target = tables.find((other) => other.name === c.references?.split('.')[0] && other !== t);
      if (target) visit(target, [...path, t.name]);
    }
    done.push(t);
  };
  for (const t of tables) visit(t, []);
  return done;
}

const foreignKeyName = (table: string, column: string) => `${table}_${column}_fkey`;

function addForeignKey(table: string, column: ColumnDef): string {
  const [target, key] = (column.references ?? '').split('.');
  return `alter table ${q(table)} add constraint ${q(foreignKeyName(table, column.name))} foreign key (${q(column.name)}) references ${q(target ?? '')} (${q(key ?? '')})`;
}

/**
 * A table as the next snapshot holds it: as declared, with the indexes named as the database has them, and the
 * columns written by hand that no schema declares yet.
 */
function nextTable(table: ModuleTableDef, before: SnapshotTable, indexes: readonly SnapshotIndex[]): SnapshotTable {
  const other = (before.otherColumns ?? []).filter((c) => !table.columns.some((declared) => declared.name === c));
  return { ...table, indexes, ...(other.length ? { otherColumns: other } : {}) };
}

/** The plan that takes the database from `previous` to `registry` (the module tables the schemas declare now). */
export async function planMigration(previous: Snapshot, registry: readonly ModuleTableDef[], builders: BuilderSql): Promise<MigrationPlan> {
  const changes: string[] = [];
  const warnings: string[] = [];
  const refused: string[] = [];
  const was = new Map(previous.tables.map((t) => [t.name, t]));
  const now = new Map(registry.map((t) => [t.name, t]));
  const sqlite: { drops: SqliteStep[]; tables: SqliteStep[]; columns: SqliteStep[]; indexes: SqliteStep[]; search: SqliteStep[] } = {
    drops: [],
    tables: [],
    columns: [],
    indexes: [],
    search: [],
  };
  const pg: { drops: string[]; tables: string[]; columns: string[]; indexes: string[]; keys: string[]; search: string[] } = {
    drops: [],
    tables: [],
    columns: [],
    indexes: [],
    keys: [],
    search: [],
  };
  const next: SnapshotTable[] = [];

  for (const name of was.keys())
    if (!now.has(name)) refused.push(`${name}: el módulo ya no está en el registro; quitar su tabla (y su índice de búsqueda) se escribe a mano`);

  const created = referencedFirst(registry.filter((t) => !was.has(t.name)));
  for (const table of created) {
    changes.push(
      `${table.name}: tabla nueva (${table.columns.length} columnas, ${table.indexes.length} índices${table.search ? ', índice de búsqueda' : ''})`,
    );
    sqlite.tables.push(...tableStatements('sqlite', table), ...(await builders.objects('sqlite', table)));
    pg.tables.push(...tableStatements('postgres', table), ...(await builders.objects('postgres', table)));
    next.push(table);
  }

  for (const table of registry) {
    const before = was.get(table.name);
    if (!before) continue;
    const t = q(table.name);
    if (before.key !== table.key) {
      refused.push(`${table.name}: la clave cambia de ${before.key} a ${table.key}`);
      next.push(nextTable(table, before, table.indexes));
      continue;
    }
    // Indexes: told apart by what they cover, named as the database has them.
    const nowKeys = new Set(table.indexes.map(indexKey));
    const wasKeys = new Set(before.indexes.map(indexKey));
    const dropped = before.indexes.filter((ix) => !nowKeys.has(indexKey(ix)));
    const added = table.indexes.filter((ix) => !wasKeys.has(indexKey(ix)));
    const kept = new Map(before.indexes.filter((ix) => nowKeys.has(indexKey(ix))).map((ix) => [indexKey(ix), ix]));
    const legacyOn = (column: string) => before.indexes.find((ix) => ix.legacy && ix.columns.includes(column));
    const indexChanges: string[] = [];
    for (const ix of dropped) {
      if (ix.legacy) {
        refused.push(`${table.name}: el índice ${ix.name} (${ix.columns.join(', ')}) lo sirve ${ix.legacy}, escrito a mano`);
        continue;
      }
      indexChanges.push(`${table.name}: sin el índice ${ix.name} (${ix.columns.join(', ')})`);
      if (onDialect(ix, 'sqlite')) sqlite.drops.push(`drop index ${q(ix.name)}`);
      if (onDialect(ix, 'postgres')) pg.drops.push(`drop index ${q(ix.name)}`);
    }
    const names = new Set([...kept.values()].map((ix) => ix.name));
    for (const ix of added) {
      if (names.has(ix.name)) {
        refused.push(`${table.name}: el nombre ${ix.name} ya es de otro índice`);
        continue;
      }
      indexChanges.push(
        `${table.name}: índice${ix.unique ? ' único' : ''} ${ix.name} (${ix.columns.join(', ')})${ix.dialect ? ` en ${ix.dialect}` : ''}`,
      );
      if (ix.unique) warnings.push(`${table.name}: el índice único ${ix.name} falla si ya hay valores repetidos en ${ix.columns.join(', ')}`);
      if (onDialect(ix, 'sqlite')) sqlite.indexes.push(indexStatement('sqlite', table.name, ix));
      if (onDialect(ix, 'postgres')) pg.indexes.push(indexStatement('postgres', table.name, ix));
    }

    // Columns.
    const wasColumns = new Map(before.columns.map((c) => [c.name, c]));
    const nowColumns = new Set(table.columns.map((c) => c.name));
    const newColumns = table.columns.filter((c) => !wasColumns.has(c.name));
    const goneColumns = before.columns.filter((c) => !nowColumns.has(c.name));
    const changedColumns = table.columns.flatMap((c) => {
      const old = wasColumns.get(c.name);
      const what = old ? columnChanges(old, c) : [];
      return old && what.length ? [{ old, now: c, what }] : [];
    });
    for (const c of newColumns) {
      if (before.otherColumns?.includes(c.name)) refused.push(`${table.name}.${c.name}: la tabla ya tiene esa columna, escrita a mano`);
      changes.push(`${table.name}: columna nueva ${c.name}`);
      if (c.notNull && c.default === undefined)
        warnings.push(`${table.name}.${c.name}: NOT NULL sin valor por defecto: la migración falla si la tabla tiene filas`);
      if (c.references) warnings.push(`${table.name}.${c.name}: clave foránea a ${c.references}`);
    }
    for (const c of goneColumns) {
      const legacy = legacyOn(c.name);
      if (legacy) refused.push(`${table.name}.${c.name}: su índice lo sirve ${legacy.legacy}, escrito a mano`);
      changes.push(`${table.name}: sin la columna ${c.name}`);
      warnings.push(`${table.name}.${c.name}: la columna se borra con sus datos`);
    }
    if (goneColumns.length && newColumns.length)
      warnings.push(
        `${table.name}: ¿un campo renombrado? El generador no sigue renombres: los datos de ${goneColumns.map((c) => c.name).join(', ')} no pasan a ${newColumns.map((c) => c.name).join(', ')}`,
      );
    for (const { old, now: c, what } of changedColumns) {
      const legacy = legacyOn(c.name);
      if (legacy) refused.push(`${table.name}.${c.name}: su índice lo sirve ${legacy.legacy}, escrito a mano`);
      changes.push(`${table.name}.${c.name}: ${what.join(', ')}`);
      if (c.notNull && !old.notNull) warnings.push(`${table.name}.${c.name}: NOT NULL: la migración falla si alguna fila no tiene valor`);
      if (c.references && c.references !== old.references)
        warnings.push(`${table.name}.${c.name}: la migración falla si alguna fila apunta a un registro que no existe`);
      if (c.type !== old.type) warnings.push(`${table.name}.${c.name}: los valores se convierten de ${old.type} a ${c.type}`);
    }

    changes.push(...indexChanges);

    // PostgreSQL: ALTER TABLE does it all.
    for (const c of newColumns) pg.columns.push(`alter table ${t} add column ${columnStatement('postgres', c)}`);
    for (const { old, now: c } of changedColumns) {
      const col = `alter table ${t} alter column ${q(c.name)}`;
      if (old.references && old.references !== c.references)
        pg.drops.push(`alter table ${t} drop constraint ${q(foreignKeyName(table.name, c.name))}`);
      if (old.type !== c.type) pg.columns.push(`${col} type ${c.type} using ${q(c.name)}::${c.type}`);
      if (old.default !== c.default) pg.columns.push(c.default === undefined ? `${col} drop default` : `${col} set default ${sqlLiteral(c.default)}`);
      if (!!old.notNull !== !!c.notNull) pg.columns.push(`${col} ${c.notNull ? 'set' : 'drop'} not null`);
      if (c.references && old.references !== c.references) pg.keys.push(addForeignKey(table.name, c));
    }
    for (const c of goneColumns) pg.columns.push(`alter table ${t} drop column ${q(c.name)}`);

    // SQLite: ALTER TABLE adds plain columns and drops those no foreign key holds; anything else rebuilds the table.
    const rebuild = changedColumns.length > 0 || newColumns.some((c) => !sqliteCanAdd(c)) || goneColumns.some((c) => c.references !== undefined);
    if (rebuild) {
      const change: ColumnChanges = {
        ...(changedColumns.length ? { replace: Object.fromEntries(changedColumns.map(({ now: c }) => [c.name, columnStatement('sqlite', c)])) } : {}),
        ...(goneColumns.length ? { drop: goneColumns.map((c) => c.name) } : {}),
        ...(newColumns.length ? { add: newColumns.map((c) => columnStatement('sqlite', c)) } : {}),
      };
      sqlite.columns.push({ rebuild: table.name, changes: change });
    } else {
      for (const c of newColumns) sqlite.columns.push(`alter table ${t} add column ${columnStatement('sqlite', c)}`);
      for (const c of goneColumns) sqlite.columns.push(`alter table ${t} drop column ${q(c.name)}`);
    }

    // The search index: made where there was none; changing one is written by hand.
    if (!sameSearch(before.search, table.search)) {
      if (before.search === null && table.search) {
        changes.push(`${table.name}: índice de búsqueda (${table.search.columns.join(', ')}) por ${table.search.order}`);
        sqlite.search.push(...(await builders.search('sqlite', table)));
        pg.search.push(...(await builders.search('postgres', table)));
      } else
        refused.push(
          `${table.name}: la búsqueda cambia (${before.search?.columns.join(', ') ?? 'ninguna'} → ${table.search?.columns.join(', ') ?? 'ninguna'}): se escribe a mano`,
        );
    }

    next.push(
      nextTable(
        table,
        before,
        table.indexes.map((ix) => kept.get(indexKey(ix)) ?? ix),
      ),
    );
  }

  return {
    steps: {
      sqlite: [...sqlite.drops, ...sqlite.tables, ...sqlite.columns, ...sqlite.indexes, ...sqlite.search],
      postgres: [...pg.drops, ...pg.tables, ...pg.columns, ...pg.indexes, ...pg.keys, ...pg.search],
    },
    changes,
    warnings,
    refused,
    tables: next.sort((a, b) => a.name.localeCompare(b.name)),
  };
}
