// The order vitest starts the test files in (vitest.config.ts, sequence.sequencer). Vitest's own order runs the
// projects one after the other (api, api-pg, ui, unit), so the longest interface files started last and a CI run
// ended on one worker. Here, by the times of the last `npm test` (test-results/durations.json), else the committed
// table (tests/durations.json) — the files scripts/test-durations.mjs reads and writes:
//   1. files never timed first (a new file; vitest does the same);
//   2. the long files, longest first, whatever their project: two workers end close together;
//   3. the short ones grouped by project, longest first: the API files share a worker's module graph (isolate: false)
//      only while the next file in the queue is of the same project.
import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** From this long on (ms), a file goes by its time alone. */
const LONG_MS = 40_000;

function readDurations(root: string): ReadonlyMap<string, number> {
  for (const file of [path.join(root, 'test-results/durations.json'), path.join(root, 'tests/durations.json')]) {
    if (!fs.existsSync(file)) continue;
    try {
      const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (parsed && typeof parsed === 'object') {
        return new Map(Object.entries(parsed).filter((e): e is [string, number] => typeof e[1] === 'number'));
      }
    } catch {
      // an unreadable file only loses the ordering
    }
  }
  return new Map();
}

export class DurationSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const durations = readDurations(root);
    const time = (s: TestSpecification) => durations.get(`${s.project.name}:${path.relative(root, s.moduleId).split(path.sep).join('/')}`);
    const rank = (s: TestSpecification) => {
      const ms = time(s);
      return ms === undefined ? 0 : ms >= LONG_MS ? 1 : 2;
    };
    return [...files].sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        rank(a) - rank(b) ||
        (rank(a) === 2 && a.project.name !== b.project.name ? (a.project.name < b.project.name ? -1 : 1) : 0) ||
        (time(b) ?? 0) - (time(a) ?? 0),
    );
  }
}
