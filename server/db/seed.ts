// First start on an empty database: demo data (default) or a single administrator (SEED=none). The demo is the demo
// users, then every module's own demo data (its folder's server/demo.ts, in the order of server/modules/demoOrder.ts), then
// the shared library's (seedBiblioteca: avatars, pictures, files).
import crypto from 'node:crypto';
import type { Config } from '../config';
import { hashPassword } from '../auth/passwords';
import type { AuditColumns } from '../../src/framework/records';
import type { Db } from './types';
import { DEMO_ADMIN, DEMO_AGENTES } from '../../src/resources/usuarios/server/demo';
import { moduleServers } from '../modules';
import { demoOrder } from '../modules/demoOrder';
import { analyze } from './connect';
import { seedBiblioteca } from './seedBiblioteca';

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
  const hash = await hashPassword(config.demoPassword ?? generated ?? '');
  const base = { ...audit(now), password: hash, documento_tipo: 'DNI', estado: 'activo' };
  await db
    .insertInto('usuarios')
    .values({ ...base, ...DEMO_ADMIN, tipo: 'Administrador' })
    .execute();
  for (const a of DEMO_AGENTES)
    await db
      .insertInto('usuarios')
      .values({ ...base, ...a, tipo: 'Agente' })
      .execute();
  // Each module's own demo data (src/resources/<module>/server/demo.ts), then the shared library's, which reads them.
  for (const [, demo] of demoOrder(moduleServers)) await demo.seed({ db, now, dataDir: config.dataDir });
  await seedBiblioteca(db, config.dataDir, now);
  await analyze(db);
  return { seeded: 'demo', generatedPassword: generated, users: [DEMO_ADMIN.usuario, ...DEMO_AGENTES.map((a) => a.usuario)] };
}
