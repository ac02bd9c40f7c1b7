// Scheduled jobs that run inside the server process: once at start, then every `intervalMs`.
//
// - Never two runs of the same job at once: in this process a job is not started while its previous run is in
//   flight (the next run is scheduled only when one ends), and across processes sharing the database a lease in
//   the `trabajos` table is taken first (a run that finds the lease held by someone else is skipped).
// - A job must be idempotent across restarts: it records what it already did in the database (a notified flag, a
//   row per notification...), never in memory, so a run repeated after a crash does no harm.
// - A failing run is logged and recorded (trabajos.ultimo_error); it never throws out of the runner.
// - Tests never start the timers: they call `run(name)` and await the outcome (see server/index.ts for `start`).
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { affected } from '../db/aggregates';
import type { Db } from '../db/types';

export interface JobContext {
  readonly db: Db;
  readonly dataDir: string;
  readonly log: FastifyBaseLogger;
  /** The run's clock (tests pass their own). */
  readonly now: Date;
}

export interface Job {
  /** Unique; the key of its row in `trabajos`. */
  readonly name: string;
  readonly intervalMs: number;
  /** How long a lease is held before another process may assume this run died (default: 10 min). */
  readonly leaseMs?: number;
  /** Returns a short summary for the log and `trabajos.ultimo_resultado` (e.g. 'borrados: 3'). */
  run(ctx: JobContext): Promise<string | void>;
}

export type JobOutcome =
  | { readonly status: 'ok'; readonly summary: string }
  | { readonly status: 'skipped'; readonly reason: 'running' | 'leased' | 'stopped' }
  | { readonly status: 'error'; readonly error: string };

export interface JobRunnerDeps {
  readonly db: Db;
  readonly dataDir: string;
  readonly log: FastifyBaseLogger;
}

const DEFAULT_LEASE_MS = 10 * 60 * 1000;

export class JobRunner {
  private readonly jobs = new Map<string, Job>();
  private readonly inFlight = new Map<string, Promise<JobOutcome>>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  /** The lease value this process wrote for each job it is running. */
  private readonly leases = new Map<string, string>();
  private readonly owner = `${os.hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
  private started = false;
  private stopped = false;

  constructor(
    private readonly deps: JobRunnerDeps,
    jobs: readonly Job[] = [],
  ) {
    for (const job of jobs) this.add(job);
  }

  add(job: Job): void {
    if (this.jobs.has(job.name)) throw new Error(`Trabajo duplicado: ${job.name}`);
    if (!(job.intervalMs > 0)) throw new Error(`Intervalo no válido para ${job.name}`);
    this.jobs.set(job.name, job);
    if (this.started && !this.stopped) this.schedule(job, 0);
  }

  names(): string[] {
    return [...this.jobs.keys()];
  }

  /** Runs every job now and then on its interval. Idempotent. */
  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    for (const job of this.jobs.values()) this.schedule(job, 0);
  }

  /** Cancels the timers and waits for the runs in flight. After stop nothing runs again. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.inFlight.values()]);
  }

  /**
   * Runs one job now and resolves with its outcome (never rejects). While a run of the same job is in flight, it
   * resolves with that run's outcome instead of starting a second one.
   */
  run(name: string, now: Date = new Date()): Promise<JobOutcome> {
    const job = this.jobs.get(name);
    if (!job) return Promise.reject(new Error(`Trabajo desconocido: ${name}`));
    const current = this.inFlight.get(name);
    if (current) return current;
    if (this.stopped) return Promise.resolve({ status: 'skipped', reason: 'stopped' });
    const p = this.execute(job, now).finally(() => this.inFlight.delete(name));
    this.inFlight.set(name, p);
    return p;
  }

  private schedule(job: Job, delay: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(job.name);
      void this.run(job.name).then(() => {
        if (!this.stopped) this.schedule(job, job.intervalMs);
      });
    }, delay);
    timer.unref();
    this.timers.set(job.name, timer);
  }

  private async execute(job: Job, now: Date): Promise<JobOutcome> {
    const { db, log } = this.deps;
    const lease = job.leaseMs ?? DEFAULT_LEASE_MS;
    try {
      if (!(await this.acquire(job.name, now, lease))) return { status: 'skipped', reason: 'leased' };
    } catch (e) {
      log.error({ err: e, job: job.name }, 'no se pudo tomar el turno del trabajo');
      return { status: 'error', error: messageOf(e) };
    }
    let outcome: JobOutcome;
    try {
      const summary = (await job.run({ db, dataDir: this.deps.dataDir, log, now })) ?? '';
      outcome = { status: 'ok', summary };
      if (summary) log.info({ job: job.name }, `trabajo ${job.name}: ${summary}`);
    } catch (e) {
      log.error({ err: e, job: job.name }, `el trabajo ${job.name} falló`);
      outcome = { status: 'error', error: messageOf(e) };
    }
    try {
      await db
        .updateTable('trabajos')
        .set({
          bloqueado_hasta: null,
          ultima_ejecucion: now.toISOString(),
          ultimo_resultado: outcome.status === 'ok' ? outcome.summary.slice(0, 500) : null,
          ultimo_error: outcome.status === 'error' ? outcome.error.slice(0, 500) : null,
        })
        .where('nombre', '=', job.name)
        .where('bloqueado_hasta', '=', this.leases.get(job.name) ?? '')
        .execute();
    } catch (e) {
      log.error({ err: e, job: job.name }, 'no se pudo registrar el resultado del trabajo');
    }
    this.leases.delete(job.name);
    return outcome;
  }

  /** Takes the job's lease in `trabajos` unless another process holds an unexpired one. */
  private async acquire(name: string, now: Date, leaseMs: number): Promise<boolean> {
    const { db } = this.deps;
    await db
      .insertInto('trabajos')
      .values({ nombre: name, bloqueado_hasta: null })
      .onConflict((oc) => oc.column('nombre').doNothing())
      .execute();
    // The lease is '<expiry ISO>|<owner>': ISO strings compare in time order, so one conditional UPDATE decides.
    const until = `${new Date(now.getTime() + leaseMs).toISOString()}|${this.owner}`;
    const r = await db
      .updateTable('trabajos')
      .set({ bloqueado_hasta: until })
      .where('nombre', '=', name)
      .where((eb) => eb.or([eb('bloqueado_hasta', 'is', null), eb('bloqueado_hasta', '<', now.toISOString())]))
      .executeTakeFirst();
    if (affected(r) !== 1) return false;
    this.leases.set(name, until);
    return true;
  }
}

function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
