// The migrated database and the module schemas agree, on SQLite and on PostgreSQL (each read from its own
// catalogue: tableShape.ts): every field has its column with its type's column type, NOT NULL where required,
// the declared default, a foreign key for every reference (none where declared `foreignKey: false`), an index
// for every sort and filter, a unique index for unique fields, the list indexes. And createModuleTable (the tables
// of modules declared in tests, made as `npm run db:migracion` writes them) produces tables that pass the same check.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { fieldType } from '../../src/framework/fields';
import { fieldOf, type FieldDef, type ModuleSchema } from '../../src/framework/schema';
import { must } from '../../src/lib/must';
import { modules } from '../../src/resources/registry';
import citasSchema from '../../src/resources/citas/schema';
import ofertantesSchema from '../../src/resources/ofertantes/schema';
import { connect, type Connection } from '#server/db/connect';
import { migrate } from '#server/db/migrate';
import { referencedFirst } from '#server/db/generator/diff';
import { registryTables } from '#server/db/generator/snapshot';
import { createDatabaseObjects, createModuleTable, referenceTarget } from '#server/db/schemaTable';
import { defaultValue, driftOf, shapeOf } from './tableShape';
import { dropDatabase } from './testDb';
import { tempDir, testConfig } from './helpers';

const dirs: string[] = [];
const open = () => {
  const dir = tempDir();
  dirs.push(dir);
  return connect(testConfig(dir));
};
let migrated: Connection;
let fresh: Connection;

beforeAll(async () => {
  migrated = open();
  await migrate(migrated.db, migrated.dialect);
  fresh = open();
});

afterAll(async () => {
  await migrated?.close();
  await fresh?.close();
  for (const d of dirs) {
    dropDatabase(d);
    fs.rmSync(d, { recursive: true, force: true });
  }
});

// A view has no indexes of its own: its sorts and filters use those of the table under it.
const indexTable = (m: ModuleSchema) => m.viewOf ?? m.name;
const moduleNamed = (name: string) =>
  must(
    modules.find((m) => m.name === name),
    name,
  );
const withFields = (m: ModuleSchema, fields: Record<string, FieldDef>): ModuleSchema => ({ ...m, fields: { ...m.fields, ...fields } });

