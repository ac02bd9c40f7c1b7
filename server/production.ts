// NODE_ENV=production refuses to start on a configuration that would expose demo data or guessable passwords; the
// reasons are printed in Spanish and the process exits with code 1 (server/index.ts). `npm start` does not set
// NODE_ENV: the first-run demo stays one command away (README «Producción»).
import type { Config } from './config';
import { moduleServers } from './modules';
import type { Db } from './db/types';

/** Passwords too common to accept for the first administrator (compared without case). */
const COMMON = [
  'password',
  'contraseña',
  'contrasena',
  'administrador',
  'admin1234',
  'admin12345',
  'changeme',
  'cambiame',
  '12345678',
  '123456789',
  '1234567890',
  'qwerty123',
  'inmobiliaria',
  'demo',
  'clave',
];
const MIN_LENGTH = 12;

function weakPassword(password: string, user: string): string | null {
  const lower = password.toLowerCase();
  if (password.length < MIN_LENGTH) return `tiene menos de ${MIN_LENGTH} caracteres`;
  if (COMMON.some((c) => lower.includes(c))) return 'contiene una contraseña conocida';
  if (user && lower.includes(user.toLowerCase())) return 'contiene el nombre de usuario';
  if (new Set(password).size < 5) return 'repite muy pocos caracteres distintos';
  return null;
}

/** What makes the configuration unsafe for production (empty when it is fine or NODE_ENV is not production). */
export function unsafeConfiguration(config: Config, env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (env.SEED !== 'none') problems.push(`SEED=${env.SEED ?? 'demo'} (por defecto «demo») cargaría datos y usuarios de demostración: use SEED=none.`);
  if (env.DEMO_PASSWORD) problems.push('DEMO_PASSWORD es solo para la demostración: quítela.');
  if (config.adminPassword) {
    const weak = weakPassword(config.adminPassword, config.adminUser ?? '');
    if (weak) problems.push(`ADMIN_PASSWORD ${weak}: elija una de ${MIN_LENGTH} caracteres o más, difícil de adivinar.`);
  }
  return problems;
}

/**
 * A database that already holds the demo's users (seeded once without NODE_ENV=production): the accounts the modules'
 * demos declare as only theirs (`demo.accounts.demoOnly`, the users module's agents).
 */
export async function demoUsersPresent(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  if (env.NODE_ENV !== 'production') return [];
  const names = Object.values(moduleServers).flatMap((s) => s.demo?.accounts?.demoOnly ?? []);
  if (!names.length) return [];
  const found = await db
    .selectFrom('usuarios')
    .select('usuario')
    .where('usuario', 'in', names)
    .where('estado', '=', 'activo')
    .orderBy('id_usuario')
    .execute();
  return found.length >= 2
    ? [`La base de datos tiene los usuarios de demostración (${found.map((r) => r.usuario).join(', ')}): desactívelos o empiece con una base vacía.`]
    : [];
}
