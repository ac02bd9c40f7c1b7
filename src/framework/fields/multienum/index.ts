// Several of the field's choices, stored as JSON text (the same in both dialects); filtered by 'contains'.
import type { FieldDefOf } from '../../schema';
import type { Defaulted, FieldDefBase, Filterable, WithChoices } from '../def';
import { err, type FieldTypeDefinition } from '../types';
import { choiceName } from '../shared/choice';
import { parseTextFilter } from '../shared/base';
import { cellText, readChoice } from '../shared/sheet';

const MULTIENUM_FILTERS = ['contains'] as const;

export interface MultienumFieldDef
  extends FieldDefBase<'multienum'>, WithChoices, Defaulted<readonly string[]>, Filterable<typeof MULTIENUM_FILTERS> {}

function parseList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((x): x is string => typeof x === 'string');
  if (typeof value !== 'string') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export const multienumField = {
  column: () => 'text',
  indexable: false,
  isEmpty: (v: unknown) => Array.isArray(v) && v.length === 0,
  blank: (f, mode, present) => (mode === 'create' && f.default !== undefined && !present ? f.default : []),
  validate: (f, v) => {
    const list = Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
    if (!Array.isArray(v) || list.length !== v.length) return err('app.validation.type_list');
    const bad = list.find((x) => !f.choices.some((c) => c.id === x));
    return bad === undefined ? Array.from(new Set(list)) : err('app.validation.choice');
  },
  toDb: (v) => JSON.stringify(v ?? []),
  fromDb: parseList,
  json: { type: ['array'], items: { type: 'string' } },
  filters: MULTIENUM_FILTERS,
  parseFilter: (f, value) => {
    const s = typeof value === 'string' ? parseTextFilter(f, value) : undefined;
    return s !== undefined && f.choices.some((c) => c.id === s) ? s : undefined;
  },
  text: (f, v) =>
    parseList(v)
      .map((id) => choiceName(f, id))
      .join(', '),
  // Every choice once, quoted, with its comma, inside the brackets.
  maxChars: (f) => f.choices.reduce((n, c) => n + c.id.length + 3, 2),
  items: (f) => f.choices.length,
  refersTo: () => undefined,
  html: false,
  secret: false,
  emptiable: true,
  calendarDay: false,
  // 'Piscina, Jardín; cochera': each part by its id or label.
  fromSheet: (f, c) => ({
    value: cellText(c)
      .split(/[,;|]/)
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => readChoice(f, p) ?? p),
  }),
} satisfies FieldTypeDefinition<FieldDefOf<'multienum'>>;
