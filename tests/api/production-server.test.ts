// Issue 16: `npm start` runs the compiled server with plain node — no TypeScript loader (tsx and its helpers) in
// production. Builds the server as `npm start` does, starts it, and looks at the running process.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseEnv, removeTestData, tempDir } from './helpers';
import { onPostgresRun } from './testDb';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ENTRY = 'dist-server/index.js';
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
};
const { scripts } = pkg;
const LOADER = /\btsx\b|ts-node|--import|--loader/;

describe('npm start', () => {
  it('builds the app and the server, then runs the compiled server with node', () => {
    expect(scripts.start).toMatch(/^npm run build && .*\bnode dist-server\/index\.js$/);
    expect(scripts.start).not.toMatch(LOADER);
    expect(scripts.build).toContain('build:server');
  });

  it('backs up and restores with the compiled command line, and production dependencies hold no TypeScript loader', () => {
    expect(scripts.backup).toBe('node scripts/backup.mjs backup');
    expect(scripts.restore).toBe('node scripts/backup.mjs restore');
    expect(fs.readFileSync(path.join(ROOT, 'scripts/backup.mjs'), 'utf8')).toContain("'dist-server', 'backup.js'");
    expect(Object.keys(pkg.dependencies)).not.toContain('tsx');
    expect(Object.keys(pkg.dependencies)).not.toContain('ts-node');
  });
});

// On the SQLite run only: the build rewrites dist-server/, which two runs at once would race for.
describe.skipIf(process.platform !== 'linux' || onPostgresRun)('the compiled server process (SQLite run)', () => {
  let child: ChildProcess;
  let dir: string;
  let url = '';

  beforeAll(async () => {
    // `npm test` (scripts/test-all.mjs) has just run `npm run build` and says so: the browser tests' servers run
    // dist-server/ meanwhile, and rebuilding it would pull it from under them.
    if (process.env.DIST_SERVER_FRESH !== '1') {
      const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, encoding: 'utf8' });
      expect(built.status, built.stderr).toBe(0);
    }
    dir = tempDir();
    child = spawn(process.execPath, [ENTRY], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        PORT: '0',
        HOST: '127.0.0.1',
        ...databaseEnv(dir),
        SEED: 'none',
        ADMIN_USER: 'admin',
        ADMIN_PASSWORD: 'clave-prod-1',
        JOBS: 'off',
        LOG_LEVEL: 'warn',
        STATIC_DIR: path.join(dir, 'no-app'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`sin arranque: ${out}`)), 20_000);
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const found = /Inmobiliaria en (http:\/\/\S+)/.exec(out);
        if (found) {
          clearTimeout(timer);
          resolve(found[1]!);
        }
      });
      child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.once('exit', (code) => reject(new Error(`terminó (${code}): ${out}`)));
    });
  }, 30_000);

  afterAll(async () => {
    if (child?.exitCode === null) {
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await gone;
    }
    if (dir) removeTestData(dir);
  });

  it('answers the API', async () => {
    const res = await fetch(`${url}/api/health`);
    expect(((await res.json()) as { status: string }).status).toBe('success');
  });

  it('is node on the compiled JavaScript, with no loader and no child process', () => {
    const pid = child.pid ?? 0;
    const argv = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    expect(argv).toEqual([process.execPath, ENTRY]);
    const env = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
    expect(env.filter((v) => v.startsWith('NODE_OPTIONS='))).toEqual([]);
    // tsx runs the server in a second node process; the compiled server is the only one.
    const children = fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean));
    expect(children).toEqual([]);
    // Every module it runs is JavaScript: nothing under server/ or src/ is loaded as TypeScript.
    const bundle = fs.readFileSync(path.join(ROOT, ENTRY), 'utf8');
    expect(bundle).not.toMatch(/from ["'](?:tsx|\.{1,2}\/[^"']+\.tsx?)["']/);
  });

  it('npm run backup and restore run the compiled command line with plain node', () => {
    const run = (args: readonly string[], dataDir: string) =>
      spawnSync(process.execPath, ['scripts/backup.mjs', ...args], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { PATH: process.env.PATH, ...databaseEnv(dataDir) },
      });
    const copy = path.join(dir, 'copia');
    const made = run(['backup', copy], dir);
    expect(made.status, made.stderr).toBe(0);
    expect(made.stdout).toMatch(/^Copia de seguridad de SQLite/);
    expect(fs.existsSync(path.join(copy, 'manifest.json'))).toBe(true);
    const into = path.join(dir, 'restaurada');
    const back = run(['restore', copy], into);
    expect(back.status, back.stderr).toBe(0);
    expect(back.stdout).toMatch(/restaurada en SQLite/);
    const bundle = fs.readFileSync(path.join(ROOT, 'dist-server/backup.js'), 'utf8');
    expect(bundle).not.toMatch(/from ["'](?:tsx|\.{1,2}\/[^"']+\.tsx?)["']/);
  });
});
