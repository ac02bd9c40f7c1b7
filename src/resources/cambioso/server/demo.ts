// Demo data of the properties' change log (cambioso): the price reductions a few weeks of use leave behind.
import type { ModuleDemo } from '#server/moduleServer';
import { formatMoney } from '../../../lib/money';

/** Price reductions in the change log of some available properties. */
export const demo: ModuleDemo = {
  after: ['ofertantes'],
  async seed({ db, now }) {
    const disponibles = await db
      .selectFrom('ofertantes')
      .select(['id_propiedad', 'precio', 'moneda', 'id_agente'])
      .where('estado', '=', 'disponible')
      .orderBy('id_propiedad')
      .limit(24)
      .execute();
    const day = 86_400_000;
    const cambios = disponibles.map((p, i) => {
      const fecha = new Date(new Date(now).getTime() - (3 + i) * day).toISOString();
      const step = p.precio >= 10_000_000 ? 100_000 : 5_000;
      const antes = Math.ceil((p.precio * (1.05 + (i % 4) * 0.02)) / step) * step;
      return {
        fecha,
        recurso: 'ofertantes',
        id_registro: p.id_propiedad,
        campo: 'precio',
        valor_anterior: formatMoney(antes, p.moneda),
        valor_nuevo: formatMoney(p.precio, p.moneda),
        id_usuario: p.id_agente,
        creado_en: fecha,
        actualizado_en: fecha,
        creado_por: p.id_agente,
        actualizado_por: p.id_agente,
      };
    });
    if (cambios.length) await db.insertInto('cambioso').values(cambios).execute();
  },
};
