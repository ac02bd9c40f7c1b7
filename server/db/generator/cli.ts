// `npm run db:migracion -- [nombre…]`: writes the next migration of server/db/migrations from the difference between
// the module schemas (src/resources/registry.ts) and the latest snapshot, for SQLite and PostgreSQL (diff.ts says
// what it generates and what it refuses). `npm run db:migracion -- --instantanea`: after a migration written by hand,
// records the schemas as its snapshot. Exit codes: 0 written or nothing to do, 1 refused or failed, 2 wrong usage.
import path from 'node:path';
import { modules } from '../../../src/resources/registry';
import { generateMigration, recordSnapshot } from './write';

const USAGE = [
  'Uso: npm run db:migracion -- [nombre]     escribe la migración siguiente (p. ej. npm run db:migracion -- citas sala)',
  '     npm run db:migracion -- --instantanea  registra los esquemas como la instantánea de la última migración, escrita a mano',
].join('\n');
const DIR = path.join(import.meta.dirname, '../migrations');

const list = (title: string, lines: readonly string[]) => (lines.length ? `${title}\n${lines.map((l) => `  - ${l}`).join('\n')}\n` : '');

async function snapshotOnly(): Promise<number> {
  const { migration, plan, from } = await recordSnapshot(DIR, modules);
  process.stdout.write(
    `Instantánea de ${migration} escrita (los esquemas de hoy; la anterior era la de ${from}).\n` +
      list('Desde la anterior, la migración escrita a mano debe hacer:', [...plan.changes, ...plan.refused]),
  );
  return 0;
}

async function main(argv: readonly string[]): Promise<number> {
  if (argv.length === 1 && argv[0] === '--instantanea') return snapshotOnly();
  if (argv.some((a) => a.startsWith('-'))) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const { plan, migration, from } = await generateMigration(DIR, modules, argv.length ? argv.join(' ') : undefined);
  if (plan.refused.length) {
    process.stderr.write(
      list(`No se generó ninguna migración: esto se escribe a mano (después de ${from}):`, plan.refused) +
        'Escriba la migración siguiente a mano (README, «Cómo está hecho») y luego: npm run db:migracion -- --instantanea\n',
    );
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
