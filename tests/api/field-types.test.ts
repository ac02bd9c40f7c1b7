// Every field type (from the registry: a new type is covered as soon as it has a sample): a throwaway module
// with one field of that type, its table made by createModuleTable, then the API round trip, the human text,
// the CSV cell, the change-log row and the filter.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_TYPES, fieldText, fieldType } from '../../src/framework/fields';
import { defineModule, type FieldType, type ModuleSchema } from '../../src/framework/schema';
import { csvTable, schemaCsv } from '../../src/framework/views/csvExport';
import { modules } from '../../src/resources/registry';
import { buildApp, type App } from '#server/app';
import { connect, type Connection } from '#server/db/connect';
import { migrate } from '#server/db/migrate';
import { createModuleTable } from '#server/db/schemaTable';
import { fromDb } from '#server/crud/rows';
import { seedIfEmpty } from '#server/db/seed';
import { SAMPLES } from './fieldSamples';
import { expectError, expectSuccess, get, login, post, removeTestData, tempDir, testConfig } from './helpers';
import { anyTable } from '#server/db/types';

function moduleFor(type: FieldType): ModuleSchema {
  const s = SAMPLES[type];
  return defineModule({
    name: `tipo_${type}`,
    key: 'id_fila',
    label: { one: type, many: type },
    changeLog: 'cambioso',
    fields: { valor: s.field, ...s.siblings },
    list: { columns: ['valor'], sort: { field: 'valor', order: 'ASC' } },
    access: { Administrador: { read: true, create: true, update: true, delete: true }, Agente: {} },
    representation: '%{id_fila}',
  });
}

const throwaway = FIELD_TYPES.map(moduleFor);
const dir = tempDir();
let connection: Connection;
let app: App;
let admin: string;

beforeAll(async () => {
  const config = testConfig(dir);
  connection = connect(config);
  await migrate(connection.db, connection.dialect);
  for (const m of throwaway) await createModuleTable(connection.db, connection.dialect, m);
  app = await buildApp(config, { logger: false, connection, modules: [...modules, ...throwaway] });
  await seedIfEmpty(connection.db, config);
  admin = await login(app, 'admin');
});

afterAll(async () => {
  await app?.close();
  await connection?.close();
  removeTestData(dir);
});

it('covers every field type of the registry', () => {
  expect(throwaway.map((m) => m.name)).toEqual(FIELD_TYPES.map((t) => `tipo_${t}`));
  expect(FIELD_TYPES.length).toBeGreaterThanOrEqual(25);
});

it('filters each sample by range where its type has one (eq and in still work), else by its first kind', () => {
  for (const type of FIELD_TYPES) {
    const kinds: readonly string[] = fieldType({ type }).filters;
    expect([type, SAMPLES[type].field.filter]).toEqual([type, kinds.includes('range') ? 'range' : kinds[0]]);
  }
});

