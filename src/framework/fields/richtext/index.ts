// HTML from the editor (sanitised by the server before it is stored). Its text is the words without the tags.
import type { FieldDefOf } from '../../schema';
import type { Bounded, Defaulted, FieldDefBase } from '../def';
import { stringType } from '../shared/base';
import { textValue } from '../shared/text';

export interface RichtextFieldDef extends FieldDefBase<'richtext'>, Bounded, Defaulted<string> {}

const LIMIT = 200_000;
const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h\d|\/div)\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

export const richtextField = stringType<FieldDefOf<'richtext'>>({
  validate: (f, v) => textValue(f, v, LIMIT),
  maxChars: (f) => f.max ?? LIMIT,
  html: true,
  indexable: false,
  filters: [],
  text: (_f, v) => (typeof v === 'string' ? htmlToText(v) : ''),
});
