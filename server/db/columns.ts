// Column helpers for migrations, so that the same migration runs on SQLite and PostgreSQL.
import type { CreateTableBuilder } from 'kysely';
import type { Dialect } from './types';

type Table = CreateTableBuilder<string, string>;

/** Auto-increment integer primary key. */
export function withId(t: Table, dialect: Dialect, key: string): Table {
  return dialect === 'postgres'
    ? t.addColumn(key, 'serial', (c) => c.primaryKey())
    : t.addColumn(key, 'integer', (c) => c.primaryKey().autoIncrement());
}

/** The four audit columns every module stores (DOMAIN.md). */
export function withAudit(t: Table): Table {
  return t
    .addColumn('creado_en', 'text', (c) => c.notNull())
    .addColumn('actualizado_en', 'text', (c) => c.notNull())
    .addColumn('creado_por', 'integer')
    .addColumn('actualizado_por', 'integer');
}
