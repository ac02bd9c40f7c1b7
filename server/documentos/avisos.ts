// The scheduled notices of Documentos: overdue key loans, contracts about to end, contracts that ended.
// Each notice has a key in `avisos`, written in the same transaction as the notification: a second run, or a
// run after a restart, says nothing twice.
import type { NotNull } from 'kysely';
import { TIPO_CONTRATO_CHOICES } from '../../src/resources/controlcontratos/schema';
import { formatDate, formatDateTime } from '../../src/lib/dates';
import { addDays, limaToday } from '../../src/lib/limaTime';
import type { Db, TableRowOf } from '../db/types';
import type { Job } from '../jobs/runner';
import { t } from '../http';
import { adminIds, notify } from '../notify';
import { borrowerName } from '../../src/resources/llaves/server/llaves';

/** Runs `say` once per `clave`, ever. */
async function once(db: Db, clave: string, say: (trx: Db) => Promise<void>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const seen = await trx.selectFrom('avisos').select('clave').where('clave', '=', clave).executeTakeFirst();
    if (seen) return false;
    await trx.insertInto('avisos').values({ clave, fecha: new Date().toISOString() }).execute();
    await say(trx);
    return true;
  });
}

async function inmuebleText(db: Db, idPropiedad: number): Promise<string> {
  const p = await db.selectFrom('ofertantes').select(['codigo', 'descripcion']).where('id_propiedad', '=', idPropiedad).executeTakeFirst();
  return p ? `${p.codigo} · ${p.descripcion}` : '';
}

const unique = (ids: readonly (number | null)[]) => Array.from(new Set(ids.filter((x): x is number => x !== null && Number.isFinite(x))));

/** Open loans past their expected return: the borrowing agent (or whoever lent the key) and the administrators. */
export async function notifyOverdueLoans(db: Db, now: Date = new Date()): Promise<number> {
  const loans = await db
    .selectFrom('controlllaves as p')
    .innerJoin('llaves as l', 'l.id_llave', 'p.id_llave')
    .selectAll('p')
    .select(['l.codigo', 'l.id_propiedad'])
    .where('p.estado', '=', 'abierto')
    .where('p.fecha_devolucion_prevista', '<', now.toISOString())
    .execute();
  let sent = 0;
  for (const loan of loans) {
    // A loan to an agent whose user is gone (id_agente emptied) falls back, like any other, to whoever lent the key.
    const agent = loan.prestatario_tipo === 'agente' && loan.id_agente !== null ? loan.id_agente : loan.creado_por;
    const said = await once(db, `prestamo-vencido:${loan.id_prestamo}`, async (trx) => {
      const mensaje = t('app.documentos.notificaciones.prestamo_vencido', {
        codigo: String(loan.codigo),
        inmueble: await inmuebleText(trx, loan.id_propiedad),
        fecha: formatDateTime(loan.fecha_devolucion_prevista, false),
        quien: await borrowerName(trx, loan),
      });
      const to = unique([agent, ...(await adminIds(trx))]);
      await notify(
        trx,
        to.map((id_usuario) => ({ id_usuario, mensaje, recurso: 'controlllaves', id_registro: loan.id_prestamo })),
      );
    });
    if (said) sent += 1;
  }
  return sent;
}

async function contractNotice(db: Db, c: TableRowOf<'controlcontratos'>, key: 'contrato_por_vencer' | 'contrato_vencido'): Promise<boolean> {
  return once(db, `${key}:${c.id_contrato}:${c.fecha_fin}`, async (trx) => {
    const tipo = TIPO_CONTRATO_CHOICES.find((x) => x.id === c.tipo)?.name.toLowerCase() ?? c.tipo;
    const mensaje = t(`app.documentos.notificaciones.${key}`, {
      tipo,
      inmueble: await inmuebleText(trx, c.id_propiedad),
      fecha: formatDate(c.fecha_fin),
    });
    const to = c.id_agente !== null ? [c.id_agente] : await adminIds(trx);
    await notify(
      trx,
      to.map((id_usuario) => ({ id_usuario, mensaje, recurso: 'controlcontratos', id_registro: c.id_contrato })),
    );
  });
}

/** Contracts in force: 30 days before fecha_fin the agent hears once; once fecha_fin has passed, vencido. */
export async function contractDeadlines(db: Db, now: Date = new Date()): Promise<{ avisos: number; vencidos: number }> {
  const today = limaToday(now);
  const limit = addDays(today, 30);
  const vigentes = await db
    .selectFrom('controlcontratos')
    .selectAll()
    .where('estado', '=', 'vigente')
    .where('fecha_fin', 'is not', null)
    .where('fecha_fin', '<=', limit)
    .$narrowType<{ fecha_fin: NotNull }>()
    .execute();
  let avisos = 0;
  let vencidos = 0;
  for (const c of vigentes) {
    if (c.fecha_fin < today) {
      await db
        .updateTable('controlcontratos')
        .set({ estado: 'vencido', actualizado_en: now.toISOString() })
        .where('id_contrato', '=', c.id_contrato)
        .where('estado', '=', 'vigente')
        .execute();
      vencidos += 1;
      if (await contractNotice(db, c, 'contrato_vencido')) avisos += 1;
    } else if (await contractNotice(db, c, 'contrato_por_vencer')) {
      avisos += 1;
    }
  }
  return { avisos, vencidos };
}

/** The scheduled jobs of Documentos (server/jobs): every 15 minutes; each notice says itself once. */
export const documentosJobs: readonly Job[] = [
  { name: 'prestamos_vencidos', intervalMs: 15 * 60_000, run: async ({ db, now }) => `avisos: ${await notifyOverdueLoans(db, now)}` },
  {
    name: 'contratos_por_vencer',
    intervalMs: 60 * 60_000,
    run: async ({ db, now }) => {
      const r = await contractDeadlines(db, now);
      return `avisos: ${r.avisos}, vencidos: ${r.vencidos}`;
    },
  },
];
