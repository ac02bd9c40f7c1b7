// Record types derived from a module's schema (types only): the row as the database gives it back and the record
// as the API carries it. The stored shapes follow each type's column (fields/<type>/index.ts `column`, `toDb`):
// whole numbers, money (bigint, parsed to a number on PostgreSQL by server/db/connect.ts), references and decimals
// (double precision) are numbers, booleans are stored as 0/1, multienum lists as JSON text, everything else as text.
import type { FieldDef, FieldType, Fields, ModuleSchema } from './schema';

type NumericType = 'integer' | 'decimal' | 'money' | 'reference';

/** A column's value as the database returns it (never null: see `Nullable`). */
export type StoredValue<T extends FieldType> = T extends NumericType | 'boolean' ? number : string;
/** A field's value as the API carries it (fromDb's result). */
export type ApiValue<T extends FieldType> = T extends NumericType
  ? number
  : T extends 'boolean'
    ? boolean
    : T extends 'multienum'
      ? readonly string[]
      : string;

/** Required and `notNull` fields are NOT NULL columns; any other may hold null. */
type Nullable<D extends FieldDef, V> = D extends { readonly required: true } | { readonly notNull: true } ? V : V | null;

/** The audit columns every module table has (server/db/migrations/kit/tables.ts withAudit). */
export interface AuditColumns {
  creado_en: string;
  actualizado_en: string;
  creado_por: number | null;
  actualizado_por: number | null;
}

type Flat<T> = { -readonly [K in keyof T]: T[K] };

/** The fields' columns as the database returns them. */
export type StoredFields<F extends Fields> = { -readonly [N in keyof F & string]: Nullable<F[N], StoredValue<F[N]['type']>> };

/** A module table's row as the database returns it: the key, the fields' columns and the audit columns. */
export type TableRow<S extends ModuleSchema> = Flat<{ [K in S['key']]: number } & StoredFields<S['fields']> & AuditColumns>;

/** A module's record as the API carries it (listado and detalle): write-only fields are never returned. */
export type ApiRecord<S extends ModuleSchema> = Flat<
  { [K in S['key']]: number } & {
    -readonly [N in keyof S['fields'] & string as S['fields'][N] extends { readonly writeOnly: true } ? never : N]: Nullable<
      S['fields'][N],
      ApiValue<S['fields'][N]['type']>
    >;
  } & AuditColumns
>;

/** A module's record as the dataProvider hands it to react-admin: its API record and `id`, the key's value. */
export type RaRecordOf<S extends ModuleSchema> = ApiRecord<S> & { readonly id: number };

/** What a client may send for a write of the module: each field it may write (on update, none that is createOnly), optional, or null. */
export type WritePayload<S extends ModuleSchema, M extends 'create' | 'update'> = {
  -readonly [
    N in keyof S['fields'] & string as S['fields'][N] extends { readonly readOnly: true }
      ? never
      : M extends 'update'
        ? S['fields'][N] extends { readonly createOnly: true }
          ? never
          : N
        : N
  ]?: ApiValue<S['fields'][N]['type']> | null;
};

/** `Typed` where `S` is one module's schema (its literal type), `Untyped` where any module's (`ModuleSchema`: generic code). */
export type ByModule<S extends ModuleSchema, Typed, Untyped> = ModuleSchema extends S ? Untyped : Typed;
