// Migrations are history: once written, a migration, its snapshot and the kit it runs on never change, or a
// database migrated before the change and one migrated after would differ with nothing to notice it.
// server/db/migrations/checksums.json holds the SHA-256 of each of those files; `npm run db:migracion` adds the lines
// of the migration it writes; a migration written by hand adds its own (this test prints them).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '#server/db/migrations';
import { checksumOf, CHECKSUMS, historyFiles } from '#server/db/generator/write';

const DIR = path.join(import.meta.dirname, '../../server/db/migrations');
const recorded: Readonly<Record<string, string>> = JSON.parse(fs.readFileSync(path.join(DIR, CHECKSUMS), 'utf8'));

describe('the migrations are history', () => {
  it('every migration file, snapshot and kit file has its checksum recorded', () => {
    const missing = historyFiles(DIR).filter((f) => recorded[f] === undefined);
    expect(
      missing.map((f) => `"${f}": "${checksumOf(path.join(DIR, f))}"`),
      `new files of server/db/migrations: add these lines to ${CHECKSUMS}`,
    ).toEqual([]);
  });

  it.each(Object.keys(recorded))('%s is as it was written', (file) => {
    const where = path.join(DIR, file);
    expect(fs.existsSync(where), `${file} was removed: a migration that ran somewhere cannot go`).toBe(true);
    expect(
      checksumOf(where),
      `${file} changed after it was written: databases that ran it would differ from new ones. Undo the change and write a new migration (npm run db:migracion); a new way of making things in the kit is a new file`,
    ).toBe(recorded[file]);
  });

  it('lists every migration file once, in order, each with its export', () => {
    const files = fs
      .readdirSync(DIR)
      .filter((f) => /^\d{4}_.*\.ts$/.test(f))
      .map((f) => f.replace(/\.ts$/, ''));
    expect(MIGRATIONS.map(([name]) => name)).toEqual(files.sort());
  });
});
