// Which column feeds which field: by the field's Spanish label, its key, or a known synonym of its type, with accents,
// case and punctuation ignored ('CORREO ELECTRÓNICO', 'e-mail' and 'Correo' all feed the one e-mail field). The
// user's corrections (`mapeo`: column → field, '' for none) win over the guess.
import type { FieldType, ModuleSchema } from '../../../framework/schema';
import { importableFields } from '../shared/importable';
import type { ColumnMap } from '../shared/types';
import { normalizeNombre } from '../../../lib/ubigeo';
import { refused } from './sheet';

export { importableFields };

/** Case, accents, punctuation and the parenthesised unit ignored: 'Área construida (m²)' → 'area construida'. */
export const normalizeHeader = (s: string): string =>
  normalizeNombre(s.replace(/\([^)]*\)/g, ' '))
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Headers people write for a field of a type, used when the module has exactly one field of it. */
const SYNONYMS: Partial<Record<FieldType, readonly string[]>> = {
  email: ['correo', 'correo electronico', 'email', 'e mail', 'mail'],
  phone: ['telefono', 'celular', 'movil', 'tel', 'cel', 'whatsapp', 'nro telefono', 'numero de telefono'],
  document: ['dni', 'documento', 'nro documento', 'numero de documento', 'doc', 'dni ce', 'nro de documento'],
  doctype: ['tipo documento', 'tipo de documento', 'tipo doc'],
  district: ['distrito'],
  currency: ['moneda', 'divisa'],
  money: ['precio', 'monto', 'valor'],
};

export type { ColumnMap };

export interface Mapping {
  readonly columnas: readonly ColumnMap[];
  /** field → column index. */
  readonly campos: ReadonlyMap<string, number>;
}

function guess(schema: ModuleSchema, header: string, taken: ReadonlySet<string>): string | null {
  const h = normalizeHeader(header);
  if (h === '') return null;
  const fields = importableFields(schema).filter(([name]) => !taken.has(name));
  const exact = fields.find(([name, f]) => normalizeHeader(f.label) === h || normalizeHeader(name) === h);
  if (exact) return exact[0];
  const all = importableFields(schema);
  for (const [type, words] of Object.entries(SYNONYMS)) {
    if (!words.includes(h)) continue;
    const ofType = all.filter(([, f]) => f.type === type);
    const only = ofType.length === 1 ? ofType[0] : undefined;
    if (only && !taken.has(only[0])) return only[0];
  }
  // A shortened title ('Dorm', 'Antig'): the one field whose label starts with it.
  if (h.length >= 4) {
    const starts = fields.filter(([, f]) => normalizeHeader(f.label).startsWith(h));
    if (starts.length === 1 && starts[0]) return starts[0][0];
  }
  return null;
}

/** The mapping of `encabezados` for `schema`, `mapeo` (the user's corrections) first. */
export function mapColumns(schema: ModuleSchema, encabezados: readonly string[], mapeo?: Readonly<Record<string, string | null>>): Mapping {
  const importable = new Map(importableFields(schema));
  const taken = new Set<string>();
  const chosen: (string | null | undefined)[] = encabezados.map(() => undefined);
  if (mapeo) {
    for (const [columna, campo] of Object.entries(mapeo)) {
      const i = encabezados.indexOf(columna);
      if (i < 0) throw refused('app.importar.errors.mapeo_columna', { columna });
      if (campo === null || campo === '') {
        chosen[i] = null;
        continue;
      }
      if (!importable.has(campo)) throw refused('app.importar.errors.mapeo_campo', { columna, campo, modulo: schema.label.many });
      if (taken.has(campo)) throw refused('app.importar.errors.mapeo_repetido', { campo: importable.get(campo)?.label ?? campo });
      taken.add(campo);
      chosen[i] = campo;
    }
  }
  const columnas = encabezados.map((columna, i) => {
    let campo = chosen[i];
    if (campo === undefined) {
      campo = guess(schema, columna, taken);
      if (campo) taken.add(campo);
    }
    return { columna, campo };
  });
  const campos = new Map<string, number>();
  columnas.forEach((c, i) => {
    if (c.campo) campos.set(c.campo, i);
  });
  return { columnas, campos };
}
