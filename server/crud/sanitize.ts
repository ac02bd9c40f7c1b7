// Rich text is stored sanitised: only formatting tags survive, links and images only with http(s) or our uploads.
import sanitizeHtml from 'sanitize-html';
import { fieldType } from '../../src/framework/fields';
import { fieldEntries, type ModuleSchema } from '../../src/framework/schema';
import type { DbValue } from '../../src/framework/validate';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'sub',
    'sup',
    'mark',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'hr',
    'code',
    'pre',
    'table',
    'caption',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Sanitises, in place, the HTML fields (rich text: fields/<type>/index.ts `html`) present in `data`. */
export function sanitizeRecord(schema: ModuleSchema, data: Record<string, DbValue>): void {
  for (const [name, f] of fieldEntries(schema)) {
    if (fieldType(f).html && typeof data[name] === 'string') data[name] = sanitizeRichText(data[name]);
  }
}
