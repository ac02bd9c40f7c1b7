// The preview of an import, nothing written: every row cleaned (clean.ts), validated by the module's own rules
// (src/framework/validate.ts, the forms' and the API's), and classified new, duplicate (of a record in the database
// or of an earlier row of the file) or error, each error and change named by its cell ('fila 12, columna «Precio»').
import { fieldType, fieldsOfType } from '../../../framework/fields';
import { fieldEntries, writableFields, type ModuleSchema } from '../../../framework/schema';
import { validateRecord } from '../../../framework/validate';
import { normalizeNombre } from '../../../lib/ubigeo';
import type { Transaction } from 'kysely';
import { anyTable, type Database, type Db } from '#server/db/types';
import { ApiError, t } from '#server/http';
import { changeNote, cleanCell } from './clean';
import { importableFields, mapColumns, normalizeHeader } from './mapping';
import type { Cell, Sheet } from './sheet';
import type { Analisis, Aviso, FilaAnalizada } from '../shared/types';
import { fromDb } from '#server/crud/rows';
import { referenceResolver } from './references';
import { recordNames } from './recordNames';

export type { Analisis, Aviso, Clase, FilaAnalizada, Resumen } from '../shared/types';

/** How records of a module are told apart: its location when it has one (address + district), else its identity fields. */
interface DuplicateKey {
  readonly campo: string;
  readonly label: string;
  readonly of: (values: Readonly<Record<string, unknown>>) => string | null;
  /** The columns read from the database for it. */
  readonly columns: readonly string[];
}

const norm = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? normalizeHeader(v) : null);

export function duplicateKeys(schema: ModuleSchema): DuplicateKey[] {
  const [district] = fieldsOfType(schema, 'district');
  const direccion = schema.fields.direccion;
  if (district && direccion) {
    const [d] = district;
    return [
      {
        campo: 'direccion',
        label: t('app.importar.direccion'),
        columns: ['direccion', d],
        of: (v) => {
          const a = norm(v.direccion);
          const b = norm(v[d]);
          return a && b ? `${a}|${b}` : null;
        },
      },
    ];
  }
  const keys: DuplicateKey[] = [];
  for (const [name, f] of Object.entries(schema.fields)) {
    // A type that tells records apart by its value (document, e-mail, phone) says how; else a unique field's text.
    const same =
      fieldType(f).sameKey ?? (f.unique ? (v: unknown) => (v === null || v === undefined || v === '' ? null : normalizeNombre(String(v))) : null);
    if (same) keys.push({ campo: name, label: f.label, columns: [name], of: (v) => same(v[name]) });
  }
  return keys;
}

/** The module's existing records by each duplicate key's value (one read of the key's columns). */
async function existing(db: Db, schema: ModuleSchema, keys: readonly DuplicateKey[]): Promise<Map<string, Map<string, number>>> {
  const out = new Map<string, Map<string, number>>();
  for (const key of keys) {
    const seen = new Map<string, number>();
    let q = anyTable(db)
      .selectFrom(schema.name)
      .select([schema.key, ...key.columns]);
    for (const c of key.columns) q = q.where(c, 'is not', null);
    for (const row of await q.execute()) {
      const k = key.of(fromDb(schema, row));
      if (k !== null && !seen.has(k)) seen.set(k, Number(row[schema.key]));
    }
    out.set(key.campo, seen);
  }
  return out;
}

/** The module's server-side rules for a new record (its create path's, run without writing): throw the refusal. */
export interface RowRules {
  check(trx: Transaction<Database>, valores: Readonly<Record<string, unknown>>): Promise<void>;
}

/** Rows checked per transaction (each rolled back). */
export const RULES_BATCH = 200;

class RolledBack extends Error {}

/** Runs `work` in a transaction that is then rolled back, whatever it wrote. */
async function rolledBack(db: Db, work: (trx: Transaction<Database>) => Promise<void>): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      await work(trx);
      throw new RolledBack();
    });
  } catch (e) {
    if (!(e instanceof RolledBack)) throw e;
  }
}

/** A rule's refusal as messages by field ('' when it names none), or null when the row passes. */
async function refusalOf(check: () => Promise<void>): Promise<Map<string, string> | null> {
  try {
    await check();
    return null;
  } catch (e) {
    if (!(e instanceof ApiError) || e.statusCode >= 500) throw e;
    const byField = Object.entries(e.errors ?? {});
    return new Map(byField.length ? byField : [['', e.msg]]);
  }
}

