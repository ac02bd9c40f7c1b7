// Demo data of the public pages (issue 30): most available properties with a main photo are published (a few with
// their exact location allowed), and each published one has the page views, WhatsApp clicks and contacts of the last
// 60 Lima days, so the ofertante, the dashboard and the owner's activity letter show real-looking figures.
import type { Db, NewRow } from '../../../../server/db/types';
import { between, rng } from '../../../../server/db/demo/random';
import { addDays, limaToday } from '../../../lib/limaTime';

const DAYS = 60;

export async function seedPublicacion(db: Db, now: string): Promise<number> {
  const r = rng(3030);
  const candidates = await db
    .selectFrom('ofertantes')
    .select('id_propiedad')
    .where('estado', '=', 'disponible')
    .where('imagen', 'is not', null)
    .orderBy('id_propiedad')
    .execute();
  const published = candidates.filter(() => r() < 0.75).map((c) => c.id_propiedad);
  const exact = published.filter(() => r() < 0.25);
  const today = limaToday(new Date(now));
  const rows: NewRow<'visitas_inmueble'>[] = [];
  for (const id of published) {
    const popularity = between(r, 1, 12);
    for (let d = 0; d < DAYS; d++) {
      const vistas = Math.max(0, between(r, -2, popularity));
      if (vistas === 0) continue;
      const whatsapp = r() < 0.3 ? between(r, 0, Math.ceil(vistas / 4)) : 0;
      const consultas = r() < 0.06 ? 1 : 0;
      rows.push({ id_propiedad: id, fecha: addDays(today, -d), vistas, whatsapp, consultas });
    }
  }
  await db.transaction().execute(async (trx) => {
    if (published.length) await trx.updateTable('ofertantes').set({ publicar_web: 1 }).where('id_propiedad', 'in', published).execute();
    if (exact.length) await trx.updateTable('ofertantes').set({ ubicacion_exacta: 1 }).where('id_propiedad', 'in', exact).execute();
    for (let i = 0; i < rows.length; i += 200)
      await trx
        .insertInto('visitas_inmueble')
        .values(rows.slice(i, i + 200))
        .execute();
  });
  return published.length;
}
