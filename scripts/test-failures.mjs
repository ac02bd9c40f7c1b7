// What failed in a vitest run, for the summary that closes `npm test` (scripts/test-all.mjs): one entry per failed
// test, per file or suite whose hooks failed (a beforeAll/afterAll outside any test) and per error vitest could not
// pin on a test — each with its project, its file, the test's full name and the first line of its error.
//   - `failuresOf(testModules, unhandledErrors)`: from vitest's reported tasks (the e2e lanes call it directly);
//   - the default export: a vitest reporter that writes them as JSON to $TEST_FAILURES_FILE at the end of the run
//     (the unit/API/UI vitest of `npm test` runs it beside its default reporter).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';

// eslint-disable-next-line no-control-regex -- the colour codes of the matchers' messages
const ANSI = /\u001b\[[0-9;]*m/g;

/** The first non-empty line of an error's message, without colours. */
export function firstLine(error) {
  const text = `${error?.name && error.name !== 'Error' && !String(error.message ?? '').startsWith(error.name) ? `${error.name}: ` : ''}${error?.message ?? String(error)}`;
  return (
    text
      .replace(ANSI, '')
      .split('\n')
      .map((l) => l.trim())
      .find(Boolean) ?? '(sin mensaje)'
  );
}

/** The failures of a run: failed tests, failed hooks of files and suites, errors outside any test. */
export function failuresOf(testModules, unhandledErrors = []) {
  const out = [];
  for (const module of testModules) {
    const project = module.project?.name ?? '';
    const file = module.relativeModuleId ?? module.moduleId;
    for (const error of module.errors()) out.push({ project, file, test: '(el archivo)', error: firstLine(error) });
    for (const suite of module.children.allSuites()) {
      for (const error of suite.errors()) out.push({ project, file, test: suite.fullName, error: firstLine(error) });
    }
    for (const test of module.children.allTests('failed')) {
      const errors = test.result().errors ?? [];
      out.push({ project, file, test: test.fullName, error: errors.length > 0 ? firstLine(errors[0]) : '(sin mensaje)' });
    }
  }
  for (const error of unhandledErrors) out.push({ project: '', file: '', test: '(error fuera de las pruebas)', error: firstLine(error) });
  return out;
}

/** The reporter: writes the run's failures to $TEST_FAILURES_FILE (nothing if the variable is not set). */
export default class FailuresReporter {
  onTestRunEnd(testModules, unhandledErrors) {
    const target = process.env.TEST_FAILURES_FILE;
    if (!target) return;
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, `${JSON.stringify(failuresOf(testModules, unhandledErrors), null, 2)}\n`);
  }
}
