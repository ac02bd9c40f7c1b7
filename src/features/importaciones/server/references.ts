// Reference columns by name: a column 'Agente' holding a user's name or login, 'Inmueble' holding a property's code
// ('OF-000012') or its name, 'Corredor' a broker's name or e-mail — each read as the record's id, the way a person
// fills a sheet. The referred module's table is read once per import (its key and identifying columns), not once per
// row. A name that matches no record, or more than one, is the row's error, in Spanish; an id stays an id.
import type { ModuleSchema } from '../../../framework/schema';
import { fieldType, fieldsOfType } from '../../../framework/fields';
import { representRecord } from '../../../framework/schema';
import { normalizeNombre } from '../../../lib/ubigeo';
import { fromDb } from '#server/crud/rows';
import { anyTable, type Db } from '#server/db/types';
import { t } from '#server/http';
import type { Cell } from './sheet';

/** Text compared without accents, case or repeated spaces. */
const key = (s: string) => normalizeNombre(s).replace(/\s+/g, ' ').trim();

export type Resolved = { readonly id: number; readonly nombre: string } | { readonly error: string };

export interface ReferenceResolver {
  /** The id a cell names for field `campo`, or undefined when the cell is an id (or empty) and needs no lookup. */
  resolve(campo: string, cell: Cell): Resolved | undefined;
}

/** The columns that name a record of `target`: those of its representation, its code, login, e-mail and unique texts. */
function namingColumns(target: ModuleSchema, base: ModuleSchema): string[] {
  const cols = new Set<string>();
  for (const m of target.representation.matchAll(/%\{(\w+)\}/g)) if (m[1] && base.fields[m[1]]) cols.add(m[1]);
  for (const [name, f] of Object.entries(base.fields)) {
    if (name === 'codigo' || name === 'usuario' || fieldType(f).namesRecord?.(f)) cols.add(name);
  }
  return [...cols];
}

const isId = (c: Cell) => typeof c === 'number' || (typeof c === 'string' && /^\s*\d+\s*$/.test(c));

export async function referenceResolver(
  db: Db,
  schema: ModuleSchema,
  modules: readonly ModuleSchema[],
  columns: ReadonlyMap<string, readonly Cell[]>,
): Promise<ReferenceResolver> {
  const byField = new Map<string, { target: ModuleSchema; names: Map<string, Set<number>>; labels: Map<number, string> }>();
  for (const [campo, f] of fieldsOfType(schema, 'reference')) {
    const cells = columns.get(campo);
    if (!cells?.some((c) => c !== null && c !== '' && !isId(c))) continue;
    const target = modules.find((m) => m.name === f.reference);
    if (!target) continue;
    const base = (target.viewOf && modules.find((m) => m.name === target.viewOf)) || target;
    const cols = namingColumns(target, base);
    const names = new Map<string, Set<number>>();
    const labels = new Map<number, string>();
    const add = (text: unknown, id: number) => {
      if (typeof text !== 'string' || text.trim() === '') return;
      const k = key(text);
      names.set(k, (names.get(k) ?? new Set()).add(id));
    };
    const rows = await anyTable(db)
      .selectFrom(base.name)
      .select([base.key, ...cols])
      .execute();
    for (const raw of rows) {
      const row = fromDb(base, raw);
      const id = Number(raw[base.key]);
      const label = representRecord(target, row);
      labels.set(id, label);
      add(label, id);
      for (const c of cols) add(row[c], id);
    }
    byField.set(campo, { target, names, labels });
  }
  return {
    resolve(campo, cell) {
      const lookup = byField.get(campo);
      if (!lookup || cell === null || cell === '' || isId(cell)) return undefined;
      const text = String(cell).trim();
      const ids = [...(lookup.names.get(key(text)) ?? [])];
      const { one, many, gender } = lookup.target.label;
      if (ids.length === 0)
        return {
          error: t(gender === 'f' ? 'app.importar.referencia.ninguna' : 'app.importar.referencia.ninguno', {
            modulo: one.toLowerCase(),
            texto: text,
          }),
        };
      if (ids.length > 1) return { error: t('app.importar.referencia.varios', { modulo: many.toLowerCase(), texto: text, n: ids.length }) };
      const id = ids[0] ?? 0;
      return { id, nombre: lookup.labels.get(id) ?? `#${id}` };
    },
  };
}
