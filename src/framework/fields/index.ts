// Every field type: its declaration (a member of schema.ts FieldDef) and its definition (plain: the server imports
// it). A new type is one folder and a line in each list here; `satisfies` makes a missing one a compile error. The
// React parts are in ./views.ts.
import type { FieldDef, FieldDefOf, FieldType, ModuleSchema } from '../schema';
import type { FieldTypeDefinition } from './types';
import type { CsvCell } from '../../lib/csv';
import { booleanField, type BooleanFieldDef } from './boolean';
import { colorField, type ColorFieldDef } from './color';
import { currencyField, type CurrencyFieldDef } from './currency';
import { dateField, type DateFieldDef } from './date';
import { datetimeField, type DatetimeFieldDef } from './datetime';
import { decimalField, type DecimalFieldDef } from './decimal';
import { districtField, type DistrictFieldDef } from './district';
import { doctypeField, type DoctypeFieldDef } from './doctype';
import { documentField, type DocumentFieldDef } from './document';
import { emailField, type EmailFieldDef } from './email';
import { enumField, type EnumFieldDef } from './enum';
import { fileField, type FileFieldDef } from './file';
import { imageField, type ImageFieldDef } from './image';
import { integerField, type IntegerFieldDef } from './integer';
import { longtextField, type LongtextFieldDef } from './longtext';
import { moneyField, type MoneyFieldDef } from './money';
import { multienumField, type MultienumFieldDef } from './multienum';
import { passwordField, type PasswordFieldDef } from './password';
import { phoneField, type PhoneFieldDef } from './phone';
import { referenceField, type ReferenceFieldDef } from './reference';
import { richtextField, type RichtextFieldDef } from './richtext';
import { textField, type TextFieldDef } from './text';
import { timeField, type TimeFieldDef } from './time';
import { ubigeoField, type UbigeoFieldDef } from './ubigeo';
import { urlField, type UrlFieldDef } from './url';
import { keysOf } from '../../lib/keys';

/** Each type's declaration, by type name (schema.ts unions them into FieldDef). */
export interface FieldDefs {
  text: TextFieldDef;
  longtext: LongtextFieldDef;
  richtext: RichtextFieldDef;
  integer: IntegerFieldDef;
  decimal: DecimalFieldDef;
  money: MoneyFieldDef;
  currency: CurrencyFieldDef;
  date: DateFieldDef;
  time: TimeFieldDef;
  datetime: DatetimeFieldDef;
  boolean: BooleanFieldDef;
  enum: EnumFieldDef;
  multienum: MultienumFieldDef;
  reference: ReferenceFieldDef;
  doctype: DoctypeFieldDef;
  document: DocumentFieldDef;
  district: DistrictFieldDef;
  ubigeo: UbigeoFieldDef;
  email: EmailFieldDef;
  phone: PhoneFieldDef;
  url: UrlFieldDef;
  image: ImageFieldDef;
  file: FileFieldDef;
  password: PasswordFieldDef;
  color: ColorFieldDef;
}

export const fieldTypes = {
  text: textField,
  longtext: longtextField,
  richtext: richtextField,
  integer: integerField,
  decimal: decimalField,
  money: moneyField,
  currency: currencyField,
  date: dateField,
  time: timeField,
  datetime: datetimeField,
  boolean: booleanField,
  enum: enumField,
  multienum: multienumField,
  reference: referenceField,
  doctype: doctypeField,
  document: documentField,
  district: districtField,
  ubigeo: ubigeoField,
  email: emailField,
  phone: phoneField,
  url: urlField,
  image: imageField,
  file: fileField,
  password: passwordField,
  color: colorField,
} satisfies { readonly [T in FieldType]: FieldTypeDefinition<FieldDefOf<T>> };

export const FIELD_TYPES: FieldType[] = keysOf(fieldTypes);

/**
 * The definition of a field's type, for any field. `satisfies` above checks each definition against its own
 * type's member; the definition is then only ever given the field it was looked up by, hence the widening.
 */
export function fieldType(field: Pick<FieldDef, 'type'>): FieldTypeDefinition {
  return fieldTypes[field.type] as FieldTypeDefinition;
}

/** A module's fields of one type, by name, in declaration order (the one place that picks fields by their type). */
export function fieldsOfType<T extends FieldType>(schema: Pick<ModuleSchema, 'fields'>, type: T): [string, FieldDefOf<T>][] {
  return Object.entries(schema.fields).filter((entry): entry is [string, FieldDefOf<T>] => entry[1].type === type);
}

/** The value of `name` in `record` as a person reads it: the CSV cell, the change-log text, the display. */
export function fieldText(field: FieldDef, value: unknown, record: Readonly<Record<string, unknown>>): string {
  if (value === null || value === undefined) return '';
  return fieldType(field).text(field, value, record);
}

/** The CSV cell of `name` in `record`: the type's number where it has one (money, counts), else its text. */
export function fieldCsv(field: FieldDef, value: unknown, record: Readonly<Record<string, unknown>>): CsvCell {
  if (value === null || value === undefined) return null;
  const type = fieldType(field);
  return type.csv ? type.csv(field, value, record) : type.text(field, value, record);
}

export type { FieldTypeDefinition } from './types';
