// How a notice names a property: 'OF-000123 · Departamento en Miraflores' (its code and description).
import type { Db } from '#server/db/types';

/** The property's code and description, or '' when it is gone. */
export async function inmuebleText(db: Db, idPropiedad: number): Promise<string> {
  const p = await db.selectFrom('ofertantes').select(['codigo', 'descripcion']).where('id_propiedad', '=', idPropiedad).executeTakeFirst();
  return p ? `${p.codigo} · ${p.descripcion}` : '';
}