describe('the migrated database matches every schema', () => {
  // A difference reads `<module>.<column>: <what differs>`. Fix the table with a new migration when the schema is
  // right (0020 did so for the defaults and foreign keys of the tables written by hand), or else the schema.
  it.each(modules.map((m) => [m.name, m] as const))('%s', async (_name, m) => {
    expect((await shapeOf(migrated.db, m.name)).columns).not.toEqual([]);
    const problems = await driftOf(migrated.db, m, m.name, indexTable(m));
    expect(problems.map((p) => `${m.name}.${p}`)).toEqual([]);
  });

  /** Runs `check` with the index dropped, and creates it again whatever happens (the other checks read the table). */
  async function withoutIndex(name: string, create: string, check: () => Promise<void>): Promise<void> {
    await sql`drop index ${sql.ref(name)}`.execute(migrated.db);
    try {
      await check();
    } finally {
      await sql.raw(create).execute(migrated.db);
    }
  }

  it('notices a missing index (the check can fail)', async () => {
    const citas = moduleNamed('citas');
    await withoutIndex('citas_tipo_fecha_lx', 'create index citas_tipo_fecha_lx on citas (tipo, fecha, id_cita)', async () => {
      expect(await driftOf(migrated.db, citas)).toEqual(['tipo, fecha, id_cita: no list index']);
    });
    await withoutIndex('citas_hora_inicio_idx', 'create index citas_hora_inicio_idx on citas (hora_inicio)', async () => {
      expect(await driftOf(migrated.db, citas)).toEqual(['hora_inicio: no index']);
    });
    await withoutIndex('blog_slug_uq', 'create unique index blog_slug_uq on blog (slug)', async () => {
      expect(await driftOf(migrated.db, moduleNamed('blog'))).toEqual(['slug: no unique index']);
    });
  });

  it("notices a search index that does not follow the schema's search fields or is not kept in step", async () => {
    const glosario = moduleNamed('glosario');
    expect(await driftOf(migrated.db, { ...glosario, list: { ...glosario.list, search: ['termino'] } })).toEqual([
      'search: covers termino, definicion, the schema searches termino',
    ]);
    if (migrated.dialect === 'postgres')
      await withoutIndex('glosario_q_trgm', 'create index glosario_q_trgm on glosario using gin (q_text gin_trgm_ops)', async () => {
        expect(await driftOf(migrated.db, glosario)).toEqual(['search: no GIN index on its column']);
      });
    else {
      const { rows } = await sql<{ sql: string }>`select sql from sqlite_schema where name = 'glosario_q_au'`.execute(migrated.db);
      await sql`drop trigger glosario_q_au`.execute(migrated.db);
      try {
        expect(await driftOf(migrated.db, glosario)).toEqual(['search: not kept in step (triggers)']);
      } finally {
        await sql.raw(must(rows[0], 'el trigger').sql).execute(migrated.db);
      }
    }
  });

  it("notices a table whose writes do not move its data version (the list cache's)", async () => {
    const etiquetas = moduleNamed('etiquetas');
    const postgres = migrated.dialect === 'postgres';
    const trigger = postgres ? 'etiquetas_version' : 'etiquetas_version_au';
    const { rows } = postgres
      ? await sql<{ sql: string }>`select pg_get_triggerdef(oid) as sql from pg_trigger where tgname = ${trigger}`.execute(migrated.db)
      : await sql<{ sql: string }>`select sql from sqlite_schema where name = ${trigger}`.execute(migrated.db);
    await sql.raw(postgres ? `drop trigger ${trigger} on etiquetas` : `drop trigger ${trigger}`).execute(migrated.db);
    try {
      expect(await driftOf(migrated.db, etiquetas)).toEqual([`version: no trigger ${trigger}`]);
    } finally {
      await sql.raw(must(rows[0], 'el trigger').sql).execute(migrated.db);
    }
  });

  it('notices a wrong notNull flag either way (the row types rely on it)', async () => {
    const m = moduleNamed('autoresponder');
    const { notNull: _dropped, ...demandante } = fieldOf(m, 'id_demandante');
    expect(await driftOf(migrated.db, withFields(m, { id_demandante: demandante }))).toEqual([
      'id_demandante: NOT NULL but neither required nor notNull',
    ]);
    const error = { ...fieldOf(m, 'error'), notNull: true };
    expect(await driftOf(migrated.db, withFields(m, { error }))).toEqual(['error: notNull but nullable']);
    // A view: the flag is checked against the table under it.
    const agentes = moduleNamed('agentes');
    const { notNull: _n, ...nombre } = fieldOf(agentes, 'nombre');
    expect(await driftOf(migrated.db, withFields(agentes, { nombre }), 'agentes', 'usuarios')).toEqual([
      'nombre: NOT NULL but neither required nor notNull',
    ]);
  });

  it('notices a default that differs, is missing or is not declared (text and 0/1 booleans alike)', async () => {
    // The declared schemas (not the registry's wide ModuleSchema): each field keeps its own type to be altered.
    const citas = citasSchema;
    const { default: _d, ...tipo } = fieldOf(citas, 'tipo');
    const estado = { ...fieldOf(citas, 'estado'), default: 'realizada' };
    const lugar = { ...fieldOf(citas, 'lugar'), default: 'Oficina' };
    expect(await driftOf(migrated.db, withFields(citas, { tipo, estado, lugar }))).toEqual([
      "tipo: default 'visita', the schema says none",
      "estado: default 'programada', the schema says 'realizada'",
      "lugar: default none, the schema says 'Oficina'",
    ]);
    const ofertantes = ofertantesSchema;
    const exclusividad = { ...fieldOf(ofertantes, 'exclusividad'), default: true };
    expect(await driftOf(migrated.db, withFields(ofertantes, { exclusividad }))).toEqual(['exclusividad: default 0, the schema says 1']);
  });

  it('notices a missing, misdirected or undeclared foreign key', async () => {
    const citas = citasSchema;
    const demandante = { ...fieldOf(citas, 'id_demandante'), foreignKey: false as const };
    const propiedad = { ...fieldOf(citas, 'id_propiedad'), reference: 'demandantes' };
    expect(await driftOf(migrated.db, withFields(citas, { id_demandante: demandante, id_propiedad: propiedad }))).toEqual([
      'id_propiedad: foreign key to ofertantes.id_propiedad, not demandantes.id_demandante',
      'id_demandante: foreign key to demandantes.id_demandante but declared foreignKey: false',
    ]);
    const cambioso = moduleNamed('cambioso');
    const { foreignKey: _f, ...registro } = fieldOf(cambioso, 'id_registro');
    expect(await driftOf(migrated.db, withFields(cambioso, { id_registro: registro }))).toEqual([
      'id_registro: no foreign key to ofertantes.id_propiedad',
    ]);
    const { reference: _r, ...asNumber } = fieldOf(citas, 'id_agente');
    const agente: FieldDef = { ...asNumber, type: 'integer', filter: 'eq' };
    expect(await driftOf(migrated.db, withFields(citas, { id_agente: agente }))).toEqual([
      'id_agente: foreign key to usuarios.id_usuario, the schema declares no reference',
    ]);
  });
});

