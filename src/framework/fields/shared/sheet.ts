// A spreadsheet cell read as what a form sends (an import's cleaning, before the forms' own validation judges it):
// numbers as people type them in Peru, days as dd/mm/yyyy or Excel serials, the currency a cell names. Each field
// type's `fromSheet` (fields/<type>/index.ts) is built from these; a cell that cannot be read is passed on as written.
import { normalizeNombre } from '../../../lib/ubigeo';
import { addDays, isIsoDay } from '../../../lib/limaTime';
import type { FieldDef } from '../../schema';
import type { WithChoices } from '../def';
import type { SheetCell, SheetChange, SheetValue } from '../types';

/** A cell's text, trimmed ('' when empty). */
export const cellText = (c: SheetCell): string => (c === null ? '' : typeof c === 'string' ? c.trim() : String(c));

/** What a reading changed, or nothing when the text stays as written. */
export const changed = (kind: SheetChange, antes: string, despues: string): SheetValue['change'] =>
  antes === despues ? undefined : { kind, antes, despues };

/** Excel's day 0 of the 1900 date system (its serials count from 1899-12-30, leap-year bug included). */
const EXCEL_EPOCH = '1899-12-30';

/** A day from a cell: dd/mm/yyyy, dd-mm-yyyy, dd.mm.yy, yyyy-mm-dd or an Excel serial; null when it is none. */
export function readDay(c: SheetCell): string | null {
  if (typeof c === 'number') return c >= 1 && c < 2_958_466 ? addDays(EXCEL_EPOCH, Math.floor(c)) : null;
  const s = cellText(c);
  if (/^\d+(\.\d+)?$/.test(s)) return readDay(Number(s));
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(s);
  const dmy = /^(\d{1,2})[/\-.](\d{1,2})[/\-.](\d{2}|\d{4})$/.exec(s);
  let y: number, m: number, d: number;
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (dmy) {
    [d, m, y] = [Number(dmy[1]), Number(dmy[2]), Number(dmy[3])];
    if (y < 100) y += y < 70 ? 2000 : 1900;
  } else return null;
  const day = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return isIsoDay(day) ? day : null;
}

/**
 * A number as people type it in Peru and elsewhere: '350 000', '350,000', '350.000,50', '1,234.56', '3 dorm'. The
 * last of ',' and '.' is the decimal mark when both appear; one alone is a thousands mark when it is repeated or
 * followed by exactly three digits.
 */
export function readNumber(c: SheetCell): number | null {
  if (typeof c === 'number') return Number.isFinite(c) ? c : null;
  const s = cellText(c);
  const m = /-?\d[\d\s.,']*/.exec(s);
  if (!m) return null;
  let n = m[0].replace(/[\s']/g, '').replace(/[.,]$/, '');
  const last = Math.max(n.lastIndexOf(','), n.lastIndexOf('.'));
  if (n.includes(',') && n.includes('.')) {
    const decimal = n.charAt(last);
    n = n.replace(decimal === ',' ? /\./g : /,/g, '').replace(',', '.');
  } else if (last >= 0) {
    const mark = n.charAt(last);
    const repeated = n.split(mark).length > 2;
    const thousands = repeated || /^\d{3}$/.test(n.slice(last + 1));
    n = thousands ? n.split(mark).join('') : n.replace(mark, '.');
  }
  const v = Number(n);
  return Number.isFinite(v) ? v : null;
}

const CURRENCY_WORDS: readonly (readonly [RegExp, 'PEN' | 'USD'])[] = [
  [/US\$|U\$S|USD|\$|d[oó]lar/i, 'USD'],
  [/S\/\.?|PEN|\bsol(es)?\b/i, 'PEN'],
];

/** The currency a text names, or undefined. */
export function readCurrency(s: string): 'PEN' | 'USD' | undefined {
  return CURRENCY_WORDS.find(([re]) => re.test(s))?.[1];
}

/** A cell as trimmed text: the reading of most text types. */
export const sheetText = (_f: FieldDef, c: SheetCell): SheetValue => ({ value: cellText(c) });

/** A number cell ('3 dorm' → 3), said when the text was read as another; the text as written when it is none. */
export function sheetNumber(_f: FieldDef, c: SheetCell): SheetValue {
  const s = cellText(c);
  const n = readNumber(c);
  if (n === null) return { value: s };
  return { value: n, change: typeof c === 'string' ? changed('numero', s, String(n)) : undefined };
}

/** A choice by its id or its label (accents and case ignored); currencies also by their symbol. */
export function readChoice(f: WithChoices, s: string): string | undefined {
  const k = normalizeNombre(s);
  const found = f.choices.find((c) => normalizeNombre(c.id) === k || normalizeNombre(c.name) === k);
  if (found) return found.id;
  const named = readCurrency(s);
  return named && f.choices.some((c) => c.id === named) ? named : undefined;
}

/** One choice by its id or label, said when written another way than its label. */
export function sheetChoice(f: WithChoices, c: SheetCell): SheetValue {
  const s = cellText(c);
  const id = readChoice(f, s);
  if (id === undefined) return { value: s };
  const name = f.choices.find((ch) => ch.id === id)?.name ?? id;
  return { value: id, change: normalizeNombre(s) === normalizeNombre(name) || s === id ? undefined : changed('opcion', s, name) };
}
