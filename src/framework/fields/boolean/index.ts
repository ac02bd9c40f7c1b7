// Yes or no, stored as 0/1 in both dialects; left empty on create it is the default (false).
import { translate } from '../../../i18n/translate';
import type { FieldDefOf } from '../../schema';
import type { Defaulted, FieldDefBase, Filterable } from '../def';
import { err } from '../types';
import { stringType } from '../shared/base';
import { cellText } from '../shared/sheet';
import { normalizeNombre } from '../../../lib/ubigeo';

const BOOLEAN_FILTERS = ['eq'] as const;

export interface BooleanFieldDef extends FieldDefBase<'boolean'>, Defaulted<boolean>, Filterable<typeof BOOLEAN_FILTERS> {}

const isTrue = (v: unknown) => v === true || v === 1 || v === '1';

/** How a sheet says yes or no (accents and case ignored). */
const YES = new Set(['si', 's', 'yes', 'y', 'x', '1', 'true', 'verdadero', 'v']);
const NO = new Set(['no', 'n', '0', 'false', 'falso', 'f']);

export const booleanField = stringType<FieldDefOf<'boolean'>>({
  column: () => 'integer',
  validate: (_f, v) => (typeof v === 'boolean' ? v : err('app.validation.type_boolean')),
  blank: (f, mode) => (mode === 'create' ? (f.default ?? false) : null),
  toDb: (v) => (v === null ? null : v ? 1 : 0),
  fromDb: (v) => (v === null || v === undefined ? null : Number(v) === 1),
  json: { type: ['boolean', 'null'] },
  emptiable: false,
  filters: BOOLEAN_FILTERS,
  parseFilter: (_f, v) => (typeof v === 'boolean' ? (v ? 1 : 0) : undefined),
  text: (_f, v) => (v === null || v === undefined || v === '' ? '' : translate(isTrue(v) ? 'app.common.yes' : 'app.common.no')),
  fromSheet: (_f, c) => {
    if (typeof c === 'boolean') return { value: c };
    const s = cellText(c);
    const k = normalizeNombre(s);
    return { value: YES.has(k) ? true : NO.has(k) ? false : s };
  },
  sheetChoices: () => [translate('app.common.yes'), translate('app.common.no')],
});
