// A district by name: the known ones are suggested (and fill the sibling `ubigeoField`), others typed freely.
import type { FieldDefOf } from '../../schema';
import { EQ_FILTERS, type Bounded, type Defaulted, type FieldDefBase, type Filterable } from '../def';
import { stringType } from '../shared/base';
import { textValue } from '../shared/text';
import { districtCatalog } from './catalog';

export interface DistrictFieldDef extends FieldDefBase<'district'>, Bounded, Defaulted<string>, Filterable<typeof EQ_FILTERS> {
  /** The sibling field that receives the ubigeo of a known district (none: the district alone). */
  readonly ubigeoField?: string;
}

export const districtField = stringType<FieldDefOf<'district'>>({
  // Inner runs of spaces collapse: 'San  Isidro' is San Isidro, in the lists' filters and in the matching alike.
  validate: (f, v) => {
    const t = textValue(f, v, 100);
    return typeof t === 'string' ? t.replace(/\s+/g, ' ') : t;
  },
  filters: EQ_FILTERS,
  complete: ({ name, field, data, input }) => {
    if (!field.ubigeoField || !(name in data)) return;
    const known = districtCatalog().find((d) => d.nombre === data[name]);
    if (known && !(field.ubigeoField in input)) data[field.ubigeoField] = known.ubigeo;
  },
});
