// Every field type and its definition (plain: the server imports it). A new type is one folder and one line here;
// `satisfies` makes a missing type a compile error. The React parts are in ./views.ts.
import type { FieldDef, FieldType } from '../schema';
import type { FieldTypeDefinition } from './types';
import { booleanField } from './boolean';
import { colorField } from './color';
import { currencyField } from './currency';
import { dateField } from './date';
import { datetimeField } from './datetime';
import { decimalField } from './decimal';
import { districtField } from './district';
import { doctypeField } from './doctype';
import { documentField } from './document';
import { emailField } from './email';
import { enumField } from './enum';
import { fileField } from './file';
import { imageField } from './image';
import { integerField } from './integer';
import { longtextField } from './longtext';
import { moneyField } from './money';
import { multienumField } from './multienum';
import { passwordField } from './password';
import { phoneField } from './phone';
import { referenceField } from './reference';
import { richtextField } from './richtext';
import { textField } from './text';
import { timeField } from './time';
import { ubigeoField } from './ubigeo';
import { urlField } from './url';
import { keysOf } from '../../lib/keys';

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
} satisfies Record<FieldType, FieldTypeDefinition>;

export const FIELD_TYPES: FieldType[] = keysOf(fieldTypes);

export function fieldType(field: Pick<FieldDef, 'type'>): FieldTypeDefinition {
  return fieldTypes[field.type];
}

/** The value of `name` in `record` as a person reads it: the CSV cell, the change-log text, the display. */
export function fieldText(field: FieldDef, value: unknown, record: Readonly<Record<string, unknown>>): string {
  if (value === null || value === undefined) return '';
  return fieldType(field).text(field, value, record);
}

export type { FieldTypeDefinition } from './types';
