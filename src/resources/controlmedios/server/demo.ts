// Demo data of Control de medios: ads for the available properties in the listing's currency (a few still
// 'activo' past their end, which the list flags).
import type { ModuleDemo } from '#server/moduleServer';
import { insertMany } from '#server/db/batch';
import { adminAudit } from '#server/db/demo/audit';
import type { Row } from '#server/db/types';
import { costPerLead } from './hooks';
import { addDays, limaToday } from '../../../lib/limaTime';
import { must } from '../../../lib/must';
import { MEDIO_CHOICES } from '../schema';

/** The Lima day `offset` days from the instant `base`. */
const day = (base: Date, offset: number) => addDays(limaToday(base), offset);

export const demo: ModuleDemo = {
  after: ['ofertantes'],
  async seed({ db, now }) {
    const today = new Date(now);
    const { audit } = await adminAudit(db, now);
    const props = await db
      .selectFrom('ofertantes')
      .select(['id_propiedad', 'moneda', 'fecha_captacion'])
      .where('estado', '=', 'disponible')
      .orderBy('id_propiedad')
      .execute();
    const medios: Row[] = [];
    props.forEach((p, i) => {
      const count = 1 + (i % 3);
      for (let k = 0; k < count; k++) {
        const medio = must(MEDIO_CHOICES[(i * 3 + k * 5) % MEDIO_CHOICES.length], 'un medio').id;
        const inicio = day(today, -((i * 7 + k * 11) % 120) - 5);
        const fin = addDays(inicio, 30 + ((i + k) % 3) * 30);
        const ended = fin < day(today, 0);
        // A few stay 'activo' past their end: the list flags them.
        const estado = ended ? ((i + k) % 5 === 0 ? 'activo' : 'finalizado') : (i + k) % 7 === 0 ? 'pausado' : 'activo';
        const usd = p.moneda === 'USD';
        const costo = ['letrero', 'volante'].includes(medio)
          ? usd
            ? 6000
            : 20000
          : usd
            ? 4500 + ((i * 37) % 20) * 500
            : 15000 + ((i * 53) % 30) * 1000;
        const contactos = (i * 13 + k * 7) % 18;
        medios.push({
          medio,
          id_propiedad: p.id_propiedad,
          fecha_inicio: inicio,
          fecha_fin: fin,
          moneda: p.moneda,
          costo,
          url: ['urbania', 'adondevivir', 'properati'].includes(medio) ? `https://www.${medio}.pe/inmueble/${p.id_propiedad}` : null,
          estado,
          contactos,
          costo_por_contacto: costPerLead(costo, contactos),
          observaciones: null,
        });
      }
    });
    await insertMany(db, 'controlmedios', 'id_medio', audit(medios));
  },
};
