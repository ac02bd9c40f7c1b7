// `npm run db:migracion -- [nombre]`: writes the next migration of server/db/migrations from the difference between
// the module schemas (src/resources/registry.ts) and the latest snapshot, for SQLite and PostgreSQL (diff.ts says
// what it generates and what it refuses). Exit codes: 0 written or nothing to do, 1 refused, 2 wrong usage.
import path from 'node:path';
import { modules } from '../../../src/resources/registry';
import { generateMigration } from './write';

const USAGE = 'Uso: npm run db:migracion -- [nombre]   (p. ej. npm run db:migracion -- citas_sala)';
const DIR = path.join(import.meta.dirname, '../migrations');

async function main(argv: readonly string[]): Promise<number> {
  if (argv.length > 1 || argv.some((a) => a.startsWith('-'))) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const list = (title: string, lines: readonly string[]) => (lines.length ? `${title}\n${lines.map((l) => `  - ${l}`).join('\n')}\n` : '');
  const { plan, migration, from } = await generateMigration(DIR, modules, argv[0]);
  if (plan.refused.length) {
    process.stderr.write(list(`No se generó ninguna migración: esto se escribe a mano (después de ${from}):`, plan.refused));
    return 1;
  }
  if (!migration) {
    process.stdout.write(`Sin cambios: los esquemas coinciden con la instantánea de ${from}.\n`);
    return 0;
  }
  process.stdout.write(
    `Migración ${migration} escrita en server/db/migrations (desde ${from}).\n${list('Hace:', plan.changes)}${list('Atención:', plan.warnings)}`,
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e: unknown) => {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(1);
  },
);
