// The counters behind every rate limit (failed logins, the public complaints book and blog): rows of `limites`, so
// that all app instances on one database count together. Each hit is one atomic upsert, on SQLite and PostgreSQL.
//
// A counter is forgotten at `expira`: with `idle` windows that is `windowMs` after its last hit (the failed-login
// budgets), with `fixed` windows `windowMs` after its first (a number of calls per window).
import { sql } from 'kysely';
import { affected } from '../db/aggregates';
import type { Db } from '../db/types';

export interface Counter {
  readonly count: number;
  /** First hit of the current window (ms since the epoch). */
  readonly since: number;
  readonly last: number;
}

export type WindowKind = 'idle' | 'fixed';

export class Counters {
  constructor(private readonly db: Db) {}

  /** Counts one hit on `key` at `now` and returns the counter after it. */
  async hit(key: string, now: number, windowMs: number, kind: WindowKind): Promise<Counter> {
    const fresh = sql<boolean>`limites.expira <= ${now}`;
    const expira = kind === 'idle' ? sql<number>`${now + windowMs}` : sql<number>`case when ${fresh} then ${now + windowMs} else limites.expira end`;
    const row = await this.db
      .insertInto('limites')
      .values({ clave: key, cuenta: 1, desde: now, ultimo: now, expira: now + windowMs })
      .onConflict((oc) =>
        oc.column('clave').doUpdateSet({
          cuenta: sql`case when ${fresh} then 1 else limites.cuenta + 1 end`,
          desde: sql`case when ${fresh} then ${now} else limites.desde end`,
          ultimo: now,
          expira,
        }),
      )
      .returning(['cuenta', 'desde', 'ultimo'])
      .executeTakeFirstOrThrow();
    return { count: row.cuenta, since: row.desde, last: row.ultimo };
  }

  /** The live counters among `keys`. */
  async read(keys: readonly string[], now: number): Promise<Map<string, Counter>> {
    if (keys.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('limites')
      .select(['clave', 'cuenta', 'desde', 'ultimo'])
      .where('clave', 'in', keys)
      .where('expira', '>', now)
      .execute();
    return new Map(rows.map((r) => [r.clave, { count: r.cuenta, since: r.desde, last: r.ultimo }]));
  }

  async forget(key: string): Promise<void> {
    await this.db.deleteFrom('limites').where('clave', '=', key).execute();
  }

  /** Removes the expired counters; returns how many went. */
  async sweep(now: number): Promise<number> {
    const r = await this.db.deleteFrom('limites').where('expira', '<=', now).executeTakeFirst();
    return affected(r);
  }
}

/**
 * At most `max` calls per `windowMs` for each key (an address): `hit` counts one call and answers 0 when it may go
 * ahead, else the milliseconds until the window ends.
 */
export class WindowLimiter {
  constructor(
    private readonly counters: Counters,
    /** Names this limit's keys in the shared table ('libro-intentos', 'blog'...). */
    private readonly name: string,
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string): Promise<number> {
    const now = this.now();
    const c = await this.counters.hit(`${this.name}:${key}`, now, this.windowMs, 'fixed');
    return c.count > this.max ? Math.max(1, c.since + this.windowMs - now) : 0;
  }
}
