// List answers and counts kept while the tables they were read from hold the same data (their versions,
// server/db/tableVersions.ts): an agent paging back, a list refetched on focus, several agents on the same screen
// cost one version look-up instead of the page query and the count; paging through one filter counts its matches
// once. A write empties only the answers read from the table it wrote. Bounded by the rows held, least recently
// used first out (lru-cache).
import { LRUCache } from 'lru-cache';
import { tableVersions } from '../db/tableVersions';
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
  /** The versions of the tables the value was read from, when it was read. */
  readonly version: string;
  readonly value: Kept;
  /** Rows held: an answer's rows and one, a count one. */
  readonly weight: number;
}

/** Rows kept across all lists by default: ~5 kB each at the widest module (its objects and their JSON), ~25 MB. */
export const CACHED_ROWS = 5_000;

/** Answers kept under the versions of the tables they were read from; a count weighs one row. */
export class ListCache {
  private readonly entries: LRUCache<string, Entry>;

  /** `capacity`: rows held at most (at least 1; the app keeps no cache at LIST_CACHE_ROWS=0). */
  constructor(capacity = CACHED_ROWS) {
    // An entry heavier than the whole capacity is not kept (lru-cache's maxEntrySize defaults to maxSize).
    this.entries = new LRUCache<string, Entry>({ maxSize: Math.max(1, capacity), sizeCalculation: (entry) => entry.weight });
  }

  /**
   * The answer kept for `key` while `tables` are as they were, else `compute`d and kept — its count kept apart under
   * `countKey` (the filter without the page), so the next page of the same filter does not count again.
   */
  async list(
    db: Db,
    tables: readonly string[],
    key: string,
    countKey: string,
    compute: (counted: CountOnce) => Promise<ListAnswer>,
  ): Promise<ListAnswer> {
    // Read before computing: a write committed meanwhile moves the version, so what is kept is never given again.
    const version = await tableVersions(db, tables);
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
    this.entries.set(`list ${key}`, { version, value: answer, weight: answer.rows.length + 1 });
  }

  count(key: string, version: string): Count | undefined {
    const value = this.get(`count ${key}`, version);
    return value && !('rows' in value) ? value : undefined;
  }

  keepCount(key: string, version: string, count: Count): void {
    this.entries.set(`count ${key}`, { version, value: count, weight: 1 });
  }

  /** The value kept under `key` if read at `version` (now the most recently used); one of another version goes. */
  private get(key: string, version: string): Kept | undefined {
    const found = this.entries.get(key);
    if (!found) return undefined;
    if (found.version === version) return found.value;
    this.entries.delete(key);
    return undefined;
  }
}
