// What the schemas declared but the tables written by hand in 0001, 0002 and 0007 lacked (found by
// tests/api/schema-drift.test.ts): column defaults, and the foreign keys of references that must name an existing
// record. Listed, not derived: a migration must mean the same thing whenever it runs.
// A nullable reference that names a deleted record already links to nothing: it is emptied before its foreign key
// is added. A required one (citas.id_propiedad: a property with citas cannot be deleted) is not: a broken row
// fails the migration, which then changes nothing, rather than lose a cita.
// PostgreSQL alters the columns and adds the constraints; SQLite cannot, and rebuilds the six tables
// (kit/sqliteRebuild.ts), keeping their rows, keys, indexes and search triggers.
import { sql, type Kysely } from 'kysely';
import { quoteIdent, sqlLiteral, type Dialect } from './kit/sql';
import { rebuildSqliteTable, withSqliteRebuilds } from './kit/sqliteRebuild';

const DEFAULTS: readonly (readonly [table: string, column: string, value: string | number])[] = [
  ['ofertantes', 'estado', 'prospecto'],
  ['ofertantes', 'tipo_operacion', 'V'],
  ['ofertantes', 'tipo_inmueble', 'departamento'],
  ['ofertantes', 'moneda', 'PEN'],
  ['ofertantes', 'provincia', 'Lima'],
  ['ofertantes', 'departamento', 'Lima'],
  ['ofertantes', 'exclusividad', 0],
  ['ofertantes', 'propietario_documento_tipo', 'DNI'],
  ['ofertantes', 'consentimiento_datos', 0],
  ['ofertantes', 'chk_precio', 0],
  ['ofertantes', 'chk_llave', 0],
  ['demandantes', 'documento_tipo', 'DNI'],
  ['demandantes', 'origen', 'web'],
  ['demandantes', 'tipo_operacion', 'C'],
  ['demandantes', 'moneda', 'PEN'],
  ['demandantes', 'estado', 'activo'],
  ['demandantes', 'consentimiento_marketing', 0],
  ['citas', 'tipo', 'visita'],
  ['citas', 'estado', 'programada'],
  ['usuarios', 'tipo', 'Agente'],
  ['usuarios', 'documento_tipo', 'DNI'],
  ['etiquetas', 'color', '#623AA2'],
  ['libroreclamaciones', 'moneda', 'PEN'],
  ['libroreclamaciones', 'estado', 'pendiente'],
];

const FOREIGN_KEYS: readonly (readonly [table: string, column: string, target: string, key: string, required: boolean])[] = [
  ['ofertantes', 'id_agente', 'usuarios', 'id_usuario', false],
  ['demandantes', 'id_agente', 'usuarios', 'id_usuario', false],
  ['citas', 'id_propiedad', 'ofertantes', 'id_propiedad', true],
  ['citas', 'id_demandante', 'demandantes', 'id_demandante', false],
  ['citas', 'id_agente', 'usuarios', 'id_usuario', false],
];

/** Empties the nullable references that name no row (either dialect; the same statement). */
async function emptyDeadLinks(db: Pick<Kysely<unknown>, 'getExecutor'>): Promise<void> {
  for (const [table, column, target, key, required] of FOREIGN_KEYS) {
    if (required) continue;
    const [t, c, tt, k] = [table, column, target, key].map(quoteIdent);
    await sql.raw(`update ${t} set ${c} = null where ${c} is not null and not exists (select 1 from ${tt} where ${tt}.${k} = ${t}.${c})`).execute(db);
  }
}

export function m0020SchemaDefaultsReferences(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'postgres') {
        for (const [table, column, value] of DEFAULTS)
          await db.schema
            .alterTable(table)
            .alterColumn(column, (c) => c.setDefault(value))
            .execute();
        await emptyDeadLinks(db);
        for (const [table, column, target, key] of FOREIGN_KEYS)
          await db.schema.alterTable(table).addForeignKeyConstraint(`${table}_${column}_fkey`, [column], target, [key]).execute();
        return;
      }
      const clauses = new Map<string, Record<string, string>>();
      const add = (table: string, column: string, clause: string) => {
        const forTable = clauses.get(table) ?? {};
        forTable[column] = forTable[column] ? `${forTable[column]} ${clause}` : clause;
        clauses.set(table, forTable);
      };
      for (const [table, column, value] of DEFAULTS) add(table, column, `default ${sqlLiteral(value)}`);
      for (const [table, column, target, key] of FOREIGN_KEYS) add(table, column, `references ${quoteIdent(target)} (${quoteIdent(key)})`);
      await withSqliteRebuilds(db, async (trx) => {
        await emptyDeadLinks(trx);
        for (const [table, forTable] of clauses) await rebuildSqliteTable(trx, table, forTable);
      });
    },
  };
}
