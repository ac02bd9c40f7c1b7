// What a field type is, apart from React: its column, its conversions, its checks, its filters and its text.
// One object per type (fields/<type>/index.ts); the registry (fields/index.ts) maps every FieldType to one.
import type { MessageKey } from '../../i18n/keys';
import type { CsvCell } from '../../lib/csv';
import type { FieldDef } from '../schema';

export interface ValidationError {
  readonly message: MessageKey;
  readonly args?: Readonly<Record<string, string | number>>;
}
export type Errors = Record<string, ValidationError>;
/** A validated value, as the API carries it (booleans and lists decoded). */
export type DbValue = string | number | boolean | null | readonly string[];
/** A filter value, ready for SQL. */
export type Scalar = string | number | boolean;
export type SqlDialect = 'sqlite' | 'postgres';
/** Column types every supported dialect understands (SQLite maps them to its affinities). */
export type ColumnType = 'text' | 'integer' | 'bigint' | 'double precision';
export type RecordLike = Readonly<Record<string, unknown>>;
/** The JSON Schema of a field's value as the API sends it (the server's responses are serialised from it). */
export interface JsonValueSchema {
  readonly type: readonly ('string' | 'number' | 'boolean' | 'array' | 'null')[];
  readonly items?: { readonly type: 'string' };
}

/** The cross-field step after every field is checked (e.g. document number against its type). */
export interface CompleteContext<D extends FieldDef = FieldDef> {
  readonly name: string;
  readonly field: D;
  /** The validated values of this write (may be extended). */
  readonly data: Record<string, DbValue>;
  /** The client's payload. */
  readonly input: RecordLike;
  /** The stored record merged with `data`. */
  readonly merged: RecordLike;
  readonly errors: Errors;
}

/** What a range filter's extra condition is decided from (money: the currency filter beside it). */
export interface RangeContext {
  readonly fields: Readonly<Record<string, FieldDef>>;
  /** The values the query filters the field `name` by (eq or in); undefined when it does not filter it. */
  readonly chosen: (name: string) => readonly Scalar[] | undefined;
}

/** A condition a range filter adds (`name` equals `value`), or the error, on the field `name`, that refuses the query. */
export type RangeCondition = { readonly name: string; readonly value: Scalar } | { readonly name: string; readonly error: ValidationError };

/** A spreadsheet cell, as an import reads it: text, a number (an Excel serial date stays a number), a yes/no, or empty. */
export type SheetCell = string | number | boolean | null;
/** What reading a cell changed, as the import's preview says it (app.importar.cambios.<kind>, «antes» → «despues»). */
export type SheetChange = 'numero' | 'fecha' | 'opcion' | 'distrito' | 'telefono' | 'correo' | 'moneda' | 'documento';
/** A cell read for a field: the value a form would send, what the reading changed, the currency it named. */
export interface SheetValue {
  readonly value: unknown;
  readonly change?: { readonly kind: SheetChange; readonly antes: string; readonly despues: string };
  /** The currency the cell named ('S/', 'US$'): a money field's currency field takes it when no column feeds it. */
  readonly currency?: 'PEN' | 'USD';
}
/** A row of a spreadsheet once each of its cells was read: the values by field, the fields, the currency a cell named. */
export interface SheetRow {
  readonly values: Readonly<Record<string, unknown>>;
  readonly fields: Readonly<Record<string, FieldDef>>;
  readonly currency?: 'PEN' | 'USD';
}
/** A value a field's type completes in a spreadsheet row from the rest of it, and what it changed. */
export interface SheetFill {
  readonly campo: string;
  readonly value: unknown;
  readonly change: NonNullable<SheetValue['change']>;
}

