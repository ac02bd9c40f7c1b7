// The consumer's texts are stored as plain text: no markup, no control or direction-override characters.
//
// Entities are decoded BEFORE the markup is stripped, and both steps repeat until the text stops changing: a tag
// written as entities ('&lt;img src=x onerror=…&gt;'), twice encoded ('&amp;lt;…') or as numeric references
// ('&#60;', '&#x3c;') is a tag once decoded, and goes like any other. What is left parses as no tag at all.
import { decodeHTML } from 'entities';
import sanitizeHtml from 'sanitize-html';

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;
/** Each round removes one layer of encoding; a text nested deeper than this is not a consumer typing. */
const MAX_ROUNDS = 8;

const strip = (html: string) => sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' });
const clean = (text: string) => text.normalize('NFC').replace(/\r\n?/g, '\n').replace(CONTROL, '');

export function plainText(value: string): string {
  let text = clean(value);
  let stable = false;
  for (let round = 0; round < MAX_ROUNDS && !stable; round++) {
    // sanitize-html answers HTML (a '<' of the text comes back as '&lt;'): decoding it gives the plain text.
    const next = clean(decodeHTML(strip(decodeHTML(text))));
    stable = next === text;
    text = next;
  }
  // Still changing after MAX_ROUNDS: whatever could still read as markup goes.
  if (!stable) text = text.replace(/[<>]/g, '');
  return text
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Every string of a payload as plain text (other values untouched). */
export function plainTextRecord(input: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) out[k] = typeof v === 'string' ? plainText(v) : v;
  return out;
}
