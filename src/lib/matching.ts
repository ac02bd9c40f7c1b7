// Matching (cruce) of a property offered (ofertante) with a demand (demandante), DOMAIN.md "Matching (cruce)".
// Pure TypeScript: the server ranks with it, the browser may explain with it.
//
// Hard rules (all must hold): same operation (V↔C, A↔A); property type among the demand's types (or none listed);
// district among the demand's districts (or none listed); price within [precio_min × 0.9, precio_max × 1.1] in the
// demand's currency (a missing bound is open); dormitorios/baños/cocheras/área at least the minimums (a minimum of 0
// is no minimum; a property without the value fails a set minimum); ofertante 'disponible'; demandante 'activo'.
// Area: área de terreno for a terreno, área construida for everything else.
//
// Score (0-100, only for matches): 60 points for the optional criteria met or exceeded (type listed, district
// listed, bedrooms, bathrooms, parking, area, financing not needed), 40 for price closeness (the middle of the
// range is best; with only a maximum, closest to it; with only a minimum, closest to it).
import { translate } from '../i18n/translate';

export type MonedaId = 'PEN' | 'USD';

export interface OfertaCruce {
  readonly tipo_operacion: string | null;
  readonly tipo_inmueble: string | null;
  readonly precio: number | null;
  readonly moneda: string | null;
  readonly distrito: string | null;
  readonly dormitorios?: number | null;
  readonly banos?: number | null;
  readonly cocheras?: number | null;
  readonly area_construida?: number | null;
  readonly area_terreno?: number | null;
  readonly estado: string | null;
}

/** The fields of a demand's requirement the hard rules and the score read (financing aside: it only scores). */
export const REQUISITO_FIELDS = [
  'tipo_operacion',
  'tipos_inmueble',
  'distritos',
  'moneda',
  'precio_min',
  'precio_max',
  'dormitorios_min',
  'banos_min',
  'cocheras_min',
  'area_min',
] as const;

export interface DemandaCruce {
  readonly tipo_operacion: string | null;
  readonly tipos_inmueble?: readonly string[] | null;
  readonly distritos?: readonly string[] | null;
  readonly precio_min?: number | null;
  readonly precio_max?: number | null;
  readonly moneda: string | null;
  readonly dormitorios_min?: number | null;
  readonly banos_min?: number | null;
  readonly cocheras_min?: number | null;
  readonly area_min?: number | null;
  readonly financiamiento?: string | null;
  readonly estado: string | null;
}

export interface MatchResult {
  readonly ok: boolean;
  /** 0-100; 0 when not ok. */
  readonly score: number;
  /** Spanish: why it fails (when not ok) or what it meets (when ok). */
  readonly reasons: string[];
}

export const DEFAULT_TIPO_CAMBIO = 3.75;
/** The price margin: the demand's range widened by 10 % on both sides. */
export const PRICE_MARGIN = 0.1;

/** Venta↔Compra, Alquiler↔Alquiler: the demand operation matching an offer operation. */
export const OPERACION_DEMANDA_DE: Readonly<Record<string, string>> = { V: 'C', A: 'A' };
export const OPERACION_OFERTA_DE: Readonly<Record<string, string>> = { C: 'V', A: 'A' };

export const REASONS = {
  operacion: 'Operación distinta',
  tipo: 'Tipo de inmueble no buscado',
  distrito: 'Distrito fuera de la zona buscada',
  precio: 'Precio fuera de rango',
  dormitorios: 'Dormitorios insuficientes',
  banos: 'Baños insuficientes',
  cocheras: 'Cocheras insuficientes',
  area: 'Área insuficiente',
  no_disponible: 'Inmueble no disponible',
  no_activo: 'Demandante no activo',
} as const;

const moneda = (m: string | null | undefined): MonedaId => (m === 'USD' ? 'USD' : 'PEN');

