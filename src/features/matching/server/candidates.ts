// The SQL pre-filter of the matching: operation, estado, type, district and a coarse price window, so that the
// exact rules (src/lib/matching.ts) run over a few rows. Plain SQL that SQLite and PostgreSQL both accept.
import { sql, type Expression, type SqlBool } from 'kysely';
import {
  convertCents,
  normalizeText,
  OPERACION_DEMANDA_DE,
  OPERACION_OFERTA_DE,
  priceBounds,
  PRICE_MARGIN,
  REQUISITO_FIELDS,
  type DemandaCruce,
  type OfertaCruce,
} from '../../../lib/matching';
import { dialectOf } from '#server/db/connect';
import { fold, foldedColumn } from '#server/db/search';
import { jsonListHas } from '#server/db/textMatch';
import type { Db, TableRowOf } from '#server/db/types';

/** A safety cap on the rows a pre-filter returns (the ranked lists show at most 50). */
export const MAX_CANDIDATES = 2000;
const MONEDAS = ['PEN', 'USD'] as const;

export const OFERTANTE_COLUMNS = [
  'id_propiedad',
  'codigo',
  'descripcion',
  'estado',
  'tipo_operacion',
  'tipo_inmueble',
  'precio',
  'moneda',
  'distrito',
  'imagen',
  'publicar_web',
  'dormitorios',
  'banos',
  'cocheras',
  'area_construida',
  'area_terreno',
  'id_agente',
  'actualizado_en',
] as const;

export const DEMANDANTE_COLUMNS = [
  'id_demandante',
  'nombre',
  'apellido',
  'telefono',
  'email',
  ...REQUISITO_FIELDS,
  'financiamiento',
  'estado',
  'id_agente',
  'consentimiento_marketing',
] as const;

/** A candidate property as the pre-filter reads it. */
export type OfertanteCandidate = Pick<TableRowOf<'ofertantes'>, (typeof OFERTANTE_COLUMNS)[number]>;
/** A candidate demand as the pre-filter reads it. */
export type DemandanteCandidate = Pick<TableRowOf<'demandantes'>, (typeof DEMANDANTE_COLUMNS)[number]>;

/** Available properties that may satisfy the demand `d` (optionally only `ids`). */
export async function candidateOfertantes(db: Db, d: DemandaCruce, tipoCambio: number, ids?: readonly number[]): Promise<OfertanteCandidate[]> {
  const operacion = d.tipo_operacion ? OPERACION_OFERTA_DE[d.tipo_operacion] : undefined;
  if (!operacion || d.estado !== 'activo' || (ids && ids.length === 0)) return [];
  let q = db
    .selectFrom('ofertantes')
    .select([...OFERTANTE_COLUMNS])
    .where('estado', '=', 'disponible')
    .where('tipo_operacion', '=', operacion);
  if (ids) q = q.where('id_propiedad', 'in', [...ids]);
  const tipos = d.tipos_inmueble ?? [];
  if (tipos.length) q = q.where('tipo_inmueble', 'in', [...tipos]);
  const distritos = d.distritos ?? [];
  if (distritos.length) {
    // The exact rule ignores case, accents and surrounding spaces: both sides folded ('Jesus Maria' is 'Jesús María').
    const folded = Array.from(new Set(distritos.map((x) => fold(normalizeText(x)))));
    q = q.where(sql<string>`trim(${foldedColumn(dialectOf(db), 'distrito')})`, 'in', folded);
  }
  const { low, high } = priceBounds(d);
  if (low !== null || high !== null) {
    q = q.where((eb) =>
      eb.or(
        MONEDAS.map((m) => {
          const conds: Expression<SqlBool>[] = [eb('moneda', '=', m)];
          if (low !== null) conds.push(eb('precio', '>=', Math.floor(convertCents(low, d.moneda, m, tipoCambio)) - 1));
          if (high !== null) conds.push(eb('precio', '<=', Math.ceil(convertCents(high, d.moneda, m, tipoCambio)) + 1));
          return eb.and(conds);
        }),
      ),
    );
  }
  return q.orderBy('id_propiedad', 'desc').limit(MAX_CANDIDATES).execute();
}

/** Active demands that the property `o` may satisfy. */
export async function candidateDemandantes(
  db: Db,
  o: OfertaCruce,
  tipoCambio: number,
  where: { consentOnly?: boolean } = {},
): Promise<DemandanteCandidate[]> {
  const operacion = o.tipo_operacion ? OPERACION_DEMANDA_DE[o.tipo_operacion] : undefined;
  if (!operacion || o.estado !== 'disponible') return [];
  let q = db
    .selectFrom('demandantes')
    .select([...DEMANDANTE_COLUMNS])
    .where('estado', '=', 'activo')
    .where('tipo_operacion', '=', operacion);
  if (where.consentOnly) q = q.where('consentimiento_marketing', '=', 1).where('email', 'is not', null).where('email', '!=', '');
  if (o.tipo_inmueble) {
    const tipo = o.tipo_inmueble;
    q = q.where((eb) => eb.or([eb('tipos_inmueble', 'is', null), eb('tipos_inmueble', '=', '[]'), jsonListHas('tipos_inmueble', tipo)]));
  }
  const precio = typeof o.precio === 'number' ? o.precio : null;
  if (precio !== null) {
    q = q.where((eb) =>
      eb.or(
        MONEDAS.map((m) => {
          const p = convertCents(precio, o.moneda, m, tipoCambio);
          return eb.and([
            eb('moneda', '=', m),
            eb.or([eb('precio_min', 'is', null), eb('precio_min', '<=', Math.ceil(p / (1 - PRICE_MARGIN)) + 1)]),
            eb.or([eb('precio_max', 'is', null), eb('precio_max', '<=', 0), eb('precio_max', '>=', Math.floor(p / (1 + PRICE_MARGIN)) - 1)]),
          ]);
        }),
      ),
    );
  }
  return q.orderBy('id_demandante', 'desc').limit(MAX_CANDIDATES).execute();
}
