// A district by name: the known ones are suggested (and fill the sibling `ubigeoField`), others typed freely.
import { stringType } from '../shared/base';
import { textValue } from '../shared/text';
import { districtCatalog } from './catalog';

export const districtField = stringType({
  validate: (f, v) => textValue(f, v, 100),
  complete: ({ name, field, data, input }) => {
    if (!field.ubigeoField || !(name in data)) return;
    const known = districtCatalog().find((d) => d.nombre === data[name]);
    if (known && !(field.ubigeoField in input)) data[field.ubigeoField] = known.ubigeo;
  },
});