/** A field type's plain parts, for the fields declared with it (D: its member of FieldDef). */
export interface FieldTypeDefinition<D extends FieldDef = FieldDef> {
  /** The SQL column type in `dialect`. */
  readonly column: (dialect: SqlDialect) => ColumnType;
  /** Whether a B-tree index serves its sorts and filters (not for JSON lists searched with LIKE). */
  readonly indexable: boolean;
  /** Whether `value` counts as not given (beyond null, undefined and blank text). */
  readonly isEmpty?: (value: unknown) => boolean;
  /** The value stored when none is given and none is required; undefined stores nothing. */
  readonly blank?: (field: D, mode: 'create' | 'update', present: boolean) => DbValue | undefined;
  /** A required field of this type may be left out on update (passwords). */
  readonly optionalOnUpdate?: boolean;
  /** Converts and checks one present (non-empty) value sent by a client. */
  readonly validate: (field: D, value: unknown) => DbValue | ValidationError;
  readonly complete?: (ctx: CompleteContext<D>) => void;
  /** API value -> database value, and back (the same in SQLite and PostgreSQL). */
  readonly toDb: (value: DbValue) => unknown;
  readonly fromDb: (value: unknown) => unknown;
  /** What `fromDb` gives, as JSON Schema: listado and detalle answers are serialised from it. */
  readonly json: JsonValueSchema;
  /** The filter kinds a schema may declare on a field of this type (its member's `filter`: def.ts Filterable). */
  readonly filters: readonly NonNullable<D['filter']>[];
  /** One filter value from a listado query -> the value compared in SQL; undefined when it is not acceptable. */
  readonly parseFilter: (field: D, value: unknown) => Scalar | undefined;
  /** The cross-field step of a range filter on the field: a condition it needs beside it (money: its currency). */
  readonly rangeCondition?: (field: D, ctx: RangeContext) => RangeCondition | undefined;
  /** The value as a person reads it ('' when empty), given the whole record (API form): CSV, change log, display. */
  readonly text: (field: D, value: unknown, record: RecordLike) => string;
  /** The CSV cell when it is not the text: a number Excel can sum (money in its currency's units, counts, areas). */
  readonly csv?: (field: D, value: unknown, record: RecordLike) => CsvCell;
  /** The most characters a value takes in a write body (server/bodyCaps.ts): the validation's limit, rounded up. */
  readonly maxChars: (field: D) => number;
  /** The most elements a value holds when it is a list (0 otherwise): a write body's entries (server/bodyCaps.ts). */
  readonly items: (field: D) => number;
  /** The module whose record a value is the id of: a foreign key, and a write must name an existing record. */
  readonly refersTo: (field: D) => string | undefined;
  /** The value is HTML: the server sanitises it before it is stored (server/crud/sanitize.ts). */
  readonly html: boolean;
  /** Never shown nor exported, whatever the schema says (passwords): the show view and the CSV leave it out. */
  readonly secret: boolean;
  /** A form can leave a value empty (a yes/no switch cannot: it is on or off, so a default never makes it required). */
  readonly emptiable: boolean;
  /** Values are calendar days ('YYYY-MM-DD'): a search index ranks a table's matches by their day number. */
  readonly calendarDay: boolean;
  /**
   * A spreadsheet cell read as what a form sends ('S/ 350 000' → cents, '15/03/2026' → a day): imports (shared/sheet.ts).
   * None: a cell cannot carry a value of the type (files, photos, passwords), and an import leaves its fields out.
   */
  readonly fromSheet?: (field: D, cell: SheetCell) => SheetValue;
  /**
   * What the field, named `name`, completes in a row once all its cells were read (a money cell's currency fills the
   * currency field no column fed; a DNI Excel stored as a number gets its leading zeros back); none when nothing.
   */
  readonly fromSheetRow?: (field: D, name: string, row: SheetRow) => SheetFill | undefined;
  /** The values a spreadsheet offers as a dropdown for the field (an import's template); none for free text. */
  readonly sheetChoices?: (field: D) => readonly string[];
  /** A plausible value for an import template's example row (the field's label when the type has none). */
  readonly sheetExample?: (field: D) => string | number;
  /** The value that tells one record from another whatever its spelling (an import's duplicates), null when empty. */
  readonly sameKey?: (value: unknown) => string | null;
  /** A value of the field names one record (an e-mail, a unique text): a spreadsheet may refer to a record by it. */
  readonly namesRecord?: (field: D) => boolean;
}

export const err = (message: MessageKey, args?: Record<string, string | number>): ValidationError => ({ message, args });

export const isValidationError = (v: DbValue | ValidationError): v is ValidationError => typeof v === 'object' && v !== null && !Array.isArray(v);
