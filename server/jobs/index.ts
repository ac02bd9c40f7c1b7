// The jobs the server runs (runner.ts). One line per job.
import { sweepPendingUploads } from '../archivos/sweep';
import { documentosJobs } from '../documentos/avisos';
import { notifyComplaintDeadlines } from '../../src/resources/libroreclamaciones/server/deadlines';
import { refreshStatistics } from '../db/connect';
import { Counters } from '../limits/counters';
import { compactVersions } from '../db/tableVersions';
import type { Job } from './runner';

export { JobRunner, type Job, type JobContext, type JobOutcome } from './runner';

/** Sheets of the complaints book with 3 business days left (or late): the administrators hear once per sheet. */
const plazosReclamos: Job = {
  name: 'reclamos_por_vencer',
  intervalMs: 60 * 60_000,
  run: async ({ db, now }) => `avisos: ${await notifyComplaintDeadlines(db, now)}`,
};

/** Rate-limit counters past their window (server/limits/counters.ts) leave the table. */
const limitesVencidos: Job = {
  name: 'limites_vencidos',
  intervalMs: 60 * 60_000,
  run: async ({ db, now }) => `borrados: ${await new Counters(db).sweep(now.getTime())}`,
};

/** The planner's statistics follow the data's growth (a list or a dashboard figure keeps its index as rows multiply). */
const estadisticas: Job = {
  name: 'estadisticas',
  intervalMs: 60 * 60_000,
  run: async ({ db }) => {
    await refreshStatistics(db);
    return 'ok';
  },
};

/** PostgreSQL: each table's rows of data versions folded into one (server/db/tableVersions.ts); SQLite has one already. */
const versiones: Job = {
  name: 'versiones',
  intervalMs: 10 * 60_000,
  run: async ({ db }) => `filas plegadas: ${await compactVersions(db)}`,
};

export const serverJobs: readonly Job[] = [sweepPendingUploads, ...documentosJobs, plazosReclamos, limitesVencidos, estadisticas, versiones];