describe('defaults read as values, whatever the dialect wrote', () => {
  it.each([
    ["'PEN'", 'PEN'],
    ["'PEN'::text", 'PEN'],
    ["'#623AA2'::character varying", '#623AA2'],
    ["'it''s'::text", "it's"],
    ['0', 0],
    ['(1)::bigint', 1],
    ["'0'", '0'],
    [null, null],
  ] as const)('%s', (written, value) => {
    expect(defaultValue(written)).toBe(value);
  });
});

describe('every declared filter is one its field type supports', () => {
  it.each(modules.map((m) => [m.name, m] as const))('%s', (_name, m) => {
    const unsupported = Object.entries(m.fields).filter(([, f]) => f.filter && !fieldType(f).filters.includes(f.filter));
    expect(unsupported.map(([n, f]) => `${n}: ${f.type} ${f.filter}`)).toEqual([]);
  });
});

describe('createModuleTable builds what the schema declares', () => {
  const tables = modules.filter((m) => !m.viewOf);
  beforeAll(async () => {
    // What migration 0021 makes for the whole database, then the targets of foreign keys first (PostgreSQL needs
    // them), as the generator orders new tables.
    await createDatabaseObjects(fresh.db, fresh.dialect);
    for (const t of referencedFirst(registryTables(modules))) await createModuleTable(fresh.db, fresh.dialect, moduleNamed(t.name));
    await sql`create view agentes as select * from usuarios`.execute(fresh.db);
  });

  it.each(tables.map((m) => [m.name, m] as const))('%s', async (_name, m) => {
    expect((await driftOf(fresh.db, m)).map((p) => `${m.name}.${p}`)).toEqual([]);
  });

  it('points references at real tables: agentes (a view) at usuarios; none where foreignKey is false', async () => {
    const keys = async (table: string) =>
      Object.fromEntries((await shapeOf(fresh.db, table)).foreignKeys.map((k) => [k.columns.join(), `${k.table}.${k.references.join()}`]));
    expect(await keys('citas')).toEqual({
      id_propiedad: 'ofertantes.id_propiedad',
      id_demandante: 'demandantes.id_demandante',
      id_agente: 'usuarios.id_usuario',
    });
    expect(await keys('cambioso')).toEqual({});
    expect(referenceTarget({ type: 'reference', label: '', reference: 'nada' })).toBeNull();
    expect(referenceTarget(fieldOf(moduleNamed('citas'), 'id_agente'))).toEqual({ table: 'usuarios', key: 'id_usuario' });
  });

  it('makes required fields NOT NULL and gives defaults', async () => {
    const cols = Object.fromEntries((await shapeOf(fresh.db, 'citas')).columns.map((c) => [c.name, c]));
    expect(cols.fecha?.notNull).toBe(true);
    expect(cols.notas?.notNull).toBe(false);
    expect(defaultValue(cols.estado?.default ?? null)).toBe('programada');
  });
});
