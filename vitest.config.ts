import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { DurationSequencer } from './tests/support/sequencer';

// The API tests share one module graph per worker (isolate: false): every file starts its own app and database, and
// importing the server once instead of once per file saves about a minute and a half of CI.
const api = { include: ['tests/api/**/*.test.ts'], environment: 'node' as const, isolate: false, testTimeout: 30000, hookTimeout: 60000 };
// Cheap argon2id hashes in the tests that run the server in-process (tests/support/passwordCost.ts).
const PASSWORD_COST = 'tests/support/passwordCost.ts';

export default defineConfig({
  plugins: [react()],
  // As in vite.config.ts: ra-input-rich-text nests an older @tiptap/core beside extensions that need the newer one.
  // `#server/…` is the API's folder (tsconfig.json "paths", which tsc, tsx and the server build's esbuild read).
  resolve: {
    dedupe: ['@tiptap/core', '@tiptap/pm'],
    alias: [{ find: /^#server\//, replacement: fileURLToPath(new URL('./server/', import.meta.url)) }],
  },
  test: {
    // Vitest's default on a 2-core machine is one worker; the API tests wait on their databases and the browser
    // tests on Chromium, so two workers finish the suite well inside CI's budget.
    maxWorkers: 2,
    // The longest files first, whatever their project, by the last run's times (tests/support/sequencer.ts).
    sequence: { sequencer: DurationSequencer },
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      // The seeded demo is made once per run into a template that each seeded app copies (tests/api/sqliteGlobalSetup.ts).
      { extends: true, test: { name: 'api', ...api, globalSetup: ['tests/api/sqliteGlobalSetup.ts'], setupFiles: [PASSWORD_COST] } },
      // The same API tests on a throwaway PostgreSQL cluster (tests/api/pgGlobalSetup.ts, tests/api/testDb.ts).
      {
        extends: true,
        test: {
          name: 'api-pg',
          ...api,
          env: { TEST_DB: 'postgres' },
          globalSetup: ['tests/api/pgGlobalSetup.ts'],
          setupFiles: [PASSWORD_COST, 'tests/api/pgSkip.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: [PASSWORD_COST, 'tests/ui/setup.ts'],
          // The rich-text editor through Vite's resolver, so the dedupe above holds (Node's would load both copies).
          server: { deps: { inline: ['ra-input-rich-text', /@tiptap\//] } },
          testTimeout: 30000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/globalSetup.ts'],
          testTimeout: 60000,
          hookTimeout: 60000,
          // A screen's answer under CI's load (two browser lanes beside the API tests) can take seconds: expect.poll
          // waits for it up to 15 s instead of vitest's 1 s.
          expect: { poll: { timeout: 15000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
