// Ranked matches (cruces): the SQL pre-filter, then the exact rules and score of src/lib/matching.ts.
import { demandaFrom, matchPropiedad, ofertaFrom, type MatchResult } from '../../../lib/matching';
import type { Db, Row } from '#server/db/types';
import { exchangeRate } from '#server/settings';
import { candidateDemandantes, candidateOfertantes, type DemandanteCandidate, type OfertanteCandidate } from './candidates';

/** A matching row (a candidate of the pre-filter) and how well it matches. */
export interface Ranked<R = Row> {
  readonly row: R;
  readonly result: MatchResult;
}

/** Best first; equal scores: the most recent record (the highest key) first. */
function rank<K extends string, R extends Record<K, number>>(rows: readonly R[], key: K, test: (row: R) => MatchResult): Ranked<R>[] {
  return rows
    .map((row) => ({ row, result: test(row) }))
    .filter((x) => x.result.ok)
    .sort((a, b) => b.result.score - a.result.score || b.row[key] - a.row[key]);
}

/** The active demandantes an ofertante row satisfies, ranked. */
export async function demandantesFor(
  db: Db,
  ofertante: Row,
  opts: { tipoCambio?: number; consentOnly?: boolean } = {},
): Promise<Ranked<DemandanteCandidate>[]> {
  const rate = opts.tipoCambio ?? (await exchangeRate(db));
  const oferta = ofertaFrom(ofertante);
  const rows = await candidateDemandantes(db, oferta, rate, { consentOnly: opts.consentOnly });
  return rank(rows, 'id_demandante', (row) => matchPropiedad(oferta, demandaFrom(row), rate));
}

/** The available ofertantes a demandante row is satisfied by, ranked (optionally among `ids` only). */
export async function ofertantesFor(
  db: Db,
  demandante: Row,
  opts: { tipoCambio?: number; ids?: readonly number[] } = {},
): Promise<Ranked<OfertanteCandidate>[]> {
  const rate = opts.tipoCambio ?? (await exchangeRate(db));
  const demanda = demandaFrom(demandante);
  const rows = await candidateOfertantes(db, demanda, rate, opts.ids);
  return rank(rows, 'id_propiedad', (row) => matchPropiedad(ofertaFrom(row), demanda, rate));
}
