// The command line of backups, compiled to dist-server/backup.js (npm run build): `npm run backup -- <dir>` /
// `npm run restore -- <dir> [--force]`, or `node dist-server/backup.js backup|restore …`; plain node, no TypeScript
// loader. DATA_DIR and DATABASE_URL as for the server. Exit codes: 0 done, 1 refused or failed (the reason in Spanish
// on stderr), 2 wrong usage.
import { loadConfig } from '../config';
import { backup, restore } from './index';
import { BackupError } from './manifest';

const USAGE = 'Uso: npm run backup -- <carpeta>   |   npm run restore -- <carpeta> [--force]';

async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  const force = rest.includes('--force');
  const args = rest.filter((a) => a !== '--force');
  const unknown = args.filter((a) => a.startsWith('--'));
  const [file] = args;
  if (
    (command !== 'backup' && command !== 'restore') ||
    file === undefined ||
    args.length !== 1 ||
    unknown.length ||
    (force && command === 'backup')
  ) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  const where = config.databaseUrl ? 'PostgreSQL' : `SQLite en ${config.dataDir}`;
  if (command === 'backup') {
    const m = await backup(config, file);
    const rows = Object.values(m.tables).reduce((a, b) => a + b, 0);
    process.stdout.write(
      `Copia de seguridad de ${where} en ${file}: ${Object.keys(m.tables).length} tablas, ${rows} filas, ${m.files.length - 1} archivos (esquema ${m.schemaVersion}).\n`,
    );
  } else {
    const m = await restore(file, config, { force });
    process.stdout.write(
      `Copia del ${m.createdAt} restaurada en ${where}: ${Object.keys(m.tables).length} tablas y ${m.files.length - 1} archivos verificados.\n`,
    );
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e: unknown) => {
    process.stderr.write(`${e instanceof BackupError ? e.message : `Error: ${e instanceof Error ? e.message : String(e)}`}\n`);
    process.exit(1);
  },
);
