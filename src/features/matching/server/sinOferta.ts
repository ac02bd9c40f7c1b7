// Demand without supply in SQL: the active demandantes for which NOT EXISTS an available ofertante passing the hard
// rules of src/lib/matching.ts — operation, type, district, price within the demand's range ±10 % in the demand's
// currency, the minimums — written from that module's definitions (OPERACION_OFERTA_DE, PRICE_MARGIN, MINIMUMS,
// TIPO_AREA_TERRENO, listOf, normalizeText). Plain SQL that SQLite and PostgreSQL both accept.
//
// The demand's lists are JSON text and districts compare without case or accents, which neither database does the
// same way; so a first small query reads the vocabulary (the distinct district spellings of the available properties,
// the distinct lists of the active demands) and TypeScript resolves it with the module's own functions into
// equality tables (list text → accepted district spelling or type) that the one statement joins by index.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { listOf, MINIMUMS, normalizeText, OPERACION_OFERTA_DE, PRICE_MARGIN, TIPO_AREA_TERRENO } from '../../../lib/matching';
import { rowCount } from '#server/db/aggregates';
import type { Db } from '#server/db/types';

export interface SinOfertaFila {
  readonly id_demandante: number;
  readonly nombre: string | null;
  readonly apellido: string | null;
  readonly tipo_operacion: string | null;
  readonly creado_en: string | null;
}

/** The within() tolerance of src/lib/matching.ts: converted prices keep the exact ±10 % edge inside. */
const EPS = 1e-6;
const double = (v: number) => sql<number>`cast(${sql.lit(v)} as double precision)`;
const ref = (c: string) => sql.ref(c);
/** moneda() of the matching module: USD, anything else is PEN. */
const moneda = (c: string) => sql<string>`(case when ${ref(c)} = 'USD' then 'USD' else 'PEN' end)`;

/** convertCents(o.precio, o.moneda, d.moneda, rate) */
function precioEnMonedaDemanda(rate: number): RawBuilder<number> {
  const r = sql<number>`cast(${rate} as double precision)`;
  return sql<number>`(case when ${moneda('o.moneda')} = ${moneda('d.moneda')} then o.precio when ${moneda('o.moneda')} = 'USD' then o.precio * ${r} else o.precio / ${r} end)`;
}

/** priceBounds + within: a missing or non-positive bound is open; a property without price fails a set bound. */
function precioDentro(rate: number): RawBuilder<SqlBool> {
  const p = precioEnMonedaDemanda(rate);
  return sql<SqlBool>`(d.precio_min is null or d.precio_min <= 0 or (o.precio is not null and ${p} >= d.precio_min * ${double(1 - PRICE_MARGIN)} - ${double(EPS)}))
    and (d.precio_max is null or d.precio_max <= 0 or (o.precio is not null and ${p} <= d.precio_max * ${double(1 + PRICE_MARGIN)} + ${double(EPS)}))`;
}

const MONEDAS = ['PEN', 'USD'] as const;
const ABIERTO = 1e18;

/**
 * The same price rule as a coarse window on the property's own price per currency (one cent wider than the
 * conversion's rounding), so that the index's last column (precio) narrows the search; the exact test follows.
 */
function ventanaPrecio(rate: number, m: (typeof MONEDAS)[number]): RawBuilder<SqlBool> {
  const r = sql<number>`cast(${rate} as double precision)`;
  const enMoneda = (cents: RawBuilder<unknown>) =>
    sql<number>`(case when ${moneda('d.moneda')} = ${sql.lit(m)} then ${cents} when ${sql.lit(m)} = 'USD' then ${cents} / ${r} else ${cents} * ${r} end)`;
  const low = sql`(case when d.precio_min > 0 then d.precio_min * ${double(1 - PRICE_MARGIN)} end)`;
  const high = sql`(case when d.precio_max > 0 then d.precio_max * ${double(1 + PRICE_MARGIN)} end)`;
  return sql<SqlBool>`o.moneda = ${sql.lit(m)} and o.precio >= coalesce(${enMoneda(low)} - 1, ${double(-ABIERTO)}) and o.precio <= coalesce(${enMoneda(high)} + 1, ${double(ABIERTO)})`;
}

