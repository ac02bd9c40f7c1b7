// The jobs the server runs (runner.ts). One line per job.
import { sweepPendingUploads } from '../archivos/sweep';
import { documentosJobs } from '../documentos/avisos';
import type { Job } from './runner';

export { JobRunner, type Job, type JobContext, type JobOutcome } from './runner';

export const serverJobs: readonly Job[] = [sweepPendingUploads, ...documentosJobs];
