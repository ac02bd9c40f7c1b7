// The Peruvian identity documents a 'document' field is checked against, by the type its 'doctype' sibling holds
// (DNI, CE, RUC, PASAPORTE). Pure: the browser, the server and the app's own rules (the agency's RUC) use them.
// Validators return null when the value is valid, otherwise the i18n key of the message.

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
  | 'app.validation.dni'
  | 'app.validation.ce'
  | 'app.validation.ruc'
  | 'app.validation.pasaporte'
  | 'app.validation.documento_tipo'
  | 'app.validation.documento_ceros';

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
 * Validates a document number for the given type (its format, and never all zeros). Surrounding whitespace is
 * ignored and letters are case-insensitive; store
 * `normalizeDocumentoNumero(numero)`.
 * @returns null when valid, otherwise an i18n key.
 */
export function validateDocumento(tipo: string, numero: string): DocumentoValidationKey | null {
  const n = normalizeDocumentoNumero(numero);
  const key = formatKey(tipo, n);
  // No document of any type is all zeros (DNI 00000000 is a placeholder, not a person).
  return key === null && /^0+$/.test(n) ? 'app.validation.documento_ceros' : key;
}

/** The type's own format (digits, length, check digit). */
function formatKey(tipo: string, n: string): DocumentoValidationKey | null {
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
