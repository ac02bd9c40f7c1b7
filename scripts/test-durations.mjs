// How long each test file takes, so `npm test` (scripts/test-all.mjs) starts the longest first and the browser lanes
// and the vitest workers end together. A file is named `<project>:<path>` (vitest's own naming), its time in ms.
//   - `readDurations()`: the times of the last `npm test` (test-results/durations.json, which each run writes), else
//     the committed table (tests/durations.json: a clean CI clone has no last run). The vitest sequencer of
//     vitest.config.ts (tests/support/sequencer.ts) reads the same two files.
//   - `writeDurations(map)`: the last run's, for the next run (and to refresh the table: copy it over).
//   - the default export: a vitest reporter that tells the parent process (over IPC, when there is one) which files the
//     run holds and when each starts and ends, with its time: test-all.mjs knows how much of the run is left.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DURATIONS_TABLE = path.join(ROOT, 'tests/durations.json');
export const LAST_RUN = path.join(ROOT, 'test-results/durations.json');

/** The file's name in the tables: `<project>:<path from the root>`. */
export const durationKey = (project, file) => `${project}:${path.relative(ROOT, path.resolve(ROOT, file)).split(path.sep).join('/')}`;

/** The last run's times, else the table's: a Map of `<project>:<path>` to ms (empty when neither can be read). */
export function readDurations() {
  for (const file of [LAST_RUN, DURATIONS_TABLE]) {
    if (!existsSync(file)) continue;
    try {
      return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8'))).filter(([, ms]) => typeof ms === 'number'));
    } catch {
      // an unreadable file only loses the ordering
    }
  }
  return new Map();
}

/** Writes the times of this run (the keys sorted, whole ms) for the next one. */
export function writeDurations(durations) {
  const sorted = Object.fromEntries([...durations].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, ms]) => [k, Math.round(ms)]));
  mkdirSync(path.dirname(LAST_RUN), { recursive: true });
  writeFileSync(LAST_RUN, `${JSON.stringify(sorted, null, 2)}\n`);
}

/** The reporter: the run's files at its start, then each file as it starts and ends (with its time), to the parent (IPC). */
export default class DurationsReporter {
  onTestRunStart(specifications) {
    process.send?.({ type: 'files', files: specifications.map((s) => durationKey(s.project.name, s.moduleId)) });
  }

  onTestModuleStart(testModule) {
    process.send?.({ type: 'file-start', file: durationKey(testModule.project.name, testModule.moduleId) });
  }

  onTestModuleEnd(testModule) {
    // The file's whole time in its worker: environment, harness, imports, setup files, then its tests and hooks.
    const d = testModule.diagnostic();
    const ms = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
    process.send?.({ type: 'file-end', file: durationKey(testModule.project.name, testModule.moduleId), ms });
  }
}
