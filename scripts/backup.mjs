// `npm run backup` / `npm run restore`: the compiled command line (dist-server/backup.js, built by `npm run build`
// with the server), run by plain node like the server itself: production needs no TypeScript loader.
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const compiled = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist-server', 'backup.js');
if (!fs.existsSync(compiled)) {
  process.stderr.write('Falta el servidor compilado (dist-server/backup.js): ejecute primero npm run build.\n');
  process.exit(1);
}
// backup.js reads process.argv.slice(2): the same arguments it gets when run directly.
await import(pathToFileURL(compiled).href);