/** An analysis without its rows, which go to `store` as they are classified. */
export type Cabecera = Omit<Analisis, 'filas'>;

/** Where the analysed rows go, a batch at a time: the rows from position `from` of the sheet on. */
export type RowStore = (filas: readonly FilaAnalizada[], from: number) => Promise<void>;

const COUNTED = { nuevo: 'nuevos', duplicado: 'duplicados', error: 'errores' } as const;

export async function analyze(
  db: Db,
  schema: ModuleSchema,
  sheet: Sheet,
  store: RowStore,
  mapeo?: Readonly<Record<string, string | null>>,
  modules: readonly ModuleSchema[] = [],
  rules?: RowRules,
): Promise<Cabecera> {
  const mapping = mapColumns(schema, sheet.encabezados, mapeo);
  const columnOf = (campo: string): string | null => {
    const i = mapping.campos.get(campo);
    return i === undefined ? null : (sheet.encabezados[i] ?? null);
  };
  const importable = new Map(importableFields(schema));
  const rowFills = fieldEntries(schema).filter(([, f]) => fieldType(f).fromSheetRow !== undefined);
  const faltantes = [...importable]
    .filter(([name, f]) => f.required && f.default === undefined && !mapping.campos.has(name) && !f.when && fieldType(f).emptiable)
    .map(([, f]) => f.label);
  const writable = new Set(writableFields(schema, 'create'));
  const keys = duplicateKeys(schema);
  const keyColumns = [...new Set(keys.flatMap((k) => k.columns))];
  const inDb = await existing(db, schema, keys);
  const inFile = new Map<string, Map<string, number>>(keys.map((k) => [k.campo, new Map()]));
  const references = await referenceResolver(
    db,
    schema,
    modules,
    new Map([...mapping.campos].map(([campo, i]) => [campo, sheet.filas.map((r) => r[i] ?? null)])),
  );

  /** A row cleaned and checked by the schema's rules (the forms'): its values, changes and errors. */
  const read = (cells: readonly Cell[], r: number) => {
    const fila = sheet.numeros[r] ?? r + 2;
    const valores: Record<string, unknown> = {};
    const cambios: Aviso[] = [];
    const celda = (campo: string) => {
      const columna = columnOf(campo);
      return columna ? t('app.importar.celda', { fila, columna }) : t('app.importar.fila', { fila });
    };
    const aviso = (campo: string, mensaje: string): Aviso => ({ columna: columnOf(campo), campo, mensaje, celda: celda(campo) });
    let moneda: 'PEN' | 'USD' | undefined;
    /** Reference cells that name no record (or several): their own message wins over the number check's. */
    const unresolved = new Map<string, string>();
    for (const [campo, i] of mapping.campos) {
      const f = importable.get(campo);
      const cell = cells[i] ?? null;
      if (!f || !writable.has(campo) || cell === null) continue;
      const ref = references.resolve(campo, cell);
      if (ref) {
        valores[campo] = String(cell).trim();
        if ('error' in ref) unresolved.set(campo, ref.error);
        else {
          valores[campo] = ref.id;
          cambios.push(aviso(campo, t('app.importar.cambios.referencia', { antes: String(cell).trim(), despues: ref.nombre })));
        }
        continue;
      }
      const cleaned = cleanCell(f, cell);
      valores[campo] = cleaned.value;
      if (cleaned.nota) cambios.push(aviso(campo, cleaned.nota));
      if (cleaned.moneda) moneda = cleaned.moneda;
    }
    // What a field's type completes from the rest of the row (a currency a money cell named, a DNI's zeros).
    const row = { values: valores, fields: schema.fields, currency: moneda };
    for (const [campo, f] of rowFills) {
      const fill = fieldType(f).fromSheetRow?.(f, campo, row);
      if (!fill) continue;
      valores[fill.campo] = fill.value;
      cambios.push(aviso(fill.campo, changeNote(fill.change)));
    }
    const { data, errors } = validateRecord(schema, valores, 'create');
    const messages = new Map(Object.entries(errors).map(([campo, e]) => [campo, t(e.message, e.args)]));
    for (const [campo, mensaje] of unresolved) messages.set(campo, mensaje);
    return { fila, valores, cambios, data, messages, aviso };
  };
  /** Each message as an error of its cell (the field's label first when no column feeds it). */
  const errorsOf = (messages: ReadonlyMap<string, string>, aviso: (campo: string, mensaje: string) => Aviso): Aviso[] =>
    [...messages].map(([campo, mensaje]) => {
      const label = schema.fields[campo]?.label ?? campo;
      return aviso(campo, columnOf(campo) || !schema.fields[campo] ? mensaje : `${label}: ${mensaje}`);
    });

  const classify = async (cells: readonly Cell[], r: number, trx: Transaction<Database> | null): Promise<FilaAnalizada> => {
    const celdas = cells;
    const { fila, valores, cambios, data, messages, aviso } = read(cells, r);
    if (messages.size) return { fila, clase: 'error', celdas, valores, errores: errorsOf(messages, aviso), cambios };
    const errores: Aviso[] = [];
    // Only the columns the keys read, validated where validation gave a value: a spread of the whole record here
    // (some sixty fields) was most of the analysis's garbage, and most of what reached the old space (#29).
    const merged = Object.fromEntries(keyColumns.map((c) => [c, Object.hasOwn(data, c) ? data[c] : valores[c]]));
    for (const key of keys) {
      const k = key.of(merged);
      if (k === null) continue;
      const id = inDb.get(key.campo)?.get(k);
      if (id !== undefined) return { fila, clase: 'duplicado', celdas, valores, errores, cambios, duplicado: { id, registro: '', campo: key.label } };
      const earlier = inFile.get(key.campo)?.get(k);
      if (earlier !== undefined)
        return { fila, clase: 'duplicado', celdas, valores, errores, cambios, duplicado: { fila: earlier, registro: '', campo: key.label } };
    }
    // The module's own server rules, as the commit will run them (the same function): a row they refuse is an error now.
    const refusal = trx && rules ? await refusalOf(() => rules.check(trx, valores)) : null;
    if (refusal) return { fila, clase: 'error', celdas, valores, errores: errorsOf(refusal, aviso), cambios };
    for (const key of keys) {
      const k = key.of(merged);
      if (k !== null) inFile.get(key.campo)?.set(k, fila);
    }
    return { fila, clase: 'nuevo', celdas, valores, errores, cambios };
  };

  /** The records and rows a batch repeats, named ('OF-0012 · Casa en Surco', 'la fila 12'), the records read once. */
  const named = async (filas: readonly FilaAnalizada[]): Promise<FilaAnalizada[]> => {
    const ids = [...new Set(filas.flatMap((f) => (f.duplicado?.id !== undefined ? [f.duplicado.id] : [])))];
    const names = ids.length ? await recordNames(db, schema, ids) : new Map<number, string>();
    return filas.map((f) => {
      if (!f.duplicado) return f;
      const { id, fila, campo } = f.duplicado;
      const registro =
        id !== undefined
          ? t('app.importar.duplicado_base', { registro: names.get(id) ?? `#${id}`, campo: campo.toLowerCase() })
          : t('app.importar.duplicado_archivo', { fila: fila ?? 0, campo: campo.toLowerCase() });
      return { ...f, duplicado: { ...f.duplicado, registro } };
    });
  };

  const resumen = { total: 0, nuevos: 0, duplicados: 0, errores: 0 };
  for (let start = 0; start < sheet.filas.length; start += RULES_BATCH) {
    const end = Math.min(sheet.filas.length, start + RULES_BATCH);
    const filas: FilaAnalizada[] = [];
    const batch = async (trx: Transaction<Database> | null) => {
      for (let r = start; r < end; r += 1) filas.push(await classify(sheet.filas[r] ?? [], r, trx));
    };
    // Checked in short transactions that are always rolled back: nothing the rules touch is kept, and on SQLite's one
    // connection other requests go on between batches.
    if (rules) await rolledBack(db, batch);
    else await batch(null);
    for (const f of filas) resumen[COUNTED[f.clase]] += 1;
    resumen.total += filas.length;
    await store(await named(filas), start);
  }

  return {
    modulo: schema.name,
    hoja: sheet.hoja,
    hojas: sheet.hojas,
    columnas: mapping.columnas,
    sinMapear: mapping.columnas.filter((c) => !c.campo).map((c) => c.columna),
    faltantes,
    resumen,
  };
}
