// Resolves the caller of a request from its token (Authorization: Bearer on GETs, `authorization` form field
// on POSTs; either is accepted on every call).
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/types';
import { ApiError, t, unauthorized } from '../http';
import { resolveSession, type SessionUser } from './sessions';
import { isRecord } from '../../src/lib/guards';

export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  const body = request.body;
  if (isRecord(body)) {
    const field = body.authorization;
    if (typeof field === 'string' && field !== '') return field.startsWith('Bearer ') ? field.slice(7) : field;
  }
  return undefined;
}

export const locked = () => new ApiError(423, t('app.errors.locked'));

/** The caller, or 401 (no, forged, expired or revoked token, inactive user) / 423 (locked screen). */
export async function requireUser(db: Db, request: FastifyRequest, opts: { allowLocked?: boolean } = {}): Promise<SessionUser> {
  const token = tokenOf(request);
  if (!token) throw unauthorized();
  const user = await resolveSession(db, token);
  if (typeof user === 'string') throw unauthorized();
  if (user.locked && !opts.allowLocked) throw locked();
  return user;
}

export function isAdmin(user: SessionUser): boolean {
  return user.tipo === 'Administrador';
}

/** The caller, when an administrator (403 otherwise). */
export function onlyAdmin(user: SessionUser): SessionUser {
  if (!isAdmin(user)) throw new ApiError(403, t('app.errors.forbidden'));
  return user;
}
