// The api-pg project's global setup: one throwaway PostgreSQL cluster for the whole run, and a template database
// migrated and seeded once (with its demo photos in a template upload directory). Every app the tests start gets
// its own database cloned from the template (tests/api/testDb.ts), so a test file pays for a copy, not a seed.
// Where no PostgreSQL can start, one clear line says so and the tests of this project are skipped.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '#server/config';
import { connect } from '#server/db/connect';
import { migrate } from '#server/db/migrate';
import { seedIfEmpty } from '#server/db/seed';
import '../support/passwordCost'; // the template's users hashed as the tests' own are
import { createDatabase, startPostgres } from '../support/postgres';
import { DEMO_PASSWORD, TEMPLATE_DB, type PgTestCluster } from './testDb';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The cluster the api-pg tests use, or why there is none. */
    pg: PgTestCluster | { readonly unavailable: string };
  }
}

export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  const started = await startPostgres();
  if (!started.cluster) {
    console.warn(`PostgreSQL no disponible: ${started.reason} — pruebas API sobre PostgreSQL omitidas`);
    project.provide('pg', { unavailable: started.reason });
    return undefined;
  }
  const cluster = started.cluster;
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'inmo-pg-plantilla-'));
  try {
    const url = await createDatabase(cluster, TEMPLATE_DB);
    const config = loadConfig({ DATA_DIR: uploads, DATABASE_URL: url, DEMO_PASSWORD, LOG_LEVEL: 'silent' });
    const connection = connect(config);
    try {
      await migrate(connection.db, connection.dialect);
      await seedIfEmpty(connection.db, config);
    } finally {
      await connection.close();
    }
  } catch (e) {
    cluster.stop();
    fs.rmSync(uploads, { recursive: true, force: true });
    throw e;
  }
  project.provide('pg', { url: cluster.url, port: cluster.port, binDir: cluster.binDir, templateDir: uploads });
  return () => {
    cluster.stop();
    fs.rmSync(uploads, { recursive: true, force: true });
  };
}
