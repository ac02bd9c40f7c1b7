// `npm run build:server`: compiles the API (server/index.ts and the src/ schemas, i18n and helpers it imports) into
// one ES module, dist-server/index.js (and the backup command line, dist-server/backup.js), that `npm start` runs with plain node (no TypeScript loader in production).
// Packages stay external: node loads them from node_modules (native ones such as better-sqlite3, argon2 and sharp
// cannot be bundled).
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'dist-server');

rmSync(OUT, { recursive: true, force: true });
const options = {
  absWorkingDir: ROOT,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
};
await build({ ...options, entryPoints: ['server/index.ts'], outfile: path.join(OUT, 'index.js') });
// The backup command line (server/backup/cli.ts) for installs that keep only the compiled server.
await build({ ...options, entryPoints: ['server/backup/cli.ts'], outfile: path.join(OUT, 'backup.js') });
// Files the server reads beside its own module (new URL('./assets/...', import.meta.url)).
cpSync(path.join(ROOT, 'server/uploads/assets'), path.join(OUT, 'assets'), { recursive: true });
process.stdout.write(`Servidor compilado en ${path.relative(ROOT, OUT)}/index.js\n`);
