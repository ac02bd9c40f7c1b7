// One lane of the browser tests for scripts/test-all.mjs: one vitest on the e2e project — so one server from
// tests/e2e/globalSetup.ts, started once — that runs the test files its parent hands it over IPC, one at a time,
// until the parent has none left. Two lanes share the e2e files as they free up, each against its own server, so a
// file still runs alone against its server as with `npx vitest run --project e2e`.
import process from 'node:process';
import { createVitest } from 'vitest/node';
import { failuresOf } from './test-failures.mjs';

if (!process.send) {
  process.stderr.write('scripts/e2e-lane.mjs la arranca scripts/test-all.mjs (npm test)\n');
  process.exit(2);
}

/** The next message from the parent: `{ file }` to run one file, `{ done: true }` when there is none left. */
function nextMessage() {
  return new Promise((resolve) => process.once('message', resolve));
}

const vitest = await createVitest('test', { watch: false, project: ['e2e'] });
let exitCode = 0;
try {
  await vitest.standalone();
  const specifications = await vitest.globTestSpecifications();
  for (;;) {
    const asked = nextMessage();
    process.send({ type: 'ready' });
    const message = await asked;
    if (message.done) break;
    const spec = specifications.find((s) => s.moduleId === message.file);
    const start = Date.now();
    let ok = false;
    let failures = [];
    if (spec) {
      const result = await vitest.runTestSpecifications([spec]);
      // The run's modules include the files this lane ran before: only this file's counts.
      const mine = result.testModules.filter((m) => m.moduleId === message.file);
      ok = result.unhandledErrors.length === 0 && mine.length > 0 && mine.every((m) => m.state() !== 'failed');
      failures = failuresOf(mine, result.unhandledErrors);
    } else {
      process.stderr.write(`El proyecto e2e no tiene el archivo ${message.file}\n`);
    }
    if (!ok) exitCode = 1;
    process.send({ type: 'result', file: message.file, ok, failures, start, end: Date.now() });
  }
} catch (error) {
  // The server of tests/e2e/globalSetup.ts did not start, or vitest itself failed: the files this lane has not
  // run go to the other lane or are reported as not run.
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  exitCode = 1;
} finally {
  await vitest.close();
}
process.exit(exitCode);
