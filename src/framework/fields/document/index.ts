// An identity document number, checked against the document type held by the sibling `typeField`.
import type { FieldDefOf } from '../../schema';
import { EQ_FILTERS, type Bounded, type Defaulted, type FieldDefBase, type Filterable } from '../def';
import { err } from '../types';
import { stringType } from '../shared/base';
import { MAX_TEXT, textValue } from '../shared/text';
import { validateDocumento } from './rules';
import { cellText } from '../shared/sheet';

export interface DocumentFieldDef extends FieldDefBase<'document'>, Bounded, Defaulted<string>, Filterable<typeof EQ_FILTERS> {
  /** The sibling field holding the document type (a doctype field). */
  readonly typeField: string;
}

export const documentField = stringType<FieldDefOf<'document'>>({
  validate: (f, v) => textValue(f, v, MAX_TEXT),
  filters: EQ_FILTERS,
  complete: ({ name, field, data, merged, errors }) => {
    if (errors[name]) return;
    const numero = merged[name];
    const tipo = merged[field.typeField];
    if (typeof numero !== 'string' || numero === '' || !(name in data || field.typeField in data)) return;
    const key = validateDocumento(typeof tipo === 'string' ? tipo : '', numero);
    if (key) errors[name] = err(key);
  },
  fromSheet: (_f, c) => ({
    value: cellText(c)
      .replace(/[\s.-]/g, '')
      .toUpperCase(),
  }),
  sheetExample: () => '45678912',
  // A DNI Excel kept as a number lost its leading zeros: '1234567' under DNI is '01234567'.
  fromSheetRow: (f, name, { values, fields }) => {
    const numero = values[name];
    const tipo = values[f.typeField] ?? fields[f.typeField]?.default;
    if (tipo !== 'DNI' || typeof numero !== 'string' || !/^\d{5,7}$/.test(numero)) return undefined;
    const padded = numero.padStart(8, '0');
    return { campo: name, value: padded, change: { kind: 'documento', antes: numero, despues: padded } };
  },
  // '045.678.912' and '45678912' are the same document.
  sameKey: (v) =>
    typeof v === 'string' && v !== ''
      ? v
          .replace(/[\s.-]/g, '')
          .replace(/^0+/, '')
          .toUpperCase()
      : null,
});