/** Converts cents between PEN and USD with `tipoCambio` soles per dollar. */
export function convertCents(cents: number, from: string | null | undefined, to: string | null | undefined, tipoCambio: number): number {
  const a = moneda(from);
  const b = moneda(to);
  if (a === b) return cents;
  const rate = Number.isFinite(tipoCambio) && tipoCambio > 0 ? tipoCambio : DEFAULT_TIPO_CAMBIO;
  return a === 'USD' ? cents * rate : cents / rate;
}

/** Lower-case, without accents or extra spaces: 'Jesús  María' and 'jesus maria' are the same district. */
export function normalizeText(s: string | null | undefined): string {
  return (s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
/** A minimum counts only when it is above zero. */
const minimum = (v: unknown): number | null => {
  const n = num(v);
  return n !== null && n > 0 ? n : null;
};

/** The widened bounds (cents, in the demand's currency); null = open. */
export function priceBounds(d: Pick<DemandaCruce, 'precio_min' | 'precio_max'>): { low: number | null; high: number | null } {
  const min = num(d.precio_min);
  const max = num(d.precio_max);
  return {
    low: min !== null && min > 0 ? min * (1 - PRICE_MARGIN) : null,
    high: max !== null && max > 0 ? max * (1 + PRICE_MARGIN) : null,
  };
}

// Prices are whole cents, but converted ones are not: a sub-cent tolerance keeps the exact ±10 % edge inside.
const within = (value: number, low: number | null, high: number | null): boolean => {
  const eps = 1e-6;
  return (low === null || value >= low - eps) && (high === null || value <= high + eps);
};

/** 0..1: how close the price (demand currency) is to what the demand asks for. */
export function priceCloseness(price: number, d: Pick<DemandaCruce, 'precio_min' | 'precio_max'>): number {
  const min = num(d.precio_min);
  const max = num(d.precio_max);
  const hasMin = min !== null && min > 0;
  const hasMax = max !== null && max > 0;
  let c: number;
  if (hasMin && hasMax) {
    const mid = (min + max) / 2;
    const half = max * (1 + PRICE_MARGIN) - mid;
    c = half > 0 ? 1 - Math.abs(price - mid) / half : price === mid ? 1 : 0;
  } else if (hasMax) {
    c = 1 - Math.abs(price - max) / max;
  } else if (hasMin) {
    c = 1 - Math.abs(price - min) / min;
  } else {
    c = 0.5;
  }
  return Math.max(0, Math.min(1, c));
}

/** The type whose area is the área de terreno; every other type's is the área construida. */
export const TIPO_AREA_TERRENO = 'terreno';
const areaOf = (o: OfertaCruce): number | null => (o.tipo_inmueble === TIPO_AREA_TERRENO ? num(o.area_terreno) : num(o.area_construida));

/** Each minimum of a demand and the property value it applies to ('area': see areaOf). The SQL form reads the same list. */
export const MINIMUMS = [
  ['dormitorios_min', 'dormitorios'],
  ['banos_min', 'banos'],
  ['cocheras_min', 'cocheras'],
  ['area_min', 'area'],
] as const satisfies readonly (readonly [keyof DemandaCruce, keyof OfertaCruce | 'area'])[];
type MinimumOf = (typeof MINIMUMS)[number][1];
const MINIMUM_TEXT: Readonly<Record<MinimumOf, readonly [reason: string, text: (n: number) => string]>> = {
  dormitorios: [REASONS.dormitorios, (n) => translate('app.common.conteo.dormitorios', { smart_count: n })],
  banos: [REASONS.banos, (n) => translate('app.common.conteo.banos', { smart_count: n })],
  cocheras: [REASONS.cocheras, (n) => translate('app.common.conteo.cocheras', { smart_count: n })],
  area: [REASONS.area, (n) => `${n} m²`],
};

const OPTIONAL_CRITERIA = 7;

export function matchPropiedad(o: OfertaCruce, d: DemandaCruce, tipoCambio: number = DEFAULT_TIPO_CAMBIO): MatchResult {
  const fails: string[] = [];
  const good: string[] = [];
  let points = 0;

  if (o.estado !== 'disponible') fails.push(REASONS.no_disponible);
  if (d.estado !== 'activo') fails.push(REASONS.no_activo);
  if (!o.tipo_operacion || OPERACION_DEMANDA_DE[o.tipo_operacion] !== d.tipo_operacion) fails.push(REASONS.operacion);

  const tipos = d.tipos_inmueble ?? [];
  if (tipos.length > 0) {
    if (o.tipo_inmueble && tipos.includes(o.tipo_inmueble)) {
      points += 1;
      good.push('Tipo de inmueble buscado');
    } else fails.push(REASONS.tipo);
  }

  const distritos = (d.distritos ?? []).map(normalizeText);
  if (distritos.length > 0) {
    if (o.distrito && distritos.includes(normalizeText(o.distrito))) {
      points += 1;
      good.push('Distrito buscado');
    } else fails.push(REASONS.distrito);
  }

  const { low, high } = priceBounds(d);
  const precio = num(o.precio);
  const price = precio === null ? null : convertCents(precio, o.moneda, d.moneda, tipoCambio);
  if (price === null ? low !== null || high !== null : !within(price, low, high)) {
    fails.push(REASONS.precio);
  } else if (price !== null && (low !== null || high !== null)) {
    const strict = within(price, low === null ? null : num(d.precio_min), high === null ? null : num(d.precio_max));
    good.push(strict ? 'Precio dentro del rango' : 'Precio dentro del margen de 10 %');
  }

  const minimums = MINIMUMS.map(([dem, of]) => [minimum(d[dem]), of === 'area' ? areaOf(o) : num(o[of]), ...MINIMUM_TEXT[of]] as const);
  for (const [min, value, reason, text] of minimums) {
    if (min === null) continue;
    if (value === null || value < min) fails.push(reason);
    else {
      points += 1;
      good.push(`${text(value)} (mín. ${min})`);
    }
  }

  if (d.tipo_operacion === 'A' || d.financiamiento === 'contado') {
    points += 1;
    good.push(d.tipo_operacion === 'A' ? 'Alquiler: sin financiamiento' : 'Pago al contado');
  }

  if (fails.length > 0) return { ok: false, score: 0, reasons: fails };
  const closeness = price === null ? 0.5 : priceCloseness(price, d);
  const score = Math.round((60 * points) / OPTIONAL_CRITERIA + 40 * closeness);
  return { ok: true, score, reasons: good };
}

/** Reads a multi-choice value that may come as an array (API) or as JSON text (database). */
export function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((x): x is string => typeof x === 'string');
  if (typeof value !== 'string' || value === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

const numOrNull = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
};
const strOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

/** An ofertante row (API or database) as matching input. */
export function ofertaFrom(row: Readonly<Record<string, unknown>>): OfertaCruce {
  return {
    tipo_operacion: strOrNull(row.tipo_operacion),
    tipo_inmueble: strOrNull(row.tipo_inmueble),
    precio: numOrNull(row.precio),
    moneda: strOrNull(row.moneda),
    distrito: strOrNull(row.distrito),
    dormitorios: numOrNull(row.dormitorios),
    banos: numOrNull(row.banos),
    cocheras: numOrNull(row.cocheras),
    area_construida: numOrNull(row.area_construida),
    area_terreno: numOrNull(row.area_terreno),
    estado: strOrNull(row.estado),
  };
}

/** A demandante row (API or database) as matching input. */
export function demandaFrom(row: Readonly<Record<string, unknown>>): DemandaCruce {
  return {
    tipo_operacion: strOrNull(row.tipo_operacion),
    tipos_inmueble: listOf(row.tipos_inmueble),
    distritos: listOf(row.distritos),
    precio_min: numOrNull(row.precio_min),
    precio_max: numOrNull(row.precio_max),
    moneda: strOrNull(row.moneda),
    dormitorios_min: numOrNull(row.dormitorios_min),
    banos_min: numOrNull(row.banos_min),
    cocheras_min: numOrNull(row.cocheras_min),
    area_min: numOrNull(row.area_min),
    financiamiento: strOrNull(row.financiamiento),
    estado: strOrNull(row.estado),
  };
}
