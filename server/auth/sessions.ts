// Opaque bearer tokens: 256 random bits, stored only as a SHA-256 hash, valid 24 h, revocable, lockable.
import crypto from 'node:crypto';
import { runShaped } from '../db/queryShapes';
import { must } from '../../src/lib/must';
import type { Db, TableRowOf } from '../db/types';

export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export interface SessionUser {
  readonly id: number;
  readonly sessionId: number;
  readonly tipo: string;
  readonly locked: boolean;
  /** The user's row as stored (the password hash included: never sent as it is). */
  readonly row: TableRowOf<'usuarios'>;
}

export type SessionProblem = 'invalid' | 'expired' | 'revoked' | 'inactive';

export async function createSession(db: Db, idUsuario: number, ttlMs: number, ip: string): Promise<{ token: string; expira: string }> {
  const token = newToken();
  const now = new Date();
  const expira = new Date(now.getTime() + ttlMs).toISOString();
  await db
    .insertInto('sesiones')
    .values({ token_hash: hashToken(token), id_usuario: idUsuario, creado_en: now.toISOString(), expira_en: expira, bloqueada: 0, ip })
    .execute();
  return { token, expira };
}

export async function resolveSession(db: Db, token: string): Promise<SessionUser | SessionProblem> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return 'invalid';
  // One query per request: the session and its user together (the user's columns, then the session's own).
  const [found] = await runShaped(db, 'session', [hashToken(token)], (values) =>
    db
      .selectFrom('sesiones as s')
      .leftJoin('usuarios as u', 'u.id_usuario', 's.id_usuario')
      .selectAll('u')
      .select([
        's.id_sesion as s_id_sesion',
        's.revocada_en as s_revocada_en',
        's.expira_en as s_expira_en',
        's.bloqueada as s_bloqueada',
        'u.id_usuario as u_id',
      ])
      .where('s.token_hash', '=', must(values[0], 'el hash del token')),
  );
  if (!found) return 'invalid';
  const { s_id_sesion, s_revocada_en, s_expira_en, s_bloqueada, u_id, ...user } = found;
  if (s_revocada_en) return 'revoked';
  if (s_expira_en <= new Date().toISOString()) return 'expired';
  if (u_id === null || user.estado !== 'activo') return 'inactive';
  // The left join types every user column as nullable; a found u_id means the whole user row is there.
  const row = user as TableRowOf<'usuarios'>;
  return { id: u_id, sessionId: s_id_sesion, tipo: row.tipo, locked: s_bloqueada === 1, row };
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.updateTable('sesiones').set({ revocada_en: new Date().toISOString() }).where('id_sesion', '=', sessionId).execute();
}

/** Ends every open session of a user (deactivation, password reset), optionally keeping one. */
export async function revokeUserSessions(db: Db, idUsuario: number, keepSessionId?: number): Promise<void> {
  let q = db
    .updateTable('sesiones')
    .set({ revocada_en: new Date().toISOString() })
    .where('id_usuario', '=', idUsuario)
    .where('revocada_en', 'is', null);
  if (keepSessionId !== undefined) q = q.where('id_sesion', '!=', keepSessionId);
  await q.execute();
}

export async function setSessionLocked(db: Db, sessionId: number, locked: boolean): Promise<void> {
  await db
    .updateTable('sesiones')
    .set({ bloqueada: locked ? 1 : 0 })
    .where('id_sesion', '=', sessionId)
    .execute();
}
