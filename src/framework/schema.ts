// The module declaration: plain TypeScript, imported by the browser app and by the server.
// Everything that is the same for every module is derived from it.
import type { MessageKey } from '../i18n/keys';
import { translate } from '../i18n/translate';
import { fieldText, type FieldDefs } from './fields';
import type { IconName } from './icons';
import { must } from '../lib/must';

export const ROLES = ['Administrador', 'Agente'] as const;
export type Role = (typeof ROLES)[number];

/** The field types: one member of FieldDefs per folder of fields/ (fields/index.ts). */
export type FieldType = keyof FieldDefs;

type OptionName = { [T in FieldType]: keyof FieldDefs[T] }[FieldType];
/** One type's declaration with every other type's options forbidden: a `choices` on a text is an error, not ignored. */
type Exclusive<D> = D & { readonly [O in Exclude<OptionName, keyof D>]?: never };

/**
 * A field's declaration: one member per type (declared in fields/<type>/index.ts), told apart by `type`. A type's
 * own options are required where it cannot work without them (a reference's module, an enum's choices, a money
 * field's currency field) and absent from the other types.
 */
export type FieldDef = { [T in FieldType]: Exclusive<FieldDefs[T]> }[FieldType];
/** The member of FieldDef of type T (or of the types in T). */
export type FieldDefOf<T extends FieldType> = Extract<FieldDef, { readonly type: T }>;

export type { Choice, FilterKind } from './fields/def';
export type { FileKind } from './fields/file/kinds';

/** A module's cross-field rule errors: field -> the catalogue key of its message. */
export type RuleErrors = Record<string, MessageKey>;

/** What a role may do on a module. 'own' = only rows whose ownerField is the caller. */
export interface Permission {
  readonly read?: boolean;
  readonly create?: boolean;
  readonly update?: boolean | 'own';
  readonly delete?: boolean | 'own';
  readonly export?: boolean;
}

export type AreaId =
  | 'dashboard'
  | 'favoritos'
  | 'procesos'
  | 'mapa'
  | 'documentos'
  | 'calendario'
  | 'legal'
  | 'directorios'
  | 'publicidad'
  | 'reportes'
  | 'cambios'
  | 'imagenesyfiles'
  | 'sistema';

export interface MenuPlace {
  readonly area: AreaId;
  /** The seed's route prefix, e.g. '/sistema/glosario': `${path}/listado` and `${path}/nuevo` redirect to the views. */
  readonly path: string;
  readonly order: number;
  /** Icon name, resolved by the layout (the schema stays free of React); unknown names fail the type check. */
  readonly icon: IconName;
  /** The seed's 'mostrar' flag: in the menu of administrators only, whatever else the role may read. */
  readonly adminOnly?: boolean;
}

export type Fields = Readonly<Record<string, FieldDef>>;

/**
 * F: the fields; N and K: the literal name and key; C: the field names (a parameter of its own so that a declared
 * schema stays assignable to the erased `ModuleSchema` the registry holds — `keyof F` alone would make F invariant).
 */
export interface ModuleSchema<F extends Fields = Fields, N extends string = string, K extends string = string, C extends string = keyof F & string> {
  /** Module name: resource name, API path segment and table name. */
  readonly name: N;
  /** Primary key column, e.g. 'id_glosario'. */
  readonly key: K;
  /** gender of `one` ('m' el ofertante, 'f' la cita): 'Nuevo ofertante', 'Nueva cita'. */
  readonly label: { readonly one: string; readonly many: string; readonly gender?: 'm' | 'f' };
  readonly menu?: MenuPlace;
  readonly fields: F;
  readonly list: {
    readonly columns: readonly C[];
    readonly sort: { readonly field: C; readonly order: 'ASC' | 'DESC' };
    /** Fields searched by the full-text `q` filter. */
    readonly search?: readonly C[];
    /**
     * Composite indexes for the filter combinations the screens really make, each ending with the sort it serves
     * (the key is appended). Every equality filter followed by the default sort is derived without declaring it.
     */
    readonly indexes?: readonly (readonly C[])[];
  };
  readonly access: Readonly<Record<Role, Permission>>;
  /** Field holding the owning usuario, for 'own' permissions. */
  readonly ownerField?: C;
  /** Template for a record's short name, e.g. '%{nombre} %{apellido}'. */
  readonly representation: string;
  /** Cross-field rules: return field -> i18n key of the error. */
  readonly rules?: (record: Readonly<Record<string, unknown>>) => Readonly<RuleErrors>;
  /** Written only by the server (logs): no create, update or delete endpoints. */
  readonly readOnly?: boolean;
  /** A database view over another module's table (same key): references to this module point at that table. */
  readonly viewOf?: string;
  /** Rows are never deleted (legal retention). */
  readonly noDelete?: boolean;
  /** Table of the change log (one row per changed field) written in the same transaction as each update. */
  readonly changeLog?: string;
  /** Sections of the forms and the show view, in order; fields in no section come last under 'Otros datos'. */
  readonly layout?: readonly { readonly title: string; readonly fields: readonly C[] }[];
}

/**
 * A field the code names (a literal of the module's schema): an internal Error when the schema lacks it. Of a
 * declared schema and a literal name, the field's own declaration (an enum's choices, a money field's currency).
 */
export function fieldOf<S extends ModuleSchema, N extends keyof S['fields'] & string>(schema: S, name: N): S['fields'][N];
export function fieldOf(schema: ModuleSchema, name: string): FieldDef;
export function fieldOf(schema: ModuleSchema, name: string): FieldDef {
  return must(schema.fields[name], `el campo ${schema.name}.${name}`);
}

