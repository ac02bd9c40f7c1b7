// Demo data of Control de registros: SUNARP procedures of the properties, in several estados.
import type { ModuleDemo } from '#server/moduleServer';
import { insertMany } from '#server/db/batch';
import { adminAudit, type DemoRow } from '#server/db/demo/audit';
import type { TableRowOf } from '#server/db/types';
import { between, pick, rng } from '#server/db/demo/random';
import { limaDayOf } from '../../../lib/limaTime';

type Ofertante = TableRowOf<'ofertantes'>;

const DAY = 86_400_000;
const OFICINAS = ['lima', 'lima', 'lima', 'callao', 'huaral', 'canete'] as const;

/** The Lima day of an instant of the demo's timeline. */
const iso = (d: Date) => limaDayOf(d);

export function demoRegistros(props: readonly Ofertante[], today: Date): DemoRow<'controlregistros'>[] {
  const r = rng(9105);
  const estados = ['presentado', 'en_calificacion', 'observado', 'liquidado', 'inscrito', 'inscrito', 'tachado'] as const;
  const withPartida = props.filter((p) => p.partida_registral);
  const sold = withPartida.filter((p) => p.estado === 'vendido' && p.tipo_operacion === 'V');
  const others = withPartida.filter((p) => p.estado === 'disponible').slice(0, 8);
  return [...sold, ...others].map((p, i) => {
    const presentado = new Date(today.getTime() - between(r, 2, 60) * DAY);
    const estado =
      p.tipo_operacion === 'V' && p.estado === 'vendido'
        ? pick(r, estados)
        : pick(r, ['presentado', 'en_calificacion', 'observado', 'inscrito'] as const);
    return {
      id_propiedad: p.id_propiedad,
      tipo_tramite:
        p.estado === 'vendido' && p.tipo_operacion === 'V'
          ? 'compraventa'
          : pick(r, ['independizacion', 'declaratoria_fabrica', 'levantamiento_hipoteca', 'bloqueo'] as const),
      partida_electronica: String(p.partida_registral).padStart(8, '0'),
      oficina_registral: pick(r, OFICINAS),
      numero_titulo: `${presentado.getUTCFullYear()}-${String(between(r, 100_000, 3_999_999)).padStart(8, '0')}`,
      fecha_presentacion: iso(presentado),
      estado,
      fecha_vencimiento: iso(new Date(presentado.getTime() + (i % 4 === 0 ? 40 : 60) * DAY)),
      cargas_gravamenes: r() < 0.3 ? 'Hipoteca a favor de banco, en proceso de levantamiento.' : null,
      observaciones: estado === 'observado' ? 'Esquela de observación: falta copia certificada del poder del vendedor.' : null,
    };
  });
}

export const demo: ModuleDemo = {
  after: ['ofertantes'],
  async seed({ db, now }) {
    const { audit } = await adminAudit(db, now);
    const props = await db.selectFrom('ofertantes').selectAll().orderBy('id_propiedad').execute();
    await insertMany(db, 'controlregistros', 'id_registro', audit(demoRegistros(props, new Date(now))));
  },
};
