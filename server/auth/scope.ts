// Routes are closed by default (issue 27): every route of the API except the public ones (server/routes/public.ts)
// is registered inside `authenticatedScope`, whose hooks resolve the caller's session before any handler runs and
// set `request.user`. A route says who may call it in its `config`:
//   config: { roles: ['Administrador'] }   only these roles (403 for the others; default: any signed-in user)
//   config: { allowLocked: true }          answers while the screen is locked (423 otherwise)
// A request without the Authorization header is refused before anything else is done, unless its token may still
// come in its body: a form (or JSON) POST may carry it in the `authorization` field (API.md), read once the body is
// parsed and before validation; an upload sends it as a multipart field before its files, resolved by the upload
// (uploads/multipart.ts `uploadUser`) with the same checks before it reads any file.
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { canAccess } from '../../src/framework/access';
import { ROLES, type Action, type ModuleSchema, type Role } from '../../src/framework/schema';
import type { MessageKey } from '../../src/i18n/keys';
import type { Db } from '../db/types';
import { ApiError, t, unauthorized } from '../http';
import { signedInOperation } from '../openapi';
import { bearerOf, locked, tokenOf } from './guard';
import { resolveSession, type SessionUser } from './sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The roles that may call the route (403 for any other); absent: every signed-in user. */
    readonly roles?: readonly Role[];
    /** The refusal's message when it is not the generic one. */
    readonly refusal?: MessageKey;
    /** The route answers while the session's screen is locked (sign-out, lock, unlock, the session's identity). */
    readonly allowLocked?: boolean;
    /** A multipart upload: its token may come as a field before the files, resolved by the handler (uploadUser). */
    readonly upload?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in caller: set before the handler of every route of the authenticated scope (never in public ones). */
    user: SessionUser;
    /** An upload's token, sent as a field before its files: authorized like the hook does it (sets `user`). */
    authorizeToken(token: string | undefined): Promise<SessionUser>;
  }
}

/** `config` of a route only administrators may call. */
export const ADMIN_ONLY = { roles: ['Administrador'] } as const satisfies FastifyContextConfig;

/** `config` of a route for the roles that may do `action` on a module, as its schema declares them (an 'own' right counts). */
export function allowedTo(schema: ModuleSchema, action: Action): { readonly roles: readonly Role[] } {
  return { roles: ROLES.filter((role) => canAccess(role, schema, action)) };
}

const isMultipart = (request: FastifyRequest) => /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');

/**
 * Whether the token may still come in the body: a POST or PUT whose form (or JSON) body can hold the `authorization`
 * field, or an upload's multipart body. Anything else without the header is refused before its body is read.
 */
function tokenMayFollow(request: FastifyRequest): boolean {
  if (request.method !== 'POST' && request.method !== 'PUT' && request.method !== 'PATCH') return false;
  const type = request.headers['content-type'] ?? '';
  return /^application\/(x-www-form-urlencoded|json)\b/i.test(type) || (request.routeOptions.config.upload === true && isMultipart(request));
}

/**
 * The caller of `token` for this route: 401 (no, forged, expired or revoked token, inactive user), 423 (locked
 * screen, unless the route allows it), 403 (a role the route does not declare). Sets `request.user`.
 */
export async function authorize(db: Db, request: FastifyRequest, token: string | undefined): Promise<SessionUser> {
  if (!token) throw unauthorized();
  const user = await resolveSession(db, token);
  if (typeof user === 'string') throw unauthorized();
  const config = request.routeOptions.config;
  if (user.locked && !config.allowLocked) throw locked();
  if (config.roles && !config.roles.some((role) => role === user.tipo)) throw new ApiError(403, t(config.refusal ?? 'app.errors.forbidden'));
  request.user = user;
  return user;
}

/** Registers the API's signed-in routes: `register` adds them to a scope where each request is authorized first. */
export async function authenticatedScope(api: FastifyInstance, db: Db, register: (scope: FastifyInstance) => void | Promise<void>) {
  await api.register(async (scope) => {
    scope.addHook('onRoute', signedInOperation);
    scope.decorateRequest('user');
    scope.decorateRequest('authorizeToken', function (this: FastifyRequest, token: string | undefined) {
      return authorize(db, this, token);
    });
    scope.addHook('onRequest', async (request) => {
      const bearer = bearerOf(request);
      if (bearer !== undefined) await authorize(db, request, bearer);
      else if (!tokenMayFollow(request)) throw unauthorized();
    });
    scope.addHook('preValidation', async (request) => {
      if (request.user) return;
      // An upload reads its fields first and calls uploadUser before its first file.
      if (request.routeOptions.config.upload && isMultipart(request)) return;
      await authorize(db, request, tokenOf(request));
    });
    await register(scope);
  });
}
