// First start on an empty database: demo data (default) or a single administrator (SEED=none). The demo is every
// module's own demo data (its folder's server/demo.ts, in the order of server/modules/demoOrder.ts: first the one that
// creates the demo's accounts, the users module's), then the shared features' (by name: the library's avatars,
// pictures and files).
import crypto from 'node:crypto';
import type { Config } from '../config';
import { hashPassword } from '../auth/passwords';
import type { AuditColumns } from '../../src/framework/records';
import type { Db } from './types';
import { featureServers, moduleServers } from '../modules';
import { demoOrder } from '../modules/demoOrder';
import { analyze } from './connect';

export interface SeedResult {
  readonly seeded: 'demo' | 'none' | 'existing';
  /** Set when the demo password was generated: printed once by the caller. */
  readonly generatedPassword?: string;
  readonly users: readonly string[];
}

function audit(now: string): AuditColumns {
  return { creado_en: now, actualizado_en: now, creado_por: null, actualizado_por: null };
}

export function generatePassword(): string {
  return crypto.randomBytes(9).toString('base64url');
}

export async function seedIfEmpty(db: Db, config: Config): Promise<SeedResult> {
  const existing = await db.selectFrom('usuarios').select('id_usuario').limit(1).executeTakeFirst();
  if (existing) return { seeded: 'existing', users: [] };
  const now = new Date().toISOString();

  if (config.seed === 'none') {
    if (!config.adminUser || !config.adminPassword || config.adminPassword.length < 8) {
      throw new Error('Con SEED=none defina ADMIN_USER y ADMIN_PASSWORD (mínimo 8 caracteres).');
    }
    await db
      .insertInto('usuarios')
      .values({
        ...audit(now),
        nombre: 'Administrador',
        apellido: 'del sistema',
        usuario: config.adminUser,
        email: config.adminUser.includes('@') ? config.adminUser.toLowerCase() : `${config.adminUser.toLowerCase()}@localhost`,
        password: await hashPassword(config.adminPassword),
        tipo: 'Administrador',
        estado: 'activo',
      })
      .execute();
    return { seeded: 'none', users: [config.adminUser] };
  }

  const generated = config.demoPassword ? undefined : generatePassword();
  const passwordHash = await hashPassword(config.demoPassword ?? generated ?? '');
  // Each module's own demo data (src/resources/<module>/server/demo.ts), then the shared features' (the library's), which
  // read them.
  const ctx = { db, now, dataDir: config.dataDir, passwordHash };
  const demos = demoOrder(moduleServers);
  for (const [, demo] of demos) await demo.seed(ctx);
  for (const [, feature] of Object.entries(featureServers).sort(([a], [b]) => a.localeCompare(b))) await feature.demo?.seed(ctx);
  await analyze(db);
  return { seeded: 'demo', generatedPassword: generated, users: demos.flatMap(([, demo]) => demo.accounts?.names ?? []) };
}
