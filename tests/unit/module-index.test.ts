// The server finds each module's own server side through server/modules/discovered.ts, generated from the folders:
// the committed file must be what the generator writes today, or a module's routes and hooks would be silently lost.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error the generator is a plain .mjs script without types
import { moduleIndexSource } from '../../scripts/module-index.mjs';

describe('server/modules/discovered.ts', () => {
  it('lists every src/resources/<module>/server/index.ts (run `npm run modules` after adding one)', () => {
    const committed = readFileSync(new URL('../../server/modules/discovered.ts', import.meta.url), 'utf8');
    expect(committed).toBe((moduleIndexSource as () => string)());
  });
});
