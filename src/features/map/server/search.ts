// 'Buscar calle' in the agency's own data: the Lima and Callao districts (by name, to their centre) and the
// properties with a position, by address (abbreviations, missing words, accents and case aside: address.ts), then by
// district, code or description. The properties come from the ofertantes' search index (the lists' `q`, through the
// shared helpers of server/db/search.ts, whichever tables serve it), a few hundred candidates at most, ranked here.
import { sql, type Expression, type NotNull, type RawBuilder, type SqlBool } from 'kysely';
import type { SearchResult } from '../../../lib/mapSearch';
import { DISTRITOS_GEO } from '../../../lib/distritosGeo';
import ofertantes from '../../../resources/ofertantes/schema';
import { dialectOf } from '#server/db/connect';
import { foldedColumn, searchCondition, searchKeys, searchTerms } from '#server/db/search';
import { escapeLike } from '#server/db/textMatch';
import type { Db, Dialect } from '#server/db/types';
import { compareMatches, matchAddress, parseQuery, words, type Match, type Query } from './address';

export type { ResultTipo, SearchResult } from '../../../lib/mapSearch';

export const MAX_DISTRITOS = 5;
export const MAX_INMUEBLES = 10;
/** Candidates read for each way of looking (street and number, street, anything): ranked in JS, the best kept. */
const WITH_NUMBER = 50;
const ON_STREET = 200;
const ANYWHERE = 50;
/**
 * Index matches looked at per query, at most: a word that many rows hold elsewhere ('venta' in half the descriptions)
 * costs no more than this many rows checked, whatever the table's size; a street's own matches come first anyway.
 */
const KEYS_CAP = 5000;

/** The row's key among `keys`: PostgreSQL reads the rows of an array of keys by primary key, SQLite of a list. */
const keyIn = (dialect: Dialect, keys: RawBuilder<unknown>): Expression<SqlBool> =>
  dialect === 'postgres' ? sql<SqlBool>`${sql.ref('id_propiedad')} = any(array(${keys}))` : sql<SqlBool>`${sql.ref('id_propiedad')} in (${keys})`;

const COLUMNS = ['id_propiedad', 'codigo', 'direccion', 'descripcion', 'distrito', 'latitud', 'longitud'] as const;

/** The districts whose name holds what q says ('mira' finds Miraflores), or whose whole name is in q. */
export function searchDistritos(q: string): SearchResult[] {
  const typed = words(q).join(' ');
  if (typed === '') return [];
  return DISTRITOS_GEO.filter((d) => {
    const name = words(d.nombre).join(' ');
    return name.includes(typed) || ` ${typed} `.includes(` ${name} `);
  })
    .slice(0, MAX_DISTRITOS)
    .map((d) => ({ tipo: 'distrito', nombre: d.nombre, detalle: d.provincia === 'Callao' ? 'Callao' : 'Lima', lat: d.lat, lng: d.lng, zoom: 14 }));
}

/** Every word of q is in the district's name: q names a district and nothing else. */
const onlyDistrict = (q: Query, d: SearchResult) => {
  const name = words(d.nombre);
  return [...q.required, ...(q.address.number === null ? [] : [q.address.number])].every((w) => name.some((t) => t.startsWith(w)));
};

/** The properties with a position whose search fields hold every word (index) and, when `where` says so, more. */
function candidates(db: Db, indexWords: readonly string[], limit: number, where?: Expression<SqlBool>) {
  const dialect = dialectOf(db);
  const terms = searchTerms(dialect, ofertantes, indexWords.join(' '));
  const keys = searchKeys(dialect, ofertantes, terms, KEYS_CAP);
  let query = db
    .selectFrom('ofertantes')
    .select([...COLUMNS])
    .where('latitud', 'is not', null)
    .where('longitud', 'is not', null)
    .where(keys === null ? searchCondition(dialect, ofertantes, terms) : keyIn(dialect, keys));
  if (where) query = query.where(where);
  // PostgreSQL reads the trigram index's matches in the table's order and stops at the limit; in the key's order it
  // would fold the address of every match first, to sort them (1 564 for 'larco' at 100 000 properties: 25 ms against
  // 3.5). SQLite's matches come from its index in the key's order anyway. Either way the candidates are ranked here.
  const ordered = dialect === 'postgres' ? query : query.orderBy('id_propiedad');
  return ordered.limit(limit).$narrowType<{ latitud: NotNull; longitud: NotNull }>();
}

