// Ranked matches (cruces): the SQL pre-filter, then the exact rules and score of src/lib/matching.ts.
import { demandaFrom, matchPropiedad, ofertaFrom, type MatchResult } from '../../src/lib/matching';
import type { Db, Row } from '../db/types';
import { exchangeRate } from '../settings';
import { candidateDemandantes, candidateOfertantes } from './candidates';

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

/** The first rows tried before the whole pre-filter: most demands are settled by the first few candidates. */
const FIRST_LOOK = 50;

/** Whether any available ofertante satisfies the demandante row (stops at the first match). */
export async function hasOfertanteFor(db: Db, demandante: Row, tipoCambio: number): Promise<boolean> {
  const demanda = demandaFrom(demandante);
  const ok = (rows: readonly Row[]) => rows.some((row) => matchPropiedad(ofertaFrom(row), demanda, tipoCambio).ok);
  const first = await candidateOfertantes(db, demanda, tipoCambio, undefined, FIRST_LOOK);
  if (ok(first)) return true;
  if (first.length < FIRST_LOOK) return false;
  return ok(await candidateOfertantes(db, demanda, tipoCambio));
}
