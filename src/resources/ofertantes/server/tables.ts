// What the ofertantes module keeps in the database beyond its schema's fields (server/db/declaredTables.ts merges it
// into the server's table types).
import type { Generated } from 'kysely';

export interface Tables {
  /** The old checklist ticks of migration 0002, no longer fields (the photos' route still keeps chk_fotos). */
  ofertantes: { chk_fotos: number | null; chk_contrato: number | null; chk_partida: number | null };
  /** Per property and Lima day: public page views, WhatsApp clicks, contacts from the page (migration 0023). */
  visitas_inmueble: { id_propiedad: number; fecha: string; vistas: Generated<number>; whatsapp: Generated<number>; consultas: Generated<number> };
}
