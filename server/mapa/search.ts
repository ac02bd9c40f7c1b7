// 'Buscar calle' in the agency's own data: the Lima and Callao districts (by name, to their centre) and the
// properties with a position (by address, description or code). Case- and accent-insensitive.
import type { NotNull } from 'kysely';
import type { SearchResult } from '../../src/lib/mapSearch';
import { DISTRITOS_GEO } from '../../src/lib/distritosGeo';
import { normalizeNombre } from '../../src/lib/ubigeo';
import { escapeLike, lowerLike } from '../db/textMatch';
import type { Db } from '../db/types';

export type { ResultTipo, SearchResult } from '../../src/lib/mapSearch';

export const MAX_DISTRITOS = 5;
export const MAX_INMUEBLES = 10;
/** Rows read from the database before the accent-insensitive check in JS. */
const CANDIDATES = 300;

export function searchDistritos(q: string): SearchResult[] {
  const n = normalizeNombre(q);
  return DISTRITOS_GEO.filter((d) => {
    const name = normalizeNombre(d.nombre);
    return name.includes(n) || new RegExp(`(^|\\W)${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|\\W)`).test(n);
  })
    .slice(0, MAX_DISTRITOS)
    .map((d) => ({ tipo: 'distrito', nombre: d.nombre, detalle: d.provincia === 'Callao' ? 'Callao' : 'Lima', lat: d.lat, lng: d.lng, zoom: 14 }));
}

/**
 * A LIKE pattern that ignores accents and case: letters that may carry an accent or differ in case outside ASCII
 * become '_' (any one character), the wildcards are escaped; the JS check then keeps exact matches only.
 */
export function loosePattern(q: string): string {
  const n = escapeLike(normalizeNombre(q));
  return `%${n.replace(/[aeioun]/g, '_')}%`;
}

export async function searchInmuebles(db: Db, q: string): Promise<SearchResult[]> {
  const pattern = loosePattern(q);
  const rows = await db
    .selectFrom('ofertantes')
    .select(['id_propiedad', 'codigo', 'direccion', 'descripcion', 'distrito', 'latitud', 'longitud'])
    .where('latitud', 'is not', null)
    .where('longitud', 'is not', null)
    .where((eb) => eb.or(['direccion', 'descripcion', 'codigo'].map((c) => lowerLike(c, pattern))))
    .orderBy('id_propiedad')
    .limit(CANDIDATES)
    .$narrowType<{ latitud: NotNull; longitud: NotNull }>()
    .execute();
  const n = normalizeNombre(q);
  const text = (v: unknown) => normalizeNombre(typeof v === 'string' ? v : '');
  return rows
    .filter((r) => text(r.direccion).includes(n) || text(r.descripcion).includes(n) || text(r.codigo).includes(n))
    .slice(0, MAX_INMUEBLES)
    .map((r) => ({
      tipo: 'inmueble',
      nombre: r.direccion ?? r.descripcion ?? '',
      detalle: [r.codigo, r.distrito].filter(Boolean).join(' · '),
      lat: r.latitud,
      lng: r.longitud,
      zoom: 17,
      id: r.id_propiedad,
    }));
}
