// The server finds each module's own server side through server/modules/discovered.ts, generated from the folders:
// the committed file must be what the generator writes today, or a module's routes and hooks would be silently lost.
// The same for server/db/declaredTables.ts, the tables the modules declare in their folders.
// A folder of src/resources/ is a module's only with its schema.ts: a server side without one is refused.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error the generator is a plain .mjs script without types
import { declaredTablesSource, moduleIndexSource, serversWithoutSchema } from '../../scripts/module-index.mjs';

const strays = serversWithoutSchema as (root?: string) => string[];

describe('server/modules/discovered.ts', () => {
  it('lists every src/resources/<module>/server/index.ts (run `npm run modules` after adding one)', () => {
    const committed = readFileSync(new URL('../../server/modules/discovered.ts', import.meta.url), 'utf8');
    expect(committed).toBe((moduleIndexSource as () => string)());
  });

  it('server/db/declaredTables.ts merges every server/tables.ts of a module or a feature (run `npm run modules` after adding one)', () => {
    const committed = readFileSync(new URL('../../server/db/declaredTables.ts', import.meta.url), 'utf8');
    expect(committed).toBe((declaredTablesSource as () => string)());
  });

  it('finds no folder of src/resources/ with a server side but no schema.ts (a shared feature goes in src/features/)', () => {
    expect(strays()).toEqual([]);
  });

  it('tells a module (schema.ts and server/index.ts) from a server side without a schema', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'modulos-'));
    try {
      for (const [name, files] of [
        ['modulo', ['schema.ts', 'server/index.ts']],
        ['ajustes', ['Pagina.tsx', 'server/index.ts']],
        ['solovistas', ['schema.ts', 'index.tsx']],
      ] as const) {
        for (const file of files) {
          mkdirSync(path.dirname(path.join(root, name, file)), { recursive: true });
          writeFileSync(path.join(root, name, file), '');
        }
      }
      expect(strays(root)).toEqual(['ajustes']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
