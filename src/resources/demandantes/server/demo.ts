// Demo data of Demandantes: buyers and renters with their requirements, spread over the agents (deterministic).
import type { ModuleDemo } from '#server/moduleServer';
import { insertMany } from '#server/db/batch';
import { withAudit } from '#server/db/demo/audit';
import { between, pick, persona, rng, ZONAS } from '#server/db/demo/random';
import { limaDayOf } from '../../../lib/limaTime';

const isoDate = (d: Date) => limaDayOf(d);

/** Price in cents and currency, by operation, type and the zone's level. */

export function demoDemandantes(count: number, agentes: readonly number[], today: Date) {
  const r = rng(4242);
  const origenes = ['web', 'referido', 'portal', 'letrero', 'redes'] as const;
  return Array.from({ length: count }, (_, i) => {
    const p = persona(r);
    const compra = r() < 0.55;
    const zonas = Array.from(new Set([pick(r, ZONAS)[0], pick(r, ZONAS)[0]]));
    const usd = compra && r() < 0.7;
    const max = compra ? (usd ? between(r, 9, 60) * 10_000 : between(r, 30, 200) * 10_000) : usd ? between(r, 8, 30) * 100 : between(r, 12, 70) * 100;
    const consent = r() < 0.7;
    return {
      ...p,
      documento_tipo: 'DNI',
      origen: pick(r, origenes),
      tipo_operacion: compra ? 'C' : 'A',
      tipos_inmueble: JSON.stringify(r() < 0.7 ? ['departamento'] : ['departamento', 'casa']),
      distritos: JSON.stringify(zonas),
      moneda: usd ? 'USD' : 'PEN',
      precio_min: Math.round(max * 0.6) * 100,
      precio_max: max * 100,
      dormitorios_min: between(r, 1, 3),
      banos_min: between(r, 1, 2),
      cocheras_min: between(r, 0, 1),
      area_min: null,
      financiamiento: compra ? pick(r, ['contado', 'hipotecario', 'mivivienda'] as const) : null,
      descripcion: compra
        ? 'Busca departamento para vivir con su familia, de preferencia cerca a parques.'
        : 'Necesita alquilar por trabajo, a partir del próximo mes.',
      estado: r() < 0.85 ? 'activo' : pick(r, ['pausado', 'cerrado', 'perdido'] as const),
      id_agente: agentes[i % agentes.length],
      consentimiento_marketing: consent ? 1 : 0,
      consentimiento_fecha: consent ? isoDate(new Date(today.getTime() - between(r, 1, 200) * 86_400_000)) : null,
    };
  });
}

/** Appointments from Monday of the current week to Saturday of the next (no Sundays), in office hours. */

/** Ninety demandantes. */
export const demo: ModuleDemo = {
  async seed({ db, now }) {
    const agentes = (await db.selectFrom('usuarios').select('id_usuario').where('tipo', '=', 'Agente').execute()).map((u) => u.id_usuario);
    await insertMany(db, 'demandantes', 'id_demandante', withAudit(demoDemandantes(90, agentes, new Date(now)), now));
  },
};
