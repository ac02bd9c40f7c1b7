import { ApiError, t } from '../http';

// Failed-login limiter, per user name and per IP, in memory (one process serves the API).

export interface LimiterOptions {
  readonly windowMs: number;
  readonly maxPerUser: number;
  readonly maxPerIp: number;
}

export const DEFAULT_LIMITS: LimiterOptions = { windowMs: 15 * 60 * 1000, maxPerUser: 5, maxPerIp: 20 };

export class LoginLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly options: LimiterOptions = DEFAULT_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.options.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /** Milliseconds to wait before another attempt, or 0 when allowed. */
  retryAfter(usuario: string, ip: string): number {
    const checks: [string, number][] = [
      [`u:${usuario.toLowerCase()}`, this.options.maxPerUser],
      [`ip:${ip}`, this.options.maxPerIp],
    ];
    let wait = 0;
    for (const [key, max] of checks) {
      const list = this.recent(key);
      if (list.length >= max) wait = Math.max(wait, list[list.length - max] + this.options.windowMs - this.now());
    }
    return wait;
  }

  fail(usuario: string, ip: string): void {
    for (const key of [`u:${usuario.toLowerCase()}`, `ip:${ip}`]) {
      const list = this.recent(key);
      list.push(this.now());
      this.failures.set(key, list);
    }
  }

  succeed(usuario: string): void {
    this.failures.delete(`u:${usuario.toLowerCase()}`);
  }
}

/** 429 with a Spanish message and Retry-After. */
export function tooManyAttempts(waitMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new ApiError(429, t('app.errors.too_many_attempts', { minutos: Math.max(1, Math.ceil(seconds / 60)) }), undefined, { 'retry-after': String(seconds) });
}
