// A small per-key sliding-window limiter, in memory. One process serves the API today; with several instances
// each keeps its own counts (a shared store is the multi-instance issue's job).
export class WindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt for `key`; returns 0 when allowed, else the milliseconds to wait. */
  hit(key: string): number {
    const now = this.now();
    const since = now - this.windowMs;
    const list = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (list.length >= this.max) {
      this.hits.set(key, list);
      return list[list.length - this.max] + this.windowMs - now;
    }
    list.push(now);
    this.hits.set(key, list);
    if (this.hits.size > 10_000) this.prune(since);
    return 0;
  }

  private prune(since: number): void {
    for (const [key, list] of this.hits) if (!list.some((t) => t > since)) this.hits.delete(key);
  }
}
