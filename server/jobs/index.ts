// The jobs of the server itself (runner.ts), no module's: one line per job. A module's or shared feature's jobs are
// declared in its folder (`jobs` of its server/index.ts) and run beside these (server/modules jobsOf).
import { sweepPendingUploads } from '../archivos/sweep';
import { refreshStatistics } from '../db/connect';
import { Counters } from '../limits/counters';
import { compactVersions } from '../db/tableVersions';
import type { Job } from './runner';

export { JobRunner, type Job, type JobContext, type JobOutcome } from './runner';

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

export const serverJobs: readonly Job[] = [sweepPendingUploads, limitesVencidos, estadisticas, versiones];
