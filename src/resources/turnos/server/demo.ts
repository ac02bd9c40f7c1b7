// Demo shifts: this week and the next (Monday to Saturday) for the active demo agents, in rotation so each
// day has morning and afternoon cover. Its `demo` runs it once on a fresh demo database (server/db/seed.ts).
import { addDays, limaToday, mondayOf } from '../../../lib/limaTime';
import { must } from '../../../lib/must';
import type { Db } from '#server/db/types';
import type { ModuleDemo } from '#server/moduleServer';

const LUGARES = ['Oficina Miraflores', 'Oficina San Isidro', 'Caseta de obra · Surco'];
const ROTACION = ['manana', 'tarde', 'completo', 'tarde', 'manana'] as const;

export async function seedTurnos(db: Db, now: string): Promise<void> {
  const agentes = await db
    .selectFrom('usuarios')
    .select('id_usuario')
    .where('tipo', '=', 'Agente')
    .where('estado', '=', 'activo')
    .orderBy('id_usuario')
    .execute();
  if (agentes.length === 0) return;
  const monday = mondayOf(limaToday(new Date(now)));
  const rows = [];
  for (let day = 0; day < 14; day++) {
    if (day % 7 === 6) continue; // Sundays: office closed
    const fecha = addDays(monday, day);
    for (const [i, a] of agentes.entries()) {
      if (day % 7 === 5 && i % 2 === 1) continue; // Saturdays: half the team
      const turno = must(ROTACION[(day + i) % ROTACION.length], 'un turno');
      rows.push({
        id_usuario: a.id_usuario,
        fecha,
        turno,
        lugar: must(LUGARES[(i + Math.floor(day / 7)) % LUGARES.length], 'un lugar'),
        notas: null,
        creado_en: now,
        actualizado_en: now,
        creado_por: null,
        actualizado_por: null,
      });
    }
  }
  await db.insertInto('turnos').values(rows).execute();
}

/** This week's and next week's shifts. */
export const demo: ModuleDemo = { seed: ({ db, now }) => seedTurnos(db, now) };
