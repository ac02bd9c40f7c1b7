// SUNARP (Registro de Predios) numbers: partida electrónica and número de título. Validators return null when the
// value is valid, otherwise an i18n key. Framework-agnostic: shared by the browser app and the Node server. (The
// identity documents, e-mail and phone rules belong to their field types: src/framework/fields/document/rules.ts,
// email/index.ts, phone/index.ts.)
import { limaYear } from './limaTime';

/**
 * Partida electrónica, canonical form: digits only, or 'P' + 8 digits.
 *
 * SUNARP numbers partidas per oficina registral; since the Folio Real went electronic they are 8 digits
 * (Lima: 11012345, 12345678, 49087654...). Two real variants are also accepted:
 * - partidas opened by the former Registro Predial Urbano (COFOPRI titles) carry a 'P' and 8 digits: P03123456;
 * - older partidas of provincial offices were numbered with fewer digits and are still cited that way
 *   (e.g. 02001234 written as 2001234), so 5 to 8 digits are accepted. SUNARP's own search form takes
 *   the number as typed (up to 8 digits), so nothing longer is ever valid: 9-11 digits are refused
 *   (those are usually a RUC or a título number pasted in the wrong box).
 * Spaces, dots and dashes people type ('11 012 345', '11.012.345') are ignored; the letter is case-insensitive.
 */
export const PARTIDA_RE = /^(?:\d{5,8}|P\d{8})$/;

/** The forms PARTIDA_RE takes, as people read them: the help under the input and the refusal both say this. */
export const PARTIDA_FORMAS = 'De 5 a 8 dígitos (p. ej. 11012345) o P y 8 dígitos (p. ej. P03123456)';

export function normalizePartida(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

export function isValidPartida(value: string): boolean {
  const v = normalizePartida(value);
  return PARTIDA_RE.test(v) && !/^P?0+$/.test(v);
}

/** null when valid, otherwise the i18n key. */
export function validatePartida(value: string): 'app.validation.partida' | null {
  return isValidPartida(value) ? null : 'app.validation.partida';
}

/**
 * Número de título (the presentation number of a procedure at SUNARP's Diario), canonical form 'AAAA-NNNNNNNN':
 * SUNARP identifies a título by its year and a correlative of up to 8 digits, which its "Síguelo" and
 * "Consulta de títulos" services ask for as two boxes (año, número) and print as 2026-01234567 (8 digits,
 * zero-padded). Accepted input: a year from 1995 (SUNARP exists since Oct 1994) to next year, '-' or '/' or
 * a space, and 1 to 8 digits; `normalizeNumeroTitulo` pads the number to 8 digits for storage.
 */
const TITULO_RE = /^(\d{4})\s*[-/ ]\s*(\d{1,8})$/;

function tituloParts(value: string, today: Date): { year: number; number: string } | null {
  const m = TITULO_RE.exec(value.trim());
  if (!m) return null;
  const year = Number(m[1]);
  if (year < 1995 || year > limaYear(today) + 1) return null;
  const number = m[2];
  if (number === undefined || /^0+$/.test(number)) return null;
  return { year, number };
}

export function isValidNumeroTitulo(value: string, today: Date = new Date()): boolean {
  return tituloParts(value, today) !== null;
}

/** '2026-1234' → '2026-00001234'; returns the trimmed input unchanged when it is not a valid título number. */
export function normalizeNumeroTitulo(value: string, today: Date = new Date()): string {
  const p = tituloParts(value, today);
  return p ? `${p.year}-${p.number.padStart(8, '0')}` : value.trim();
}

/** null when valid, otherwise the i18n key. */
export function validateNumeroTitulo(value: string, today: Date = new Date()): 'app.validation.numero_titulo' | null {
  return isValidNumeroTitulo(value, today) ? null : 'app.validation.numero_titulo';
}
