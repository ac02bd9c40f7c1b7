import type { Kysely } from 'kysely';

// Mapa: the bounding-box query of /mapa/ofertantes reads a latitude range first, then longitude.
export function m0008() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.createIndex('ofertantes_lat_lng_idx').on('ofertantes').columns(['latitud', 'longitud']).execute();
    },
  };
}
