// Cleaning a spreadsheet cell into what the forms send, before the forms' own validation (src/framework/validate.ts)
// judges it: 'S/ 350 000' → 35000000 cents, 'US$350,000' → cents and the currency, '15/03/2026' or the Excel serial
// 46096 → '2026-03-15', 'Sí' → true, 'JESUS MARIA' → 'Jesús María', '9 8765 4321' → '987654321', an enum by its label
// or id. What was changed is said, in Spanish, beside the row. A cell that cannot be read is passed on as written:
// the validation refuses it in the form's words.
import type { FieldDef } from '../../src/framework/schema';
import { districtCatalog } from '../../src/framework/fields/district/catalog';
import { normalizePhone } from '../../src/framework/fields/phone';
import { formatDate } from '../../src/lib/dates';
import { addDays, isIsoDay } from '../../src/lib/limaTime';
import { normalizeNombre } from '../../src/lib/ubigeo';
import { t } from '../http';
import type { Cell } from './sheet';

export interface Cleaned {
  readonly value: unknown;
  /** What the cleaning changed, for the preview. */
  readonly nota?: string;
  /** The currency a money cell named ('S/', 'US$'). */
  readonly moneda?: 'PEN' | 'USD';
}

const text = (c: Cell): string => (c === null ? '' : typeof c === 'string' ? c.trim() : String(c));

/** Excel's day 0 of the 1900 date system (its serials count from 1899-12-30, leap-year bug included). */
const EXCEL_EPOCH = '1899-12-30';

/** A day from a cell: dd/mm/yyyy, dd-mm-yyyy, dd.mm.yy, yyyy-mm-dd or an Excel serial; null when it is none. */
export function readDay(c: Cell): string | null {
  if (typeof c === 'number') return c >= 1 && c < 2_958_466 ? addDays(EXCEL_EPOCH, Math.floor(c)) : null;
  const s = text(c);
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
export function readNumber(c: Cell): number | null {
  if (typeof c === 'number') return Number.isFinite(c) ? c : null;
  const s = text(c);
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

const YES = new Set(['si', 's', 'yes', 'y', 'x', '1', 'true', 'verdadero', 'v']);
const NO = new Set(['no', 'n', '0', 'false', 'falso', 'f']);

/** A choice by its id or its label (accents and case ignored); currencies also by their symbol. */
function choiceOf(f: { choices: readonly { id: string; name: string }[] }, s: string): string | undefined {
  const k = normalizeNombre(s);
  const found = f.choices.find((c) => normalizeNombre(c.id) === k || normalizeNombre(c.name) === k);
  if (found) return found.id;
  const named = readCurrency(s);
  return named && f.choices.some((c) => c.id === named) ? named : undefined;
}

const changed = (antes: string, despues: string, key: Parameters<typeof t>[0]): string | undefined =>
  antes === despues ? undefined : t(key, { antes, despues });

/** One cell for one field. */
export function cleanCell(f: FieldDef, c: Cell): Cleaned {
  const s = text(c);
  switch (f.type) {
    case 'text':
    case 'longtext':
    case 'richtext':
    case 'url':
      return { value: f.type === 'text' ? s.replace(/\s+/g, ' ') : s };
    case 'integer':
    case 'decimal':
    case 'reference': {
      const n = readNumber(c);
      if (n === null) return { value: s };
      return { value: n, nota: typeof c === 'string' ? changed(s, String(n), 'app.importar.cambios.numero') : undefined };
    }
    case 'money': {
      const n = readNumber(c);
      const moneda = typeof c === 'string' ? readCurrency(c) : undefined;
      if (n === null) return { value: s };
      const cents = Math.round(n * 100);
      return { value: cents, moneda, nota: typeof c === 'string' ? changed(s, String(n), 'app.importar.cambios.numero') : undefined };
    }
    case 'date': {
      const day = readDay(c);
      if (!day) return { value: s };
      const shown = formatDate(day);
      return {
        value: day,
        nota:
          typeof c === 'number' || !/^\d{1,2}\/\d{1,2}\/\d{4}$/.test(s) || shown !== s ? changed(s, shown, 'app.importar.cambios.fecha') : undefined,
      };
    }
    case 'boolean': {
      if (typeof c === 'boolean') return { value: c };
      const k = normalizeNombre(s);
      if (YES.has(k)) return { value: true };
      if (NO.has(k)) return { value: false };
      return { value: s };
    }
    case 'enum':
    case 'doctype':
    case 'currency': {
      const id = choiceOf(f, s);
      if (id === undefined) return { value: s };
      const name = f.choices.find((ch) => ch.id === id)?.name ?? id;
      return {
        value: id,
        nota: normalizeNombre(s) === normalizeNombre(name) || s === id ? undefined : changed(s, name, 'app.importar.cambios.opcion'),
      };
    }
    case 'multienum': {
      const parts = s
        .split(/[,;|]/)
        .map((p) => p.trim())
        .filter(Boolean);
      return { value: parts.map((p) => choiceOf(f, p) ?? p) };
    }
    case 'district': {
      const k = normalizeNombre(s);
      const known = districtCatalog().find((d) => normalizeNombre(d.nombre) === k);
      if (!known) return { value: s.replace(/\s+/g, ' ') };
      return { value: known.nombre, nota: changed(s, known.nombre, 'app.importar.cambios.distrito') };
    }
    case 'phone': {
      const n = normalizePhone(s);
      return { value: n, nota: changed(s, n, 'app.importar.cambios.telefono') };
    }
    case 'email': {
      const e = s.toLowerCase().replace(/\s+/g, '');
      return { value: e, nota: changed(s, e, 'app.importar.cambios.correo') };
    }
    case 'document':
      return { value: s.replace(/[\s.-]/g, '').toUpperCase() };
    case 'ubigeo':
      return { value: typeof c === 'number' ? String(c).padStart(6, '0') : s };
    case 'time': {
      if (typeof c === 'number' && c >= 0 && c < 1) {
        const minutes = Math.round(c * 24 * 60);
        return { value: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}` };
      }
      return { value: s };
    }
    default:
      return { value: s };
  }
}

/** A DNI typed as a number loses its leading zeros in Excel: '1234567' under DNI is '01234567'. */
export function padDni(value: unknown, tipo: unknown): Cleaned | null {
  if (tipo !== 'DNI' || typeof value !== 'string' || !/^\d{5,7}$/.test(value)) return null;
  const padded = value.padStart(8, '0');
  return { value: padded, nota: t('app.importar.cambios.documento', { despues: padded }) };
}
