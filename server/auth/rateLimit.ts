// Failed-login throttling after OWASP's Authentication Cheat Sheet: no account lock-out that an attacker could
// trigger for everyone, but a progressive delay on
//   - the (account, address) pair: a few free failures, then 1 s, 2 s, 4 s… up to a short ceiling, so a guesser
//     behind one address is slowed down while the account stays usable from every other address, and the owner
//     who mistyped gets in with the right password once the short back-off has passed;
//   - the address: many more free failures (an office shares one address), then the same doubling, up to a
//     longer ceiling — one address spraying many accounts;
//   - the account across all addresses: a high free count and a short ceiling — a guesser using many addresses.
// The account is the row the identifier resolved to, so the user name and the e-mail share one budget; an
// identifier that matches no account is counted under its own lower-cased text. Failures are forgotten after
// `windowMs` without one; a success clears the pair. The counts live in the database (server/limits/counters.ts):
// every app instance on it shares one budget.
import { ApiError, t } from '../http';
import type { Counters } from '../limits/counters';

export interface LimiterOptions {
  /** A key's failures are forgotten this long after its last one. */
  readonly windowMs: number;
  /** Failures allowed before delays start: per (account, address), per address, per account. */
  readonly freePair: number;
  readonly freeAddress: number;
  readonly freeAccount: number;
  /** The first delay; each further failure doubles it up to the ceiling of its kind. */
  readonly baseDelayMs: number;
  readonly maxPairDelayMs: number;
  readonly maxAddressDelayMs: number;
  readonly maxAccountDelayMs: number;
}

export const DEFAULT_LIMITS: LimiterOptions = {
  windowMs: 15 * 60 * 1000,
  freePair: 5,
  freeAddress: 30,
  freeAccount: 20,
  baseDelayMs: 1000,
  maxPairDelayMs: 30 * 1000,
  maxAddressDelayMs: 5 * 60 * 1000,
  maxAccountDelayMs: 30 * 1000,
};

/** Who is trying: the account (or the unknown identifier typed) and the client's address. */
export interface Attempt {
  /** 'a:<id_usuario>' for a known account, 'n:<identifier>' otherwise (see accountKey). */
  readonly account: string;
  readonly ip: string;
}

export function accountKey(idUsuario: number | null, typed: string): string {
  return idUsuario === null ? `n:${typed.trim().toLowerCase()}` : `a:${idUsuario}`;
}

export class LoginLimiter {
  private readonly options: LimiterOptions;

  constructor(
    private readonly counters: Counters,
    options: Partial<LimiterOptions> = {},
    private readonly now: () => number = Date.now,
  ) {
    this.options = { ...DEFAULT_LIMITS, ...options };
  }

  private keys(a: Attempt): [[string, number, number], ...[string, number, number][]] {
    const o = this.options;
    return [
      [`login:p:${a.account}|${a.ip}`, o.freePair, o.maxPairDelayMs],
      [`login:ip:${a.ip}`, o.freeAddress, o.maxAddressDelayMs],
      [`login:acc:${a.account}`, o.freeAccount, o.maxAccountDelayMs],
    ];
  }

  /** The delay owed after `count` failures. */
  private delay(count: number, free: number, max: number): number {
    if (count < free) return 0;
    return Math.min(max, this.options.baseDelayMs * 2 ** Math.min(30, count - free));
  }

  /** Milliseconds to wait before this attempt may be tried, or 0 when it may go ahead. */
  async retryAfter(a: Attempt): Promise<number> {
    const now = this.now();
    const keys = this.keys(a);
    const found = await this.counters.read(
      keys.map(([key]) => key),
      now,
    );
    let wait = 0;
    for (const [key, free, max] of keys) {
      const c = found.get(key);
      if (c) wait = Math.max(wait, c.last + this.delay(c.count, free, max) - now);
    }
    return Math.max(0, wait);
  }

  async fail(a: Attempt): Promise<void> {
    const now = this.now();
    for (const [key] of this.keys(a)) await this.counters.hit(key, now, this.options.windowMs, 'idle');
  }

  /** The right password from this address: the pair starts afresh (the address and account counts stay). */
  async succeed(a: Attempt): Promise<void> {
    await this.counters.forget(this.keys(a)[0][0]);
  }
}

/** 'un momento', '20 segundos', '3 minutos'. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 2) return t('app.errors.wait_moment');
  if (seconds < 120) return t('app.errors.wait_seconds', { smart_count: seconds });
  return t('app.errors.wait_minutes', { smart_count: Math.ceil(seconds / 60) });
}

/** 429 with a Spanish message naming the wait, and Retry-After in seconds. */
export function tooManyAttempts(waitMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new ApiError(429, t('app.errors.too_many_attempts', { espera: waitText(waitMs) }), undefined, { 'retry-after': String(seconds) });
}