/**
 * The queries that read the candidates of q: on the street with the number, on the street, anywhere (code,
 * description). Each is served by the search index (tests/api/mapa.test.ts reads SQLite's plan), whatever the table's size.
 */
export function candidateQueries(db: Db, query: Query) {
  const { indexWords, address } = query;
  if (indexWords.length === 0) return [];
  if (query.code) return [candidates(db, indexWords, ANYWHERE)];
  const withNumber = address.number === null ? [] : [...indexWords, address.number];
  return [
    ...(withNumber.length ? [candidates(db, withNumber, WITH_NUMBER, inAddress(db, withNumber))] : []),
    candidates(db, indexWords, ON_STREET, inAddress(db, indexWords)),
    candidates(db, withNumber.length ? withNumber : indexWords, ANYWHERE),
  ];
}

/** Each word somewhere in the address or the district (folded): narrows the index's matches to the street's. */
function inAddress(db: Db, needles: readonly string[]): Expression<SqlBool> {
  const dialect = dialectOf(db);
  const text = sql`(${foldedColumn(dialect, 'direccion')} || ' ' || ${foldedColumn(dialect, 'distrito')})`;
  return sql<SqlBool>`(${sql.join(
    needles.map((w) => sql`${text} like ${`%${escapeLike(w)}%`} escape '\\'`),
    sql` and `,
  )})`;
}

/** A property found for q, with how well it answers it. */
export interface FoundInmueble {
  readonly result: SearchResult;
  readonly match: Match;
}

export async function searchInmuebles(db: Db, q: string): Promise<FoundInmueble[]> {
  const query = parseQuery(q);
  const found = [];
  for (const candidatesOf of candidateQueries(db, query)) found.push(...(await candidatesOf.execute()));
  const seen = new Set<number>();
  const ranked: Array<{ row: (typeof found)[number]; match: Match }> = [];
  for (const row of found) {
    if (seen.has(row.id_propiedad)) continue;
    seen.add(row.id_propiedad);
    const match = matchAddress(query, row);
    if (match) ranked.push({ row, match });
  }
  ranked.sort((a, b) => compareMatches(a.match, b.match) || a.row.id_propiedad - b.row.id_propiedad);
  return ranked.slice(0, MAX_INMUEBLES).map(({ row: r, match }) => ({
    match,
    result: {
      tipo: 'inmueble',
      nombre: r.direccion ?? r.descripcion ?? '',
      detalle: [r.codigo, r.distrito].filter(Boolean).join(' · '),
      lat: r.latitud,
      lng: r.longitud,
      zoom: 17,
      id: r.id_propiedad,
    },
  }));
}

/**
 * The agency's own answers, best first: the properties on the street typed (ranks 0–2) before the districts named
 * in q, unless q names a district and nothing else; then the other properties.
 */
export async function searchOwn(db: Db, q: string): Promise<SearchResult[]> {
  const query = parseQuery(q);
  const distritos = searchDistritos(q);
  const inmuebles = await searchInmuebles(db, q);
  const districtFirst = distritos.some((d) => onlyDistrict(query, d));
  const onStreet = (f: FoundInmueble) => !districtFirst && f.match.rank <= 2;
  return [...inmuebles.filter(onStreet).map((f) => f.result), ...distritos, ...inmuebles.filter((f) => !onStreet(f)).map((f) => f.result)];
}
