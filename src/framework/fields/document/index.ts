// An identity document number, checked against the document type held by the sibling `typeField`.
import { validateDocumento } from '../../../lib/documents';
import { err } from '../types';
import { stringType } from '../shared/base';
import { MAX_TEXT, textValue } from '../shared/text';

export const documentField = stringType({
  validate: (f, v) => textValue(f, v, MAX_TEXT),
  complete: ({ name, field, data, merged, errors }) => {
    if (errors[name] || !field.typeField) return;
    const numero = merged[name];
    const tipo = merged[field.typeField];
    if (typeof numero !== 'string' || numero === '' || !(name in data || field.typeField in data)) return;
    const key = validateDocumento(typeof tipo === 'string' ? tipo : '', numero);
    if (key) errors[name] = err(key);
  },
});