/** A minimum above zero needs the property's value at least as large (a property without it fails). */
function minimos(): RawBuilder<SqlBool> {
  const value = (of: string) =>
    of === 'area' ? sql`(case when o.tipo_inmueble = ${sql.lit(TIPO_AREA_TERRENO)} then o.area_terreno else o.area_construida end)` : ref(`o.${of}`);
  return sql<SqlBool>`${sql.join(
    MINIMUMS.map(
      ([dem, of]) =>
        sql`(${ref(`d.${dem}`)} is null or ${ref(`d.${dem}`)} <= 0 or (${value(of)} is not null and ${value(of)} >= ${ref(`d.${dem}`)}))`,
    ),
    sql` and `,
  )}`;
}

const operacionOferta = sql`(case d.tipo_operacion ${sql.join(
  Object.entries(OPERACION_OFERTA_DE).map(([dem, of]) => sql`when ${sql.lit(dem)} then ${sql.lit(of)}`),
  sql` `,
)} end)`;

/** Rows of a two-column table for a CTE (a never-true select when there are none). */
function values(rows: readonly (readonly [string, string | null])[]): RawBuilder<unknown> {
  if (!rows.length) return sql`select cast(null as text), cast(null as text) where 1 = 0`;
  return sql`values ${sql.join(rows.map(([a, b]) => sql`(${a}, ${b})`))}`;
}

/**
 * The columns of a demand the rules read. Two demands equal on them (a missing value and its neutral one alike:
 * a null minimum and -1 are both no minimum, a null list and '' both no restriction) have the same answer.
 */
const NUMERICAS = new Set<string>(['precio_min', 'precio_max', ...MINIMUMS.map(([dem]) => dem)]);
const REQUISITO = ['tipo_operacion', 'tipos_inmueble', 'distritos', 'moneda', ...NUMERICAS] as const;

interface Vocabulario {
  /** District spellings of the available properties. */
  readonly distritos: readonly string[];
  /** Distinct (distritos, tipos_inmueble) texts of the active demands and how many demands each. */
  readonly listas: readonly { distritos: string | null; tipos: string | null; n: number }[];
}

async function vocabulario(db: Db, agente: number | null): Promise<Vocabulario> {
  let dem = db
    .selectFrom('demandantes')
    .select([sql<string>`'d'`.as('lado'), 'distritos as a', 'tipos_inmueble as b', rowCount.as('n')])
    .where('estado', '=', 'activo')
    .groupBy(['distritos', 'tipos_inmueble']);
  if (agente !== null) dem = dem.where('id_agente', '=', agente);
  const rows = await db
    .selectFrom('ofertantes')
    // `a` typed as the demandantes' side (nullable) so the two halves of the union agree.
    .select([sql<string>`'o'`.as('lado'), sql<string | null>`distrito`.as('a'), sql<string | null>`null`.as('b'), rowCount.as('n')])
    .where('estado', '=', 'disponible')
    .groupBy('distrito')
    .unionAll(dem)
    .execute();
  return {
    distritos: rows.flatMap((r) => (r.lado === 'o' && r.a ? [r.a] : [])),
    listas: rows.filter((r) => r.lado === 'd').map((r) => ({ distritos: r.a, tipos: r.b, n: r.n })),
  };
}

/**
 * The equality tables: for each demand list text that restricts (its listOf is not empty), the district spellings
 * of available properties it accepts (normalizeText equal; a null row marks a list that accepts none) and the types.
 */
