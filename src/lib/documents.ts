/**
 * Peruvian identity documents, e-mail and phone validation.
 *
 * Validators return `null` when the value is valid, otherwise an i18n key
 * (e.g. 'app.validation.ruc') to be translated by the caller.
 *
 * Framework-agnostic: shared by the browser app and the Node server.
 */

export type DocumentoTipo = 'DNI' | 'CE' | 'RUC' | 'PASAPORTE';

export interface DocumentoTipoChoice {
  id: DocumentoTipo;
  name: string;
}

/** Choices in react-admin `{ id, name }` shape, names in Spanish. */
export const DOCUMENTO_TIPOS: readonly DocumentoTipoChoice[] = Object.freeze([
  Object.freeze({ id: 'DNI', name: 'DNI' }),
  Object.freeze({ id: 'CE', name: 'Carné de extranjería' }),
  Object.freeze({ id: 'RUC', name: 'RUC' }),
  Object.freeze({ id: 'PASAPORTE', name: 'Pasaporte' }),
] as const);

export type DocumentoValidationKey =
  'app.validation.dni' | 'app.validation.ce' | 'app.validation.ruc' | 'app.validation.pasaporte' | 'app.validation.documento_tipo';

export function isDocumentoTipo(value: unknown): value is DocumentoTipo {
  return DOCUMENTO_TIPOS.some((t) => t.id === value);
}

/** Valid RUC prefixes: 10 (natural person), 15, 17, 20 (legal entity). */
export const RUC_PREFIXES: readonly string[] = Object.freeze(['10', '15', '17', '20']);

const RUC_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/**
 * SUNAT check digit for the first 10 digits of a RUC: weights
 * 5,4,3,2,7,6,5,4,3,2, sum mod 11, check = 11 - remainder (10→0, 11→1).
 * @throws RangeError if `first10` is not exactly 10 digits.
 */
export function rucCheckDigit(first10: string): number {
  if (!/^\d{10}$/.test(first10)) {
    throw new RangeError('rucCheckDigit expects exactly 10 digits');
  }
  const sum = RUC_WEIGHTS.reduce((acc, weight, i) => acc + Number(first10.charAt(i)) * weight, 0);
  const check = 11 - (sum % 11);
  return check === 11 ? 1 : check === 10 ? 0 : check;
}

/** 11 digits, a known prefix and a correct SUNAT check digit. */
export function isValidRuc(ruc: string): boolean {
  if (!/^\d{11}$/.test(ruc)) return false;
  if (!RUC_PREFIXES.includes(ruc.slice(0, 2))) return false;
  return rucCheckDigit(ruc.slice(0, 10)) === Number(ruc.charAt(10));
}

/**
 * Builds a valid RUC from a prefix and an 8-digit body (for '10' the body is
 * usually the person's DNI). Useful for demo/seed data.
 * @throws RangeError if `body8` is not exactly 8 digits.
 */
export function makeRuc(prefix: '10' | '20', body8: string): string {
  if (!/^\d{8}$/.test(body8)) {
    throw new RangeError('makeRuc expects an 8-digit body');
  }
  const first10 = `${prefix}${body8}`;
  return `${first10}${rucCheckDigit(first10)}`;
}

/** Trims and upper-cases a document number (canonical form for storage). */
export function normalizeDocumentoNumero(numero: string): string {
  return numero.trim().toUpperCase();
}

/**
 * Validates a document number for the given type. Surrounding whitespace is
 * ignored and letters are case-insensitive; store
 * `normalizeDocumentoNumero(numero)`.
 * @returns null when valid, otherwise an i18n key.
 */
export function validateDocumento(tipo: string, numero: string): DocumentoValidationKey | null {
  const n = normalizeDocumentoNumero(numero);
  switch (tipo) {
    case 'DNI':
      return /^\d{8}$/.test(n) ? null : 'app.validation.dni';
    case 'CE':
      return /^[A-Z0-9]{9,12}$/.test(n) ? null : 'app.validation.ce';
    case 'RUC':
      return isValidRuc(n) ? null : 'app.validation.ruc';
    case 'PASAPORTE':
      return /^[A-Z0-9]{6,12}$/.test(n) ? null : 'app.validation.pasaporte';
    default:
      return 'app.validation.documento_tipo';
  }
}

const EMAIL_RE =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/**
 * Pragmatic e-mail check: dot-atom local part, at least one dot in the
 * domain, alphabetic TLD, max 254 characters. Surrounding whitespace is
 * ignored.
 */
export function isValidEmail(value: string): boolean {
  const v = value.trim();
  return v.length <= 254 && EMAIL_RE.test(v);
}

/**
 * Strips spaces, dashes, dots and parentheses, then an optional +51 prefix.
 * '+51 987 654 321' → '987654321', '(01) 234-5678' → '012345678'.
 */
export function normalizePhone(value: string): string {
  return value.replace(/[\s\-().]/g, '').replace(/^\+51/, '');
}

/**
 * Peruvian phone number, after `normalizePhone`: 7 to 9 digits, namely
 * - 9 digits starting with 9: mobile (987654321);
 * - 9 digits starting with 0: landline with trunk + area code (012345678, 044123456);
 * - 8 digits not starting with 0: landline with area code, as dialled after +51 (12345678);
 * - 7 digits not starting with 0: Lima local landline (2345678).
 */
export function isValidPhonePe(value: string): boolean {
  const n = normalizePhone(value);
  if (!/^\d{7,9}$/.test(n)) return false;
  if (n.length === 9) return n.startsWith('9') || n.startsWith('0');
  return !n.startsWith('0');
}

// ---------------------------------------------------------------------------------------------------------------
// SUNARP (Registro de Predios)

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
  if (year < 1995 || year > today.getFullYear() + 1) return null;
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
