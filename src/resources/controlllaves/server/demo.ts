// Demo data of the keys' loans (controlllaves): a history of returned loans, a few keys out now and two overdue.
import type { ModuleDemo } from '#server/moduleServer';
import { insertMany } from '#server/db/batch';
import { adminAudit, type DemoRow } from '#server/db/demo/audit';
import { APELLIDOS, NOMBRES, between, pick, rng } from '#server/db/demo/random';
import { addDays, limaDayStart, limaToday } from '../../../lib/limaTime';

const HOUR = 3_600_000;

function limaAt(now: Date, days: number, hour: number): Date {
  return new Date(limaDayStart(addDays(limaToday(now), days)).getTime() + hour * HOUR);
}

/** A history of returned loans, a few keys out now and two overdue, lent to agents, brokers and outside people, in office hours. */

export function demoPrestamos(
  llaves: readonly { readonly id_llave: number }[],
  agentes: readonly number[],
  corredores: readonly number[],
  now: Date,
): DemoRow<'controlllaves'>[] {
  const r = rng(9103);
  return llaves.slice(0, 60).map((l, i) => {
    const tipo = i % 7 === 0 ? 'corredor' : i % 11 === 0 ? 'externo' : 'agente';
    const borrower =
      tipo === 'agente'
        ? { id_agente: pick(r, agentes) }
        : tipo === 'corredor'
          ? { id_corredor: pick(r, corredores) }
          : {
              prestatario_nombre: `${pick(r, NOMBRES)} ${pick(r, APELLIDOS)}`,
              prestatario_documento_tipo: 'DNI',
              prestatario_documento: String(between(r, 10_000_000, 79_999_999)),
            };
    const overdue = i < 2;
    const open = i < 6;
    const day = overdue ? -4 : open ? -1 : -between(r, 2, 40);
    const out = limaAt(now, day, between(r, 9, 16));
    const due = overdue ? limaAt(now, -3, 13) : open ? limaAt(now, 1, 18) : new Date(out.getTime() + 6 * HOUR);
    return {
      id_llave: l.id_llave,
      prestatario_tipo: tipo,
      ...borrower,
      fecha_salida: out.toISOString(),
      fecha_devolucion_prevista: due.toISOString(),
      fecha_devolucion: open ? null : new Date(out.getTime() + between(r, 2, 5) * HOUR).toISOString(),
      estado: open ? 'abierto' : 'devuelto',
      motivo: pick(r, ['Visita con cliente', 'Tasación', 'Sesión de fotos', 'Mantenimiento', 'Visita del corredor']),
    };
  });
}

/** The contracts each property's situation implies, in the listing's currency. */

export const demo: ModuleDemo = {
  after: ['llaves', 'corredores'],
  async seed({ db, now }) {
    const { audit } = await adminAudit(db, now);
    const agentes = (await db.selectFrom('usuarios').select('id_usuario').where('tipo', '=', 'Agente').execute()).map((u) => u.id_usuario);
    const llaves = await db.selectFrom('llaves').select('id_llave').orderBy('id_llave').execute();
    const corredores = (await db.selectFrom('corredores').select('id_corredor').orderBy('id_corredor').execute()).map((c) => c.id_corredor);
    const prestamos = demoPrestamos(llaves, agentes, corredores.slice(0, -1), new Date(now));
    await db.transaction().execute(async (trx) => {
      await insertMany(trx, 'controlllaves', 'id_prestamo', audit(prestamos));
      const out = prestamos.filter((p) => p.estado === 'abierto').map((p) => p.id_llave);
      if (out.length) await trx.updateTable('llaves').set({ estado: 'prestada' }).where('id_llave', 'in', out).execute();
    });
  },
};