function tablas(v: Vocabulario) {
  const porClave = new Map<string, string[]>();
  for (const s of v.distritos) porClave.set(normalizeText(s), [...(porClave.get(normalizeText(s)) ?? []), s]);
  const dm: [string, string | null][] = [];
  const tm: [string, string | null][] = [];
  for (const lista of new Set(v.listas.map((l) => l.distritos))) {
    const claves = new Set(listOf(lista).map(normalizeText));
    if (lista === null || !claves.size) continue;
    dm.push([lista, null], ...[...claves].flatMap((k) => (porClave.get(k) ?? []).map((s): [string, string] => [lista, s])));
  }
  for (const lista of new Set(v.listas.map((l) => l.tipos))) {
    const tipos = listOf(lista);
    if (lista !== null && tipos.length) tm.push(...tipos.map((t): [string, string] => [lista, t]));
  }
  return { dm, tm };
}

/** Active demandantes (one agent's, or all) that no available property satisfies, the longest waiting first. */
export async function demandantesSinOferta(
  db: Db,
  opts: { agente: number | null; tipoCambio: number },
): Promise<{ activos: number; filas: SinOfertaFila[] }> {
  const vocab = await vocabulario(db, opts.agente);
  const activos = vocab.listas.reduce((a, l) => a + l.n, 0);
  if (!activos) return { activos, filas: [] };
  const { dm, tm } = tablas(vocab);
  const restringeDistrito = sql<SqlBool>`coalesce(d.distritos, '') in (select dm.lista from dm)`;
  const restringeTipo = sql<SqlBool>`coalesce(d.tipos_inmueble, '') in (select tm.lista from tm)`;
  const reglas = sql<SqlBool>`${precioDentro(opts.tipoCambio)} and ${minimos()}`;
  // One EXISTS per combination of restricted lists and per currency, so that each is one index range (estado,
  // operación[, distrito][, tipo], moneda, precio); the demand's own flags pick the ones that run.
  const oferta = (distrito: boolean, tipo: boolean) =>
    sql<SqlBool>`(${sql.join(
      MONEDAS.map(
        (m) => sql`exists (select 1 from ofertantes o
    where o.estado = 'disponible' and o.tipo_operacion = ${operacionOferta}
    ${distrito ? sql`and o.distrito in (select dm.distrito from dm where dm.lista = d.distritos)` : sql``}
    ${tipo ? sql`and o.tipo_inmueble in (select tm.tipo from tm where tm.lista = d.tipos_inmueble)` : sql``}
    and ${ventanaPrecio(opts.tipoCambio, m)} and ${reglas})`,
      ),
      sql` or `,
    )})`;
  const caso = (distrito: boolean, tipo: boolean) =>
    sql<SqlBool>`(${distrito ? restringeDistrito : sql`not ${restringeDistrito}`} and ${tipo ? restringeTipo : sql`not ${restringeTipo}`} and ${oferta(distrito, tipo)})`;
  // The rules run once per distinct requirement (the columns they read), not once per demandante.
  const agente = opts.agente === null ? sql`` : sql`and d.id_agente = ${opts.agente}`;
  const mismo = sql.join(
    REQUISITO.map(
      (c) =>
        sql`coalesce(${ref(`s.${c}`)}, ${sql.lit(NUMERICAS.has(c) ? -1 : '')}) = coalesce(${ref(`d.${c}`)}, ${sql.lit(NUMERICAS.has(c) ? -1 : '')})`,
    ),
    sql` and `,
  );
  const result = await sql<SinOfertaFila>`with dm(lista, distrito) as (${values(dm)}), tm(lista, tipo) as (${values(tm)}),
    req as materialized (select distinct ${sql.join(REQUISITO.map((c) => ref(`d.${c}`)))} from demandantes d where d.estado = 'activo' ${agente}),
    sin as materialized (select * from req d where not (${caso(true, true)} or ${caso(true, false)} or ${caso(false, true)} or ${caso(false, false)}))
    select d.id_demandante, d.nombre, d.apellido, d.tipo_operacion, d.creado_en from demandantes d
    where d.estado = 'activo' ${agente} and exists (select 1 from sin s where ${mismo})
    order by d.creado_en, d.id_demandante`.execute(db);
  return { activos, filas: result.rows.map((r) => ({ ...r, id_demandante: r.id_demandante })) };
}
