// The api project's global setup: the demo migrated and seeded ONCE per run into a template data directory (the
// SQLite file and its demo photos). Every seeded app the tests start (helpers.ts startApp → testDb.ts databaseEnv)
// gets a copy of it, as the api-pg run clones its template database: a test file pays for a file copy, not a seed
// (about 5 s of CPU each). Tests that need an empty or specially seeded database keep opening their own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '#server/config';
import { connect } from '#server/db/connect';
import { migrate } from '#server/db/migrate';
import { seedIfEmpty } from '#server/db/seed';
import '../support/passwordCost'; // the template's users hashed as the tests' own are
import { DEMO_PASSWORD } from './testDb';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data directory of the seeded SQLite template (project `api`). */
    sqliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inmo-sqlite-plantilla-'));
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    const config = loadConfig({ DATA_DIR: dir, DEMO_PASSWORD, LOG_LEVEL: 'silent' });
    const connection = connect(config);
    try {
      await migrate(connection.db, connection.dialect);
      await seedIfEmpty(connection.db, config);
    } finally {
      // Closing checkpoints the WAL into the database file: the copies start from one consistent file.
      await connection.close();
    }
  } catch (e) {
    remove();
    throw e;
  }
  project.provide('sqliteTemplate', dir);
  return remove;
}
