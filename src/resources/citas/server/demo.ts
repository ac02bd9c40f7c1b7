// Demo data of Citas: two weeks of appointments between the demo properties and demandantes, and each agent's
// notices of the citas the office assigned them.
import type { ModuleDemo } from '#server/moduleServer';
import { insertMany } from '#server/db/batch';
import { withAudit } from '#server/db/demo/audit';
import { between, pick, rng } from '#server/db/demo/random';
import { t } from '#server/http';
import { addDays, limaToday, mondayOf } from '../../../lib/limaTime';
import { citaText } from './hooks';

export function demoCitas(count: number, agentes: readonly number[], propiedades: readonly number[], demandantes: readonly number[], today: Date) {
  const r = rng(777);
  const hoy = limaToday(today);
  const monday = mondayOf(hoy);
  return Array.from({ length: count }, (_, i) => {
    const offset = between(r, 0, 11);
    const day = addDays(monday, offset < 6 ? offset : offset + 1);
    const hour = between(r, 9, 18);
    const tipo = pick(r, ['visita', 'visita', 'visita', 'captacion', 'firma', 'reunion'] as const);
    const past = day < hoy;
    return {
      fecha: day,
      hora_inicio: `${String(hour).padStart(2, '0')}:${r() < 0.5 ? '00' : '30'}`,
      hora_fin: `${String(hour + 1).padStart(2, '0')}:${r() < 0.5 ? '00' : '30'}`,
      tipo,
      estado: past ? pick(r, ['realizada', 'realizada', 'cancelada', 'no_asistio'] as const) : 'programada',
      id_propiedad: pick(r, propiedades),
      id_demandante: tipo === 'visita' ? pick(r, demandantes) : null,
      id_agente: agentes[i % agentes.length],
      lugar: tipo === 'reunion' ? 'Oficina de la inmobiliaria' : 'En el inmueble',
      notas: tipo === 'visita' ? 'Confirmar por WhatsApp un día antes.' : null,
      resultado: past ? 'Cliente interesado; pidió segunda visita.' : null,
    };
  });
}

/**
 * The demandantes' change log after a few weeks of use: budgets raised (in the demandante's own currency) and
 * demands paused, lost or closed, one row per changed field as the server writes them.
 */

/** 36 citas from Monday of this week to Saturday of the next, and the notices of those still programmed. */
export const demo: ModuleDemo = {
  after: ['ofertantes', 'demandantes'],
  async seed({ db, now }) {
    const agentes = (await db.selectFrom('usuarios').select('id_usuario').where('tipo', '=', 'Agente').execute()).map((u) => u.id_usuario);
    const propiedades = (await db.selectFrom('ofertantes').select('id_propiedad').orderBy('id_propiedad').execute()).map((p) => p.id_propiedad);
    const demandantes = (await db.selectFrom('demandantes').select('id_demandante').orderBy('id_demandante').execute()).map((d) => d.id_demandante);
    await insertMany(db, 'citas', 'id_cita', withAudit(demoCitas(36, agentes, propiedades, demandantes, new Date(now)), now));
    const citas = await db.selectFrom('citas').selectAll().where('estado', '=', 'programada').orderBy('fecha').orderBy('hora_inicio').execute();
    for (const cita of citas) {
      await db
        .insertInto('notificaciones')
        .values({
          id_usuario: Number(cita.id_agente),
          mensaje: t('app.notificaciones.cita_asignada', { cita: await citaText(db, cita) }),
          fecha: now,
          leida: 0,
          recurso: 'citas',
          id_registro: cita.id_cita,
        })
        .execute();
    }
  },
};
