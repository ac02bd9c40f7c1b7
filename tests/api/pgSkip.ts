// api-pg: where no PostgreSQL could start (pgGlobalSetup.ts printed why), every test of the project is skipped.
import { beforeEach, inject } from 'vitest';

const pg = inject('pg');
if ('unavailable' in pg) beforeEach((ctx) => ctx.skip(`PostgreSQL no disponible: ${pg.unavailable}`));
