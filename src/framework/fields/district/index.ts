// A district by name: the known ones are suggested (and fill the sibling `ubigeoField`), others typed freely.
import type { FieldDefOf } from '../../schema';
import { EQ_FILTERS, type Bounded, type Defaulted, type FieldDefBase, type Filterable } from '../def';
import { stringType } from '../shared/base';
import { textValue } from '../shared/text';
import { districtCatalog, type KnownDistrict } from './catalog';
import { cellText, changed } from '../shared/sheet';
import { normalizeNombre } from '../../../lib/ubigeo';

export interface DistrictFieldDef extends FieldDefBase<'district'>, Bounded, Defaulted<string>, Filterable<typeof EQ_FILTERS> {
  /** The sibling field that receives the ubigeo of a known district (none: the district alone). */
  readonly ubigeoField?: string;
}

/** The known districts by their name without accents or case (built once per catalog, not once per cell). */
const districtKeys = new WeakMap<readonly KnownDistrict[], Map<string, KnownDistrict>>();
function districtByKey(): Map<string, KnownDistrict> {
  const catalog = districtCatalog();
  let byKey = districtKeys.get(catalog);
  if (!byKey) {
    byKey = new Map();
    for (const d of catalog) if (!byKey.has(normalizeNombre(d.nombre))) byKey.set(normalizeNombre(d.nombre), d);
    districtKeys.set(catalog, byKey);
  }
  return byKey;
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
  // 'JESUS MARIA' is Jesús María; an unknown district is kept as typed (single-spaced).
  fromSheet: (_f, c) => {
    const s = cellText(c);
    const known = districtByKey().get(normalizeNombre(s));
    return known ? { value: known.nombre, change: changed('distrito', s, known.nombre) } : { value: s.replace(/\s+/g, ' ') };
  },
  sheetChoices: () => districtCatalog().map((d) => d.nombre),
});
