// The session token of a request (Authorization: Bearer on GETs, `authorization` form field on POSTs; either is
// accepted on every call) and the role helpers. Who may call a route is checked once, by the authenticated scope's
// hooks (scope.ts), before its handler runs.
import type { FastifyRequest } from 'fastify';
import { ApiError, t } from '../http';
import type { SessionUser } from './sessions';
import { isRecord } from '../../src/lib/guards';

/** The token of the Authorization header (`Bearer …`), if any. */
export function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return undefined;
}

/** The header's token, else the `authorization` field of a parsed form body. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const bearer = bearerOf(request);
  if (bearer !== undefined) return bearer;
  const body = request.body;
  if (isRecord(body)) {
    const field = body.authorization;
    if (typeof field === 'string' && field !== '') return field.startsWith('Bearer ') ? field.slice(7) : field;
  }
  return undefined;
}

export const locked = () => new ApiError(423, t('app.errors.locked'));

export function isAdmin(user: SessionUser): boolean {
  return user.tipo === 'Administrador';
}
