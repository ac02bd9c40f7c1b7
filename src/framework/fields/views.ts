// Every field type's React parts (browser only). A new type adds one line here; `satisfies` makes a missing one a
// compile error. The plain parts are in ./index.ts.
import type { FieldDef, FieldDefOf, FieldType } from '../schema';
import type { FieldView } from './viewTypes';
import { textFieldView } from './text/view';
import { longtextFieldView } from './longtext/view';
import { richtextFieldView } from './richtext/view';
import { integerFieldView } from './integer/view';
import { decimalFieldView } from './decimal/view';
import { moneyFieldView } from './money/view';
import { currencyFieldView } from './currency/view';
import { dateFieldView } from './date/view';
import { timeFieldView } from './time/view';
import { datetimeFieldView } from './datetime/view';
import { booleanFieldView } from './boolean/view';
import { enumFieldView } from './enum/view';
import { multienumFieldView } from './multienum/view';
import { referenceFieldView } from './reference/view';
import { doctypeFieldView } from './doctype/view';
import { documentFieldView } from './document/view';
import { districtFieldView } from './district/view';
import { ubigeoFieldView } from './ubigeo/view';
import { emailFieldView } from './email/view';
import { phoneFieldView } from './phone/view';
import { urlFieldView } from './url/view';
import { imageFieldView } from './image/view';
import { fileFieldView } from './file/view';
import { passwordFieldView } from './password/view';
import { colorFieldView } from './color/view';

export const fieldViews = {
  text: textFieldView,
  longtext: longtextFieldView,
  richtext: richtextFieldView,
  integer: integerFieldView,
  decimal: decimalFieldView,
  money: moneyFieldView,
  currency: currencyFieldView,
  date: dateFieldView,
  time: timeFieldView,
  datetime: datetimeFieldView,
  boolean: booleanFieldView,
  enum: enumFieldView,
  multienum: multienumFieldView,
  reference: referenceFieldView,
  doctype: doctypeFieldView,
  document: documentFieldView,
  district: districtFieldView,
  ubigeo: ubigeoFieldView,
  email: emailFieldView,
  phone: phoneFieldView,
  url: urlFieldView,
  image: imageFieldView,
  file: fileFieldView,
  password: passwordFieldView,
  color: colorFieldView,
} satisfies { readonly [T in FieldType]: FieldView<FieldDefOf<T>> };

/** The React parts of a field's type, for any field (widened as fields/index.ts fieldType is). */
export function fieldView(field: Pick<FieldDef, 'type'>): FieldView {
  return fieldViews[field.type] as FieldView;
}

export type { DisplayViewProps, FieldView, InputViewProps } from './viewTypes';