/**
 * Checks list columns, sort and owner against the declared field names and keeps the literal name, key and fields
 * (record types and the server's table types derive from them: src/framework/records.ts); the result is still a
 * plain `ModuleSchema` for the registry.
 */
export function defineModule<const N extends string, const K extends string, const F extends Fields>(
  schema: ModuleSchema<F, N, K>,
): ModuleSchema<F, N, K> {
  return schema;
}

export const ACTIONS = ['list', 'show', 'create', 'edit', 'delete', 'export'] as const;
export type Action = (typeof ACTIONS)[number];
const ACTION_NAMES: readonly string[] = ACTIONS;
export const isAction = (action: string): action is Action => ACTION_NAMES.includes(action);

export const AUDIT_FIELDS = ['creado_en', 'actualizado_en', 'creado_por', 'actualizado_por'] as const;

/** The field belongs to `record` (its `when` holds, or it has none). */
export function fieldApplies(field: FieldDef, record: Readonly<Record<string, unknown>>): boolean {
  if (!field.when) return true;
  const value = record[field.when.field];
  return (typeof value === 'string' || typeof value === 'boolean') && field.when.in.includes(value);
}

const entriesOf = new WeakMap<ModuleSchema['fields'], readonly (readonly [string, FieldDef])[]>();

/**
 * A schema's fields as [name, definition] pairs, made once per schema: every write walks them several times
 * (validation, references, unique fields, HTML), an import for each of its thousands of rows.
 */
export function fieldEntries(schema: Pick<ModuleSchema, 'fields'>): readonly (readonly [string, FieldDef])[] {
  let entries = entriesOf.get(schema.fields);
  if (!entries) {
    entries = Object.entries(schema.fields);
    entriesOf.set(schema.fields, entries);
  }
  return entries;
}

const writableOf = {
  create: new WeakMap<ModuleSchema['fields'], readonly string[]>(),
  update: new WeakMap<ModuleSchema['fields'], readonly string[]>(),
};

/** Fields a client may send on this operation (made once per schema and operation). */
export function writableFields(schema: ModuleSchema, mode: 'create' | 'update'): readonly string[] {
  let names = writableOf[mode].get(schema.fields);
  if (!names) {
    names = fieldEntries(schema)
      .filter(([, f]) => !f.readOnly && (mode === 'create' || !f.createOnly))
      .map(([name]) => name);
    writableOf[mode].set(schema.fields, names);
  }
  return names;
}

const writableSets = {
  create: new WeakMap<ModuleSchema['fields'], ReadonlySet<string>>(),
  update: new WeakMap<ModuleSchema['fields'], ReadonlySet<string>>(),
};

/** writableFields as a set (made once per schema and mode: every write asks it). */
export function writableFieldSet(schema: ModuleSchema, mode: 'create' | 'update'): ReadonlySet<string> {
  let set = writableSets[mode].get(schema.fields);
  if (!set) {
    set = new Set(writableFields(schema, mode));
    writableSets[mode].set(schema.fields, set);
  }
  return set;
}

export function sortableFields(schema: ModuleSchema): string[] {
  const declared = Object.entries(schema.fields)
    .filter(([, f]) => f.sortable)
    .map(([name]) => name);
  return [schema.key, ...declared];
}

export interface FieldGroup {
  readonly title: string | null;
  readonly fields: readonly string[];
}

/** The fields that pass `keep`, grouped by the schema's layout (one untitled group without a layout). */
export function groupFields(schema: ModuleSchema, keep: (name: string, field: FieldDef) => boolean): FieldGroup[] {
  const visible = Object.entries(schema.fields)
    .filter(([n, f]) => keep(n, f))
    .map(([n]) => n);
  if (!schema.layout) return [{ title: null, fields: visible }];
  const placed = new Set(schema.layout.flatMap((s) => s.fields));
  const groups: FieldGroup[] = schema.layout.map((s) => ({ title: s.title, fields: s.fields.filter((f) => visible.includes(f)) }));
  const rest = visible.filter((f) => !placed.has(f));
  if (rest.length) groups.push({ title: translate('app.framework.otros_datos'), fields: rest });
  return groups.filter((g) => g.fields.length > 0);
}

/** 'Nuevo ofertante', 'Nueva cita': the singular with its declared gender (masculine when undeclared). */
/** A label inside a sentence: 'Ofertante' → 'ofertante', 'Control de llaves' → 'control de llaves'; an acronym keeps its capitals. */
export function labelInSentence(label: string): string {
  const second = label.charAt(1);
  const acronym = second !== '' && second === second.toUpperCase() && second !== second.toLowerCase();
  return acronym ? label : `${label.charAt(0).toLowerCase()}${label.slice(1)}`;
}

export function newRecordLabel(schema: Pick<ModuleSchema, 'label'>): string {
  const registro = labelInSentence(schema.label.one);
  return translate(schema.label.gender === 'f' ? 'app.framework.nueva' : 'app.framework.nuevo', { registro });
}

/** `%{nombre} %{apellido}` -> 'Ana Quispe'; each field as a person reads it ('%{accion} %{fecha}' -> 'Creación 23/11/2026 10:28:28'). */
export function representRecord(schema: ModuleSchema, record: Readonly<Record<string, unknown>>): string {
  return schema.representation
    .replace(/%\{(\w+)\}/g, (_, name: string) => {
      const value = record[name];
      if (value === null || value === undefined) return '';
      const field = schema.fields[name];
      return field ? fieldText(field, value, record) : String(value);
    })
    .trim();
}