describe.each(FIELD_TYPES.map((t) => [t] as const))('%s', (type) => {
  const s = SAMPLES[type];
  const m = moduleFor(type);
  const field = m.fields.valor ?? s.field;
  const url = (p: string) => `/api/${m.name}/${p}`;
  const stored = 'stored' in s ? s.stored : s.value;
  let id: number;
  let record: Record<string, unknown>;

  /** A file field's value must be the writer's pending upload for this module and field. */
  async function pending(): Promise<void> {
    if (!s.upload) return;
    const db = connection.db;
    const adminId = Number(
      (await db.selectFrom('usuarios').select('id_usuario').where('usuario', '=', 'admin').executeTakeFirstOrThrow()).id_usuario,
    );
    await db.deleteFrom('archivos').where('archivo', '=', String(s.value)).execute();
    await db
      .insertInto('archivos')
      .values({
        modulo: m.name,
        campo: 'valor',
        id_registro: null,
        archivo: String(s.value),
        nombre: 'contrato.pdf',
        mime: 'application/pdf',
        bytes: 10,
        subido_por: adminId,
        creado_en: new Date().toISOString(),
      })
      .execute();
  }

  beforeAll(async () => {
    await pending();
    const r = await post(app, url('registrar'), { json: { ...s.with, valor: s.value } }, admin);
    expectSuccess(r, 201);
    id = r.body.data.id_fila;
    record = (await get(app, url(`detalle/${id}`), admin)).body.data;
  });

  it('goes through the API and comes back as stored', () => {
    expect(record.valor).toEqual(stored);
    if (type === 'district') expect(record.ubigeo).toBe('150122');
  });

  it('reads as a person expects', () => {
    expect(fieldText(field, record.valor ?? s.value, record)).toBe(s.text);
  });

  it('gives the same text in the CSV (numbers as numbers), read back by a CSV parser', () => {
    const rows: string[][] = parse(schemaCsv(m, [{ ...record, id }]), { bom: true });
    const [header = [], row = []] = rows;
    expect(rows).toHaveLength(2);
    expect(header).toEqual(csvTable(m, []).header);
    if (type === 'password') expect(header).not.toContain('Valor');
    else expect(row[header.indexOf('Valor')]).toBe(s.csv ?? s.text);
  });

  it('writes the same text to the change log', async () => {
    const blank = (await post(app, url('registrar'), { json: { ...s.with } }, admin)).body.data;
    await pending();
    expectSuccess(await post(app, url('actualizar'), { json: { id_fila: blank.id_fila, valor: s.value } }, admin));
    const rows = await connection.db
      .selectFrom('cambioso')
      .selectAll()
      .where('recurso', '=', m.name)
      .where('id_registro', '=', blank.id_fila)
      .where('campo', '=', 'valor')
      .execute();
    if (field.writeOnly) {
      expect(rows).toEqual([]);
      return;
    }
    expect(rows.map((r) => [r.valor_anterior, r.valor_nuevo])).toEqual([[fieldText(field, blank.valor, blank) || null, s.text]]);
  });

  it.runIf(fieldType(field).filters.length > 0)('filters by its value and refuses a bad one', async () => {
    const by = s.filterBy ?? s.value;
    // A range field is filtered by `valor_gte` / `valor_lte` only (money in the record's currency); the others by
    // the value itself.
    const currency = field.currencyField ? { [field.currencyField]: s.with?.[field.currencyField] } : {};
    const filter = field.filter === 'range' ? { valor_gte: by, valor_lte: by, ...currency } : { valor: by };
    const found = await get(app, url('listado'), admin, { filter });
    expectSuccess(found);
    expect(found.body.data.map((r: { id_fila: number }) => r.id_fila)).toContain(id);
    const bad = field.filter === 'range' ? { valor_gte: s.badFilter } : { valor: s.badFilter };
    expectError(await get(app, url('listado'), admin, { filter: bad }), 400);
  });
});

// listado and detalle are serialised from JSON Schemas made of the field types (server/crud/responseSchema.ts): a
// type whose declared JSON type is wrong would have its values coerced (a number sent as text, a list as a string).
describe('answers serialised from the schemas: every registered module, both dialects', () => {
  it.each(modules.map((m) => [m.name, m] as const))('%s: listado and detalle carry what the database holds', async (_name, m) => {
    const list = await get(app, `/api/${m.name}/listado`, admin, { page: 1, perPage: 50 });
    expectSuccess(list);
    const served = list.body.data as Record<string, unknown>[];
    const keys = served.map((r) => r[m.key] as number);
    if (keys.length === 0) return;
    const stored = await anyTable(connection.db).selectFrom(m.name).selectAll().where(m.key, 'in', keys).execute();
    const expected = new Map(stored.map((row) => [row[m.key], JSON.parse(JSON.stringify(fromDb(m, row))) as Record<string, unknown>]));
    for (const row of served) expect(row).toMatchObject(expected.get(row[m.key]) ?? {});
    expect(served.every((row) => expected.has(row[m.key]))).toBe(true);

    const first = expected.get(keys[0]);
    const show = await get(app, `/api/${m.name}/detalle/${keys[0]}`, admin);
    expectSuccess(show);
    expect(show.body.data).toMatchObject(first ?? {});
    const rest = await get(app, `/api/rest/${m.name}/${keys[0]}`, admin);
    expect(rest.status, rest.text).toBe(200);
    expect(rest.body).toMatchObject({ ...first, id: keys[0] });
  });
});
