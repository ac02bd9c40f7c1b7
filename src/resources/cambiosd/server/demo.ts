// Demo data of the demandantes' change log (cambiosd).
import type { ModuleDemo } from '#server/moduleServer';
import type { TableRowOf } from '#server/db/types';
import { formatMoney } from '../../../lib/money';

export function demoCambiosDemandantes(
  demandantes: readonly Pick<TableRowOf<'demandantes'>, 'id_demandante' | 'precio_max' | 'moneda' | 'estado' | 'id_agente'>[],
  now: Date,
  formatMoney: (cents: number, moneda: string) => string,
) {
  const estadoName: Record<string, string> = { activo: 'Activo', pausado: 'Pausado', cerrado: 'Cerrado', perdido: 'Perdido' };
  return demandantes.slice(0, 30).flatMap((d, i) => {
    const fecha = new Date(now.getTime() - (2 + i) * 86_400_000).toISOString();
    const base = {
      recurso: 'demandantes',
      id_registro: d.id_demandante,
      id_usuario: d.id_agente,
      fecha,
      creado_en: fecha,
      actualizado_en: fecha,
      creado_por: d.id_agente,
      actualizado_por: d.id_agente,
    };
    if (d.estado !== 'activo') {
      return [{ ...base, campo: 'estado', valor_anterior: 'Activo', valor_nuevo: estadoName[d.estado] ?? d.estado }];
    }
    if (i % 3 !== 0) return [];
    const max = d.precio_max ?? 0;
    return [
      {
        ...base,
        campo: 'precio_max',
        valor_anterior: formatMoney(Math.round((max * 0.9) / 100) * 100, d.moneda),
        valor_nuevo: formatMoney(max, d.moneda),
      },
    ];
  });
}

/** What a few weeks of use leave in the demandantes' change log. */
export const demo: ModuleDemo = {
  after: ['demandantes'],
  async seed({ db, now }) {
    const demandantes = await db
      .selectFrom('demandantes')
      .select(['id_demandante', 'precio_max', 'moneda', 'estado', 'id_agente'])
      .orderBy('id_demandante')
      .execute();
    const cambiosd = demoCambiosDemandantes(demandantes, new Date(now), formatMoney);
    if (cambiosd.length) await db.insertInto('cambiosd').values(cambiosd).execute();
  },
};
