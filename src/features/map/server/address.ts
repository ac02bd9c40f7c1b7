// A Lima street address as 'Buscar calle' reads it, and how well a typed search matches one. Pure: no database.
//
// 'Av. José Larco 663, dpto. 1203' -> type 'avenida', name words [jose, larco], number 663, dpto 1203. Case and
// accents never matter (folded as the search index folds them), abbreviations are the same word as the full form
// ('Av.' = 'Avenida', 'Jr.' = 'Jirón', 'Psje.' = 'Pasaje'…), a word of the search may be the start of a word of the
// address ('Lar' finds 'Larco'), and words of the address may be missing from the search ('Av. Larco').
import { fold } from '#server/db/search';

/** Street kinds: every way of writing one (folded, without the dot) -> its full name. */
const STREET_TYPES: Readonly<Record<string, string>> = {
  av: 'avenida',
  avda: 'avenida',
  ave: 'avenida',
  avenida: 'avenida',
  jr: 'jiron',
  jiron: 'jiron',
  ca: 'calle',
  cl: 'calle',
  calle: 'calle',
  psje: 'pasaje',
  pje: 'pasaje',
  pasaje: 'pasaje',
  urb: 'urbanizacion',
  urbanizacion: 'urbanizacion',
  prol: 'prolongacion',
  prolongacion: 'prolongacion',
  mlc: 'malecon',
  malecon: 'malecon',
  alam: 'alameda',
  alameda: 'alameda',
  ovalo: 'ovalo',
  carr: 'carretera',
  ctra: 'carretera',
  carretera: 'carretera',
};

/** Parts of an address that take a value after them ('Mz. B', 'Lt. 5', 'Cdra. 6', 'dpto. 1203'). */
const DESIGNATORS: Readonly<Record<string, Designator>> = {
  cdra: 'cuadra',
  cda: 'cuadra',
  cuadra: 'cuadra',
  mz: 'manzana',
  mza: 'manzana',
  manzana: 'manzana',
  lt: 'lote',
  lote: 'lote',
  dpto: 'dpto',
  depto: 'dpto',
  dep: 'dpto',
  departamento: 'dpto',
  int: 'interior',
  interior: 'interior',
  piso: 'piso',
};
type Designator = 'cuadra' | 'manzana' | 'lote' | 'dpto' | 'interior' | 'piso';

/** Words that say 'number' before the number ('N° 663', 'Nro. 663'): skipped. */
const NUMBER_WORDS = new Set(['n', 'no', 'nro', 'num', 'numero']);
/** Joining words: they never have to be typed ('Jr. Unión' finds 'Jr. de la Unión'). */
const STOP_WORDS = new Set(['de', 'del', 'la', 'las', 'los', 'el', 'y', 'e']);

const isNumber = (token: string) => /^\d+$/.test(token);
/** What may follow a designator: a number or a letter, with a letter or digits after ('5', 'B', '12a', 'b2'). */
const isDesignatorValue = (token: string) => /^(\d+[a-z]?|[a-z]\d*)$/.test(token);

export interface Address {
  /** Full street kind ('avenida'), or null when none is written. */
  readonly type: string | null;
  /**
   * The other words in order, joining words included ('jose', 'larco'; 'de', 'la', 'union'): the street's name and
   * what follows the number (a district, a reference).
   */
  readonly name: readonly string[];
  /** The street number (the last number after a word of the name), or null. */
  readonly number: string | null;
  readonly parts: Readonly<Partial<Record<Designator, string>>>;
}

/** The folded words of a text (letters and digits). */
export function words(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * Reads an address, or what someone typed to find one. The street number is the last number that follows a word of
 * the name ('Av. 28 de Julio 1050': 1050; 'Calle 2': none, 2 is the name).
 */
export function parseAddress(text: string): Address {
  const tokens = words(text);
  let type: string | null = null;
  const parts: Partial<Record<Designator, string>> = {};
  const rest: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? '';
    const next = tokens[i + 1];
    const designator = DESIGNATORS[token];
    if (designator && next !== undefined && isDesignatorValue(next)) {
      parts[designator] ??= next;
      i++;
      continue;
    }
    const kind = STREET_TYPES[token];
    if (kind && type === null) {
      type = kind;
      continue;
    }
    if (NUMBER_WORDS.has(token) && next !== undefined && isNumber(next)) continue;
    rest.push(token);
  }
  let numberAt = -1;
  for (let i = rest.length - 1; i > 0 && numberAt < 0; i--) {
    if (isNumber(rest[i] ?? '') && rest.slice(0, i).some((w) => !isNumber(w) && !STOP_WORDS.has(w))) numberAt = i;
  }
  const number = numberAt >= 0 ? (rest[numberAt] ?? null) : null;
  return { type, name: rest.filter((_, i) => i !== numberAt), number, parts };
}

