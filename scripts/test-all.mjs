// `npm test`: every check of the project, overlapped so a 2-core CI machine is busy all along.
//   1. typecheck, lint and build at once;
//   2. once the build is there (the API tests read dist/ and dist-server/, the browser tests run them):
//      - the unit, API (SQLite and PostgreSQL) and interface tests, one vitest with its two workers, the longest files
//        first (tests/support/sequencer.ts);
//      - the browser tests in lanes (scripts/e2e-lane.mjs), the longest files first: one lane at once, a second one as
//        soon as what is left of the other tests is less than what is left of the first lane (by the times of the
//        last run, else the committed table: scripts/test-durations.mjs). Each lane has its own server and runs one
//        file at a time; the files go to whichever lane frees up.
// Each line of output carries its task's name; a summary closes the run — each task, each browser file, then every
// failed test by file and name with the first line of its error (scripts/test-failures.mjs) and the errors of a
// failed typecheck, lint or build — so the end of a CI log says what failed. test-results/test-all.json keeps when
// each task and each browser file started and ended, and the failures; test-results/durations.json each test file's
// time, for the order of the next run. Exits non-zero if anything failed or did not run.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { clearInterval, setInterval } from 'node:timers';
import { fileURLToPath } from 'node:url';
import { durationKey, readDurations, writeDurations } from './test-durations.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const VITEST = path.join(ROOT, 'node_modules/vitest/vitest.mjs');
const E2E_DIR = path.join(ROOT, 'tests/e2e');
const LANES = Math.max(1, Number(process.env.E2E_LANES ?? 2) || 1);
const RESULTS = path.join(ROOT, 'test-results');
/** Where the unit/API/UI vitest writes its failures (scripts/test-failures.mjs, its reporter). */
const PRUEBAS_FAILURES = path.join(RESULTS, 'pruebas-failures.json');
/** The most failures the summary lists one by one (the rest are in test-results/test-all.json). */
const LISTED_FAILURES = 40;
const t0 = Date.now();
const children = new Set();

const seconds = (ms) => `${Math.round(ms / 1000)} s`;
const clock = () => seconds(Date.now() - t0).padStart(6);

/**
 * Forwards a stream line by line, each line prefixed with the task's name and the time since the start; `keep`
 * receives each line (the summary quotes a failed typecheck's, lint's or build's errors).
 */
function prefixLines(stream, label, out, keep) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      out.write(`${clock()} [${label}] ${line}\n`);
      keep(line);
    }
  });
  stream.on('end', () => {
    if (rest) {
      out.write(`${clock()} [${label}] ${rest}\n`);
      keep(rest);
    }
  });
}

