// The job that removes what no record will ever claim:
// - pending uploads (id_registro null) older than 24 h: row and file;
// - files in DATA_DIR/archivos older than 24 h that no row names (a crash between a commit and the removal of a
//   replaced file, or an interrupted upload's .part file).
// Idempotent: it only ever removes what is already unclaimed.
import fs from 'node:fs';
import type { Job } from '../jobs/runner';
import { ARCHIVO_RE, archivosRoot, PART_RE, purgeFiles } from './storage';

export const PENDING_TTL_MS = 24 * 60 * 60 * 1000;

export const sweepPendingUploads: Job = {
  name: 'archivos_pendientes',
  intervalMs: 60 * 60 * 1000,
  async run({ db, dataDir, log, now }) {
    const cutoff = new Date(now.getTime() - PENDING_TTL_MS);
    const rows = await db
      .deleteFrom('archivos')
      .where('id_registro', 'is', null)
      .where('creado_en', '<', cutoff.toISOString())
      .returning('archivo')
      .execute();
    await purgeFiles(
      dataDir,
      rows.map((r) => r.archivo),
      log,
    );

    let entries: string[];
    try {
      entries = await fs.promises.readdir(archivosRoot(dataDir));
    } catch {
      entries = [];
    }
    const candidates = entries.filter((n) => ARCHIVO_RE.test(n) || PART_RE.test(n));
    const orphans: string[] = [];
    for (let i = 0; i < candidates.length; i += 500) {
      const chunk = candidates.slice(i, i + 500);
      const known = new Set((await db.selectFrom('archivos').select('archivo').where('archivo', 'in', chunk).execute()).map((r) => r.archivo));
      for (const name of chunk) {
        if (known.has(name)) continue;
        const stat = await fs.promises.stat(`${archivosRoot(dataDir)}/${name}`).catch(() => undefined);
        if (stat && stat.mtimeMs < cutoff.getTime()) orphans.push(name);
      }
    }
    await purgeFiles(dataDir, orphans, log);
    return rows.length || orphans.length ? `pendientes borrados: ${rows.length}; huérfanos borrados: ${orphans.length}` : '';
  },
};