/** What a search asks for, read once. */
export interface Query {
  readonly address: Address;
  /** The words of the name that must be found (joining words left out unless there is nothing else). */
  readonly required: readonly string[];
  /** The words to look up in the search index: the required ones with two letters or more (or all of them). */
  readonly indexWords: readonly string[];
  /** A record's code ('OF-000019'): looked up as such, not as a street. */
  readonly code: boolean;
}

/** Letters, a hyphen and digits: how the agency's codes are written. */
const CODE = /^\p{L}{1,4}-\d+$/u;

export function parseQuery(q: string): Query {
  if (CODE.test(q.trim())) {
    const tokens = words(q);
    return { address: { type: null, name: tokens, number: null, parts: {} }, required: tokens, indexWords: tokens, code: true };
  }
  const address = parseAddress(q);
  const meaningful = address.name.filter((w) => !STOP_WORDS.has(w));
  const required = meaningful.length ? meaningful : address.name;
  const long = required.filter((w) => w.length >= 2 || isNumber(w));
  return { address, required, indexWords: long.length ? long : required, code: false };
}

/** How a property answers a search: lower ranks first; null when it does not answer it. */
export interface Match {
  /**
   * 0: the street (its words in order) and the number (or the cuadra holding it, or manzana and lote);
   * 1: the street's words in order; 2: the street's words in another order; 3: the district alone (every word of
   * the search in the district's name); 4: the code or the description.
   */
  readonly rank: 0 | 1 | 2 | 3 | 4;
  /** Secondary keys, lower first: street kind differs, words typed only in part, address length. */
  readonly keys: readonly number[];
}

export interface Candidate {
  readonly direccion: string | null;
  readonly distrito: string | null;
  readonly codigo: string | null;
  readonly descripcion: string | null;
}

/** Positions in `tokens` where each word is found (the first one after the previous word's, else anywhere), or null. */
function positions(needles: readonly string[], tokens: readonly string[]): { at: number[]; inOrder: boolean; exact: number } | null {
  const at: number[] = [];
  let inOrder = true;
  let exact = 0;
  let from = 0;
  for (const w of needles) {
    const find = (start: number) => tokens.findIndex((t, i) => i >= start && t.startsWith(w));
    let i = find(from);
    if (i < 0) {
      i = find(0);
      inOrder = false;
    }
    if (i < 0) return null;
    if (tokens[i] === w) exact++;
    at.push(i);
    from = i + 1;
  }
  return { at, inOrder, exact };
}

function numberMatches(q: Address, a: Address): boolean {
  if (q.number !== null) return a.number === q.number;
  const cuadra = q.parts.cuadra;
  if (cuadra !== undefined && isNumber(cuadra) && a.number !== null) return Math.floor(Number(a.number) / 100) === Number(cuadra);
  if (q.parts.manzana !== undefined) return a.parts.manzana === q.parts.manzana && (q.parts.lote === undefined || a.parts.lote === q.parts.lote);
  return false;
}

/** How `row` answers `query`, or null. */
export function matchAddress(query: Query, row: Candidate): Match | null {
  const { address: q, required } = query;
  if (required.length === 0) return null;
  const a = parseAddress(row.direccion ?? '');
  const district = words(row.distrito ?? '');
  // Words of the search found in the district's name, not in the street's: the district narrows the street.
  const street = required.filter((w) => !(district.some((t) => t.startsWith(w)) && !a.name.some((t) => t.startsWith(w))));
  const typed = positions(street, a.name);
  const keys = [q.type !== null && a.type !== q.type ? 1 : 0, street.length - (typed?.exact ?? 0), (row.direccion ?? '').length];
  if (street.length > 0 && typed) {
    if (typed.inOrder && numberMatches(q, a)) return { rank: 0, keys };
    return { rank: typed.inOrder ? 1 : 2, keys };
  }
  if (street.length === 0) return { rank: 3, keys };
  const elsewhere = [...words(row.codigo ?? ''), ...words(row.descripcion ?? ''), ...a.name, ...district];
  const everyWord = [...required, ...(q.number === null ? [] : [q.number])];
  return positions(everyWord, elsewhere) ? { rank: 4, keys } : null;
}

/** Orders matches: rank, then the secondary keys in order. */
export function compareMatches(x: Match, y: Match): number {
  if (x.rank !== y.rank) return x.rank - y.rank;
  for (let i = 0; i < Math.max(x.keys.length, y.keys.length); i++) {
    const d = (x.keys[i] ?? 0) - (y.keys[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