// eslint-disable-next-line no-control-regex -- colour codes
const ANSI = /\u001b\[[0-9;]*m/g;
/** The lines of a failed typecheck, lint or build worth quoting: TypeScript's and ESLint's errors, Vite's. */
function errorLines(lines) {
  const picked = [];
  let file = '';
  for (const raw of lines) {
    const line = raw.replace(ANSI, '').trimEnd();
    if (/^\/\S+\.\w+$/.test(line.trim()))
      file = path.relative(ROOT, line.trim()); // ESLint's file heading
    else if (/error TS\d+/.test(line)) picked.push(line.trim());
    else if (/^\s+\d+:\d+\s+error\s/.test(line)) picked.push(`${file}:${line.trim().replace(/\s{2,}/g, '  ')}`);
    else if (/\berror\b|Error:/i.test(line) && picked.length === 0) picked.push(line.trim());
  }
  return picked.length > 0 ? picked : lines.slice(-5).map((l) => l.replace(ANSI, '').trim());
}

/** Starts a command; resolves with its record once it has ended (never rejects). */
function run(label, command, args, options = {}) {
  const record = { name: label, start: Date.now() - t0, end: 0, ok: false, code: null };
  // Kept for the summary of a failed task that is not a vitest (those report their failures themselves).
  const lines = [];
  const keep = options.keepOutput ? (line) => lines.push(line) : () => undefined;
  const child = spawn(command, args, {
    cwd: ROOT,
    env: options.env ?? process.env,
    stdio: options.ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  prefixLines(child.stdout, label, process.stdout, keep);
  prefixLines(child.stderr, label, process.stderr, keep);
  options.onChild?.(child);
  const done = new Promise((resolve) => {
    child.once('error', (error) => {
      process.stderr.write(`${clock()} [${label}] no arrancó: ${error.message}\n`);
    });
    child.once('close', (code, signal) => {
      children.delete(child);
      record.end = Date.now() - t0;
      record.code = code ?? signal;
      record.ok = code === 0;
      if (!record.ok && options.keepOutput) record.errors = errorLines(lines);
      resolve(record);
    });
  });
  return done;
}

/** Each test file's time (ms) in the last run, else in the committed table (scripts/test-durations.mjs). */
const durations = readDurations();
/** The time a file is expected to take: its known one, else the median of the known ones. */
const known = [...durations.values()].sort((a, b) => a - b);
const typical = known.length > 0 ? known[Math.floor(known.length / 2)] : 60_000;
const expected = (key) => durations.get(key) ?? typical;
const e2eKey = (file) => durationKey('e2e', file);

/** The browser test files, longest first so that the lanes end close together (files never timed go first). */
function e2eQueue() {
  const files = readdirSync(E2E_DIR)
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => path.join(E2E_DIR, f));
  const weight = (file) => durations.get(e2eKey(file)) ?? Number.POSITIVE_INFINITY;
  const size = (file) => statSync(file).size;
  return files.sort((a, b) => weight(b) - weight(a) || size(b) - size(a));
}

/**
 * The browser tests: lanes take the next file as they free up; `startLane` starts one more; `remainingMs` is what is
 * left of them for one lane (the files waiting, and what is left of those running, at their expected times).
 */
function e2eLanes(queue, env) {
  const results = [];
  const lanes = [];
  /** The file each lane is running, and since when. */
  const running = new Map();
  const remainingMs = () => {
    const now = Date.now();
    let left = queue.reduce((sum, file) => sum + expected(e2eKey(file)), 0);
    for (const { file, since } of running.values()) left += Math.max(0, expected(e2eKey(file)) - (now - since));
    return left;
  };
  const startLane = () => {
    if (queue.length === 0) return;
    const label = `e2e ${lanes.length + 1}`;
    let current = null;
    const lane = run(label, process.execPath, [path.join(ROOT, 'scripts/e2e-lane.mjs')], {
      env,
      ipc: true,
      onChild: (child) => {
        child.on('message', (message) => {
          if (message.type === 'ready') {
            current = queue.shift() ?? null;
            if (current) running.set(label, { file: current, since: Date.now() });
            child.send(current ? { file: current } : { done: true });
          } else if (message.type === 'result') {
            running.delete(label);
            results.push({
              file: path.relative(ROOT, message.file),
              lane: label,
              ok: message.ok,
              failures: message.failures ?? [],
              start: message.start - t0,
              end: message.end - t0,
            });
            current = null;
          }
        });
      },
    }).then((record) => {
      // A lane that died in the middle of a file: that file failed (it is not run again).
      if (current) {
        const file = path.relative(ROOT, current);
        const failures = [
          { project: 'e2e', file, test: '(el archivo)', error: `la línea ${label} terminó en medio del archivo (código ${record.code})` },
        ];
        results.push({ file, lane: label, ok: false, failures, start: null, end: record.end });
      }
      return record;
    });
    lanes.push(lane);
  };
  return { results, lanes, startLane, remainingMs };
}

function stopAll(signal) {
  for (const child of children) child.kill(signal);
  process.exit(130);
}
process.once('SIGINT', () => stopAll('SIGINT'));
process.once('SIGTERM', () => stopAll('SIGTERM'));

// Typecheck and lint start beside the build, at the same priority: the build keeps one core busy more than two, and
// they end early in the run. At a lower priority the tests left them nothing, and they ended last, a minute or two
// after every test (about 110 s of CPU for the typecheck, more for the type-aware lint).
const typecheck = run('tipos', 'npm', ['run', '--silent', 'typecheck'], { keepOutput: true });
const lint = run('lint', 'npm', ['run', '--silent', 'lint'], { keepOutput: true });
const build = await run('build', 'npm', ['run', '--silent', 'build'], { keepOutput: true });

const tasks = [build];
/** This run's time for each file that ran (the others keep the one they had), for the order of the next run. */
const measured = new Map(durations);
const queue = e2eQueue();
const e2eFiles = queue.map((f) => path.relative(ROOT, f));
let e2e = { results: [], lanes: [] };
if (build.ok) {
  // dist-server/ has just been built: the tests run it as it is instead of building it again under each other.
  const env = { ...process.env, DIST_SERVER_FRESH: '1' };
  e2e = e2eLanes(queue, env);
  e2e.startLane();
  rmSync(PRUEBAS_FAILURES, { force: true });
  // The files of the unit/API/UI vitest not ended yet, at their expected times, and since when those running run
  // (its reporter says which start and end when).
  const pending = new Map();
  const started = new Map();
  // Another browser lane once the vitest's two workers have less left than the lanes running: they end together.
  const moreLanes = () => {
    const lanes = e2e.lanes.length;
    if (lanes === 0 || lanes >= LANES || pending.size === 0) return;
    const now = Date.now();
    const left = [...pending].reduce((sum, [key, ms]) => sum + Math.max(0, ms - (started.has(key) ? now - started.get(key) : 0)), 0);
    const pruebasLeft = left / 2;
    if (pruebasLeft < e2e.remainingMs() / lanes) {
      process.stdout.write(`${clock()} [e2e] otra línea: quedan unos ${seconds(pruebasLeft)} de las demás pruebas\n`);
      e2e.startLane();
    }
  };
  const rest = run(
    'pruebas',
    process.execPath,
    [
      VITEST,
      'run',
      ...['--project', 'unit', '--project', 'api', '--project', 'api-pg', '--project', 'ui'],
      ...['--reporter', 'default', '--reporter', './scripts/test-failures.mjs', '--reporter', './scripts/test-durations.mjs'],
    ],
    {
      env: { ...env, TEST_FAILURES_FILE: PRUEBAS_FAILURES },
      ipc: true,
      onChild: (child) => {
        child.on('message', (message) => {
          if (message.type === 'files') for (const key of message.files) pending.set(key, expected(key));
          else if (message.type === 'file-start') started.set(message.file, Date.now());
          else if (message.type === 'file-end') {
            pending.delete(message.file);
            measured.set(message.file, message.ms);
            moreLanes();
          }
        });
      },
    },
  );
  const lanesCheck = setInterval(moreLanes, 10_000);
  void rest.then(() => {
    clearInterval(lanesCheck);
    for (let i = e2e.lanes.length; i < LANES; i++) e2e.startLane();
  });
  tasks.push(await rest);
}
tasks.push(await typecheck, await lint);
const laneRecords = await Promise.all(e2e.lanes);
// Lanes can be added while others end: wait for every lane started.
for (let n = laneRecords.length; n < e2e.lanes.length; n = laneRecords.length) laneRecords.push(...(await Promise.all(e2e.lanes.slice(n))));
tasks.push(...laneRecords);

for (const r of e2e.results) if (r.ok && r.start !== null) measured.set(e2eKey(r.file), r.end - r.start);
writeDurations(measured);

const ran = new Set(e2e.results.map((r) => r.file));
const notRun = e2eFiles.filter((f) => !ran.has(f));
const failedFiles = e2e.results.filter((r) => !r.ok);
const wall = Date.now() - t0;

/** The failed tests of the unit/API/UI vitest, as its reporter wrote them. */
function pruebasFailures(record) {
  if (!record || record.ok) return [];
  try {
    const listed = JSON.parse(readFileSync(PRUEBAS_FAILURES, 'utf8'));
    if (listed.length > 0) return listed;
  } catch {
    // no report: vitest itself failed (its output above says why)
  }
  return [{ project: '', file: '', test: '(vitest)', error: `terminó con el código ${record.code} sin nombrar una prueba fallida` }];
}
const failures = [
  ...pruebasFailures(tasks.find((t) => t.name === 'pruebas')),
  ...failedFiles.flatMap((r) =>
    r.failures.length > 0 ? r.failures : [{ project: 'e2e', file: r.file, test: '(el archivo)', error: 'falló sin nombrar una prueba' }],
  ),
];

const out = process.stdout;
out.write(`\nResumen de npm test (${seconds(wall)}):\n`);
for (const t of tasks.sort((a, b) => a.start - b.start)) {
  out.write(
    `  ${t.ok ? 'ok   ' : 'FALLÓ'} ${t.name.padEnd(8)} ${seconds(t.end - t.start).padStart(7)}  (de ${seconds(t.start)} a ${seconds(t.end)})\n`,
  );
}
for (const r of e2e.results) {
  out.write(`  ${r.ok ? 'ok   ' : 'FALLÓ'}   ${r.lane}: ${r.file} ${r.start === null ? '' : seconds(r.end - r.start)}\n`);
}
for (const f of notRun) out.write(`  NO CORRIÓ ${f}\n`);
for (const t of tasks.filter((t) => t.errors)) {
  out.write(`\nErrores de ${t.name}:\n`);
  for (const line of t.errors.slice(0, 20)) out.write(`  ${line}\n`);
  if (t.errors.length > 20) out.write(`  … y ${t.errors.length - 20} más (arriba)\n`);
}
if (failures.length > 0) {
  out.write(`\nPruebas que fallaron (${failures.length}):\n`);
  for (const f of failures.slice(0, LISTED_FAILURES)) {
    out.write(`  ${f.project ? `[${f.project}] ` : ''}${f.file ? `${f.file} > ` : ''}${f.test}\n      ${f.error}\n`);
  }
  if (failures.length > LISTED_FAILURES) out.write(`  … y ${failures.length - LISTED_FAILURES} más: test-results/test-all.json\n`);
}

mkdirSync(RESULTS, { recursive: true });
writeFileSync(path.join(RESULTS, 'test-all.json'), `${JSON.stringify({ wallMs: wall, tasks, e2e: e2e.results, notRun, failures }, null, 2)}\n`);

const ok = tasks.every((t) => t.ok) && failedFiles.length === 0 && notRun.length === 0;
out.write(ok ? '\nTodo en orden.\n' : '\nHubo fallos: vea las líneas FALLÓ / NO CORRIÓ arriba.\n');
process.exit(ok ? 0 : 1);
