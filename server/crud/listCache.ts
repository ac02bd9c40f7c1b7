// List answers and counts kept while the database holds the same data (dataVersion): an agent paging back, a list
// refetched on focus, several agents on the same screen cost one version look-up instead of the page query and the
// count; paging through one filter counts its matches once. Bounded by the rows held, least recently used first out.
import { dataVersion } from '../db/dataVersion';
import type { Db, Row } from '../db/types';

export interface ListAnswer {
  readonly rows: Row[];
  readonly total: number | null;
  readonly exact: boolean;
}

export interface Count {
  readonly total: number;
  readonly exact: boolean;
}

type Kept = ListAnswer | Count;

/** Runs a count, or answers it from where it was kept. */
export type CountOnce = (count: () => Promise<Count>) => Promise<Count>;

interface Entry {
  readonly version: string;
  readonly value: Kept;
  readonly weight: number;
}

/** Rows kept across all lists by default: ~5 kB each at the widest module (its objects and their JSON), ~25 MB. */
export const CACHED_ROWS = 5_000;

/** Answers kept under the data version they were computed at; a count weighs one row. */
export class ListCache {
  private readonly entries = new Map<string, Entry>();
  private held = 0;

  /** `capacity`: rows held at most (0: nothing kept). */
  constructor(private readonly capacity = CACHED_ROWS) {}

  /**
   * The answer kept for `key` while the data is as it was, else `compute`d and kept — its count kept apart under
   * `countKey` (the filter without the page), so the next page of the same filter does not count again.
   */
  async list(db: Db, key: string, countKey: string, compute: (counted: CountOnce) => Promise<ListAnswer>): Promise<ListAnswer> {
    // Read before computing: a write committed meanwhile moves the version, so what is kept is never given again.
    const version = await dataVersion(db);
    const kept = this.answer(key, version);
    if (kept) return kept;
    const computed = await compute(async (count) => {
      const total = this.count(countKey, version) ?? (await count());
      this.keepCount(countKey, version, total);
      return total;
    });
    this.keepAnswer(key, version, computed);
    return computed;
  }

  answer(key: string, version: string): ListAnswer | undefined {
    const value = this.get(`list ${key}`, version);
    return value && 'rows' in value ? value : undefined;
  }

  keepAnswer(key: string, version: string, answer: ListAnswer): void {
    this.put(`list ${key}`, version, answer, answer.rows.length + 1);
  }

  count(key: string, version: string): Count | undefined {
    const value = this.get(`count ${key}`, version);
    return value && !('rows' in value) ? value : undefined;
  }

  keepCount(key: string, version: string, count: Count): void {
    this.put(`count ${key}`, version, count, 1);
  }

  private get(key: string, version: string): Kept | undefined {
    const found = this.entries.get(key);
    if (!found) return undefined;
    this.drop(key, found);
    if (found.version !== version) return undefined; // the data changed since: it goes
    this.add(key, found); // now the most recently used
    return found.value;
  }

  private put(key: string, version: string, value: Kept, weight: number): void {
    if (weight > this.capacity) return;
    const current = this.entries.get(key);
    if (current) this.drop(key, current);
    this.add(key, { version, value, weight });
    for (const [oldKey, old] of this.entries) {
      if (this.held <= this.capacity) break;
      this.drop(oldKey, old);
    }
  }

  private add(key: string, entry: Entry): void {
    this.entries.set(key, entry);
    this.held += entry.weight;
  }

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.held -= entry.weight;
  }
}
