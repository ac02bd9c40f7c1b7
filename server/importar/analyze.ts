// The preview of an import, nothing written: every row cleaned (clean.ts), validated by the module's own rules
// (src/framework/validate.ts, the forms' and the API's), and classified new, duplicate (of a record in the database
// or of an earlier row of the file) or error, each error and change named by its cell ('fila 12, columna «Precio»').
import { fieldType } from '../../src/framework/fields';
import { fieldsOfType } from '../../src/framework/fields';
import { representRecord, writableFields, type ModuleSchema } from '../../src/framework/schema';
import { validateRecord } from '../../src/framework/validate';
import { normalizeNombre } from '../../src/lib/ubigeo';
import { normalizePhone } from '../../src/framework/fields/phone';
import { anyTable, type Db } from '../db/types';
import { t } from '../http';
import { cleanCell, padDni } from './clean';
import { importableFields, mapColumns, normalizeHeader } from './mapping';
import type { Sheet } from './sheet';
import type { Analisis, Aviso, Clase, FilaAnalizada } from '../../src/resources/importaciones/types';
import { fromDb } from '../crud/rows';
import { referenceResolver } from './references';

export type { Analisis, Aviso, Clase, FilaAnalizada, Resumen } from '../../src/resources/importaciones/types';

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
  if (district && direccion?.type === 'text') {
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
    const single = (of: (v: unknown) => string | null) => keys.push({ campo: name, label: f.label, columns: [name], of: (v) => of(v[name]) });
    if (f.type === 'document')
      single((v) =>
        typeof v === 'string' && v !== ''
          ? v
              .replace(/[\s.-]/g, '')
              .replace(/^0+/, '')
              .toUpperCase()
          : null,
      );
    else if (f.type === 'email') single((v) => (typeof v === 'string' && v !== '' ? v.trim().toLowerCase() : null));
    else if (f.type === 'phone') single((v) => (typeof v === 'string' && v !== '' ? normalizePhone(v) : null));
    else if (f.unique) single((v) => (v === null || v === undefined || v === '' ? null : normalizeNombre(String(v))));
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

export async function analyze(
  db: Db,
  schema: ModuleSchema,
  sheet: Sheet,
  mapeo?: Readonly<Record<string, string | null>>,
  modules: readonly ModuleSchema[] = [],
): Promise<Analisis> {
  const mapping = mapColumns(schema, sheet.encabezados, mapeo);
  const columnOf = (campo: string): string | null => {
    const i = mapping.campos.get(campo);
    return i === undefined ? null : (sheet.encabezados[i] ?? null);
  };
  const importable = new Map(importableFields(schema));
  const faltantes = [...importable]
    .filter(([name, f]) => f.required && f.default === undefined && !mapping.campos.has(name) && !f.when && fieldType(f).emptiable)
    .map(([, f]) => f.label);
  const writable = new Set(writableFields(schema, 'create'));
  const keys = duplicateKeys(schema);
  const inDb = await existing(db, schema, keys);
  const inFile = new Map<string, Map<string, number>>(keys.map((k) => [k.campo, new Map()]));
  const names = new Map<number, string>();
  const references = await referenceResolver(
    db,
    schema,
    modules,
    new Map([...mapping.campos].map(([campo, i]) => [campo, sheet.filas.map((r) => r[i] ?? null)])),
  );

  const filas: FilaAnalizada[] = sheet.filas.map((cells, r) => {
    const fila = sheet.numeros[r] ?? r + 2;
    const celdas = cells;
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
      if (f.type === 'money' && cleaned.moneda) moneda = cleaned.moneda;
    }
    // A money cell that names its currency fills the currency field no column fed.
    for (const [campo, f] of fieldsOfType(schema, 'money')) {
      if (moneda && campo in valores && !(f.currencyField in valores)) {
        valores[f.currencyField] = moneda;
        cambios.push(aviso(f.currencyField, t('app.importar.cambios.moneda', { moneda })));
      }
    }
    for (const [campo, f] of fieldsOfType(schema, 'document')) {
      const tipo = valores[f.typeField] ?? schema.fields[f.typeField]?.default;
      const padded = padDni(valores[campo], tipo);
      if (padded) {
        valores[campo] = padded.value;
        if (padded.nota) cambios.push(aviso(campo, padded.nota));
      }
    }
    const { data, errors } = validateRecord(schema, valores, 'create');
    const messages = new Map(Object.entries(errors).map(([campo, e]) => [campo, t(e.message, e.args)]));
    for (const [campo, mensaje] of unresolved) messages.set(campo, mensaje);
    const errores: Aviso[] = [...messages].map(([campo, mensaje]) => {
      const label = schema.fields[campo]?.label ?? campo;
      return aviso(campo, columnOf(campo) ? mensaje : `${label}: ${mensaje}`);
    });
    if (errores.length) return { fila, clase: 'error', celdas, valores, errores, cambios };
    const merged = { ...valores, ...data };
    for (const key of keys) {
      const k = key.of(merged);
      if (k === null) continue;
      const id = inDb.get(key.campo)?.get(k);
      if (id !== undefined) return { fila, clase: 'duplicado', celdas, valores, errores, cambios, duplicado: { id, registro: '', campo: key.label } };
      const earlier = inFile.get(key.campo)?.get(k);
      if (earlier !== undefined)
        return { fila, clase: 'duplicado', celdas, valores, errores, cambios, duplicado: { fila: earlier, registro: '', campo: key.label } };
    }
    for (const key of keys) {
      const k = key.of(merged);
      if (k !== null) inFile.get(key.campo)?.set(k, fila);
    }
    return { fila, clase: 'nuevo', celdas, valores, errores, cambios };
  });

  // The records repeated, by name ('OF-0012 · Casa en Surco'), read once each.
  const ids = [...new Set(filas.flatMap((f) => (f.duplicado?.id !== undefined ? [f.duplicado.id] : [])))];
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await anyTable(db)
      .selectFrom(schema.name)
      .selectAll()
      .where(schema.key, 'in', ids.slice(i, i + 500))
      .execute();
    for (const row of rows) names.set(Number(row[schema.key]), representRecord(schema, fromDb(schema, row)));
  }
  const withNames = filas.map((f) => {
    if (!f.duplicado) return f;
    const { id, fila, campo } = f.duplicado;
    const registro =
      id !== undefined
        ? t('app.importar.duplicado_base', { registro: names.get(id) ?? `#${id}`, campo: campo.toLowerCase() })
        : t('app.importar.duplicado_archivo', { fila: fila ?? 0, campo: campo.toLowerCase() });
    return { ...f, duplicado: { ...f.duplicado, registro } };
  });
  const count = (c: Clase) => withNames.filter((f) => f.clase === c).length;
  return {
    modulo: schema.name,
    hoja: sheet.hoja,
    hojas: sheet.hojas,
    columnas: mapping.columnas,
    sinMapear: mapping.columnas.filter((c) => !c.campo).map((c) => c.columna),
    faltantes,
    filas: withNames,
    resumen: { total: withNames.length, nuevos: count('nuevo'), duplicados: count('duplicado'), errores: count('error') },
  };
}
