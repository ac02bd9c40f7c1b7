// The migrated database and the module schemas agree: every field has its column with its type's affinity,
// NOT NULL where required, an index for every sort and filter, a unique index for unique fields. And the table
// helper of new migrations produces tables that pass the same check.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { fieldType } from '../../src/framework/fields';
import { fieldOf, type ModuleSchema } from '../../src/framework/schema';
import { must } from '../../src/lib/must';
import { modules } from '../../src/resources/registry';
import { connect, type Connection } from '../../server/db/connect';
import { migrate } from '../../server/db/migrate';
import { createModuleTable, referenceTarget } from '../../server/db/schemaTable';
import { columnsOf, driftOf } from './tableShape';
import { tempDir, testConfig } from './helpers';
import { onPostgresRun } from './testDb';

const dirs: string[] = [];
const open = () => {
  const dir = tempDir();
  dirs.push(dir);
  return connect(testConfig(dir));
};
let migrated: Connection;
let fresh: Connection;

beforeAll(async () => {
  if (onPostgresRun) return;
  migrated = open();
  await migrate(migrated.db, migrated.dialect);
  fresh = open();
});

afterAll(async () => {
  await migrated?.close();
  await fresh?.close();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

// A view has no indexes of its own: its sorts and filters use those of the table under it.
const indexTable = (m: ModuleSchema) => m.viewOf ?? m.name;

// The shapes are read from SQLite's catalogue (tableShape.ts): these two groups run on the SQLite run only.
describe.skipIf(onPostgresRun)('the migrated database matches every schema (SQLite)', () => {
  it.each(modules.map((m) => [m.name, m] as const))('%s', async (_name, m) => {
    expect(await columnsOf(migrated.db, m.name)).not.toEqual([]);
    expect(await driftOf(migrated.db, m, m.name, indexTable(m))).toEqual([]);
  });

  it('notices a missing index (the check can fail)', async () => {
    await sql`drop index citas_tipo_fecha_lx`.execute(migrated.db);
    const citas = modules.find((m) => m.name === 'citas');
    expect(citas && (await driftOf(migrated.db, citas))).toEqual(['tipo, fecha, id_cita: no list index']);
    await sql`create index citas_tipo_fecha_lx on citas (tipo, fecha, id_cita)`.execute(migrated.db);
    await sql`drop index citas_fecha_idx`.execute(migrated.db);
    expect(citas && (await driftOf(migrated.db, citas))).toEqual(['fecha: no index']);
    await sql`create index citas_fecha_idx on citas (fecha)`.execute(migrated.db);
  });

  it('notices a wrong notNull flag either way (the row types rely on it)', async () => {
    const m = must(
      modules.find((x) => x.name === 'autoresponder'),
      'autoresponder',
    );
    const withFields = (fields: ModuleSchema['fields']): ModuleSchema => ({ ...m, fields: { ...m.fields, ...fields } });
    const { notNull: _dropped, ...demandante } = fieldOf(m, 'id_demandante');
    expect(await driftOf(migrated.db, withFields({ id_demandante: demandante }))).toEqual([
      'id_demandante: NOT NULL but neither required nor notNull',
    ]);
    const error = { ...fieldOf(m, 'error'), notNull: true };
    expect(await driftOf(migrated.db, withFields({ error }))).toEqual(['error: notNull but nullable']);
    // A view: the flag is checked against the table under it.
    const agentes = must(
      modules.find((x) => x.name === 'agentes'),
      'agentes',
    );
    const { notNull: _n, ...nombre } = fieldOf(agentes, 'nombre');
    expect(await driftOf(migrated.db, { ...agentes, fields: { ...agentes.fields, nombre } }, 'agentes', 'usuarios')).toEqual([
      'nombre: NOT NULL but neither required nor notNull',
    ]);
  });
});

describe('every declared filter is one its field type supports', () => {
  it.each(modules.map((m) => [m.name, m] as const))('%s', (_name, m) => {
    const unsupported = Object.entries(m.fields).filter(([, f]) => f.filter && !fieldType(f).filters.includes(f.filter));
    expect(unsupported.map(([n, f]) => `${n}: ${f.type} ${f.filter}`)).toEqual([]);
  });
});

describe.skipIf(onPostgresRun)('createModuleTable builds what the schema declares (SQLite)', () => {
  const tables = modules.filter((m) => !m.viewOf);
  beforeAll(async () => {
    // Referenced tables first (a foreign key needs its target): usuarios before the rest.
    const ordered = [...tables].sort((a, b) => Number(b.name === 'usuarios') - Number(a.name === 'usuarios'));
    for (const m of ordered) await createModuleTable(fresh.db, fresh.dialect, m);
    await sql`create view agentes as select * from usuarios`.execute(fresh.db);
  });

  it.each(tables.map((m) => [m.name, m] as const))('%s', async (_name, m) => {
    expect(await driftOf(fresh.db, m)).toEqual([]);
  });

  it('points references at real tables: agentes (a view) at usuarios', async () => {
    const fks = await sql<{ table: string; from: string; to: string }>`select "table", "from", "to" from pragma_foreign_key_list('citas')`.execute(
      fresh.db,
    );
    const byColumn = Object.fromEntries(fks.rows.map((r) => [r.from, `${r.table}.${r.to}`]));
    expect(byColumn).toEqual({
      id_propiedad: 'ofertantes.id_propiedad',
      id_demandante: 'demandantes.id_demandante',
      id_agente: 'usuarios.id_usuario',
    });
    const citas = modules.find((m) => m.name === 'citas');
    expect(referenceTarget({ type: 'reference', label: '', reference: 'nada' })).toBeNull();
    expect(citas && referenceTarget(citas.fields.id_agente ?? { type: 'text', label: '' })).toEqual({ table: 'usuarios', key: 'id_usuario' });
  });

  it('makes required fields NOT NULL and gives defaults', async () => {
    const cols = Object.fromEntries((await columnsOf(fresh.db, 'citas')).map((c) => [c.name, c]));
    expect(cols.fecha?.notnull).toBe(1);
    expect(cols.notas?.notnull).toBe(0);
    const dflt = await sql<{
      name: string;
      dflt_value: string | null;
    }>`select name, dflt_value from pragma_table_info('citas') where name = 'estado'`.execute(fresh.db);
    expect(dflt.rows[0]?.dflt_value).toBe("'programada'");
  });
});
