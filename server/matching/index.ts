// Ranked matches (cruces): the SQL pre-filter, then the exact rules and score of src/lib/matching.ts.
import { convertCents, demandaFrom, matchPropiedad, normalizeText, priceBounds, ofertaFrom, OPERACION_OFERTA_DE, type MatchResult, type OfertaCruce } from '../../src/lib/matching';
import type { Db, Row } from '../db/types';
import { exchangeRate } from '../settings';
import { candidateDemandantes, candidateOfertantes, OFERTANTE_COLUMNS } from './candidates';

export interface Ranked {
  readonly row: Row;
  readonly result: MatchResult;
}

/** Best first; equal scores: the most recent record first. */
function rank(rows: readonly Row[], key: string, test: (row: Row) => MatchResult): Ranked[] {
  return rows
    .map((row) => ({ row, result: test(row) }))
    .filter((x) => x.result.ok)
    .sort((a, b) => b.result.score - a.result.score || Number(b.row[key]) - Number(a.row[key]));
}

/** The active demandantes an ofertante row satisfies, ranked. */
export async function demandantesFor(db: Db, ofertante: Row, opts: { tipoCambio?: number; consentOnly?: boolean } = {}): Promise<Ranked[]> {
  const rate = opts.tipoCambio ?? (await exchangeRate(db));
  const oferta = ofertaFrom(ofertante);
  const rows = await candidateDemandantes(db, oferta, rate, { consentOnly: opts.consentOnly });
  return rank(rows, 'id_demandante', (row) => matchPropiedad(oferta, demandaFrom(row), rate));
}

/** The available ofertantes a demandante row is satisfied by, ranked (optionally among `ids` only). */
export async function ofertantesFor(db: Db, demandante: Row, opts: { tipoCambio?: number; ids?: readonly number[] } = {}): Promise<Ranked[]> {
  const rate = opts.tipoCambio ?? (await exchangeRate(db));
  const demanda = demandaFrom(demandante);
  const rows = await candidateOfertantes(db, demanda, rate, opts.ids);
  return rank(rows, 'id_propiedad', (row) => matchPropiedad(ofertaFrom(row), demanda, rate));
}

/**
 * Of the demandante rows, those no available ofertante satisfies. For many demands at once: one query for the
 * available properties of the operations asked, kept by operation, district and type (the hard filters); per demand
 * a coarse price window (as the SQL pre-filter's) and then the exact rules of src/lib/matching.ts, stopping at the
 * first property that satisfies it.
 */
export async function demandantesSinOferta(db: Db, demandantes: readonly Row[], tipoCambio: number): Promise<Row[]> {
  const demandas = demandantes.map((row) => ({ row, demanda: demandaFrom(row) }));
  const operaciones = [...new Set(demandas.map((d) => OPERACION_OFERTA_DE[d.demanda.tipo_operacion ?? '']).filter((x): x is string => Boolean(x)))];
  const rows = operaciones.length
    ? await db.selectFrom('ofertantes').select([...OFERTANTE_COLUMNS]).where('estado', '=', 'disponible').where('tipo_operacion', 'in', operaciones).execute()
    : [];
  // Buckets by operation | district | type, with '*' standing for "any" in the district or type place.
  const buckets = new Map<string, OfertaCruce[]>();
  const add = (key: string, o: OfertaCruce) => (buckets.get(key) ?? buckets.set(key, []).get(key))?.push(o);
  for (const row of rows) {
    const o = ofertaFrom(row);
    const [op, distrito, tipo] = [String(o.tipo_operacion), normalizeText(o.distrito ?? ''), String(o.tipo_inmueble)];
    for (const key of [`${op}|*|*`, `${op}|${distrito}|*`, `${op}|*|${tipo}`, `${op}|${distrito}|${tipo}`]) add(key, o);
  }
  return demandas.filter(({ demanda }) => {
    const op = OPERACION_OFERTA_DE[demanda.tipo_operacion ?? ''];
    if (!op) return true;
    const distritos = demanda.distritos?.length ? demanda.distritos.map(normalizeText) : ['*'];
    const tipos = demanda.tipos_inmueble?.length ? demanda.tipos_inmueble : ['*'];
    const { low, high } = priceBounds(demanda);
    const inWindow = (o: OfertaCruce) => {
      if (typeof o.precio !== 'number') return low === null && high === null;
      const p = convertCents(o.precio, o.moneda, demanda.moneda, tipoCambio);
      return (low === null || p >= low - 1) && (high === null || p <= high + 1);
    };
    const found = distritos.some((d) => tipos.some((t) => (buckets.get(`${op}|${d}|${t}`) ?? []).some((o) => inWindow(o) && matchPropiedad(o, demanda, tipoCambio).ok)));
    return !found;
  }).map((d) => d.row);
}
