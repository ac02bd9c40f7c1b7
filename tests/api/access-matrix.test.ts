// The access matrix, generated from the registry: every module × endpoint × kind of caller.
// A new module in src/resources/registry.ts is covered here without new test code.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import { canAccess } from '../../src/framework/access';
import type { Action, ModuleSchema, Role } from '../../src/framework/schema';
import { modules } from '../../src/resources/registry';
import { alterSession, expectError, get, login, post, startApp, type Reply, type TestApp } from './helpers';

type Caller = 'sin token' | 'token falsificado' | 'token expirado' | 'token revocado' | 'sesión bloqueada' | Role;
const CALLERS: readonly Caller[] = ['sin token', 'token falsificado', 'token expirado', 'token revocado', 'sesión bloqueada', 'Agente', 'Administrador'];

const NO_SUCH_ID = 999999;

interface Endpoint {
  readonly name: 'listado' | 'detalle' | 'registrar' | 'actualizar' | 'eliminar';
  readonly action: Action;
  /** Calls the endpoint as `token` (GET: Bearer header; POST: `authorization` field). Writes target no real row. */
  call(app: App, m: ModuleSchema, token: string | undefined): Promise<Reply>;
}

const ENDPOINTS: readonly Endpoint[] = [
  { name: 'listado', action: 'list', call: (app, m, token) => get(app, `/api/${m.name}/listado`, token) },
  { name: 'detalle', action: 'show', call: (app, m, token) => get(app, `/api/${m.name}/detalle/1`, token) },
  // An empty record: 400 for modules with required fields (or 201 for one without): never a role or session answer.
  { name: 'registrar', action: 'create', call: (app, m, token) => post(app, `/api/${m.name}/registrar`, { json: {} }, token) },
  { name: 'actualizar', action: 'edit', call: (app, m, token) => post(app, `/api/${m.name}/actualizar`, { json: { [m.key]: NO_SUCH_ID } }, token) },
  { name: 'eliminar', action: 'delete', call: (app, m, token) => post(app, `/api/${m.name}/eliminar`, { id: String(NO_SUCH_ID) }, token) },
];

/** The endpoints a module serves: reads always; writes unless readOnly; eliminar unless noDelete. */
function endpointsOf(m: ModuleSchema): Endpoint[] {
  return ENDPOINTS.filter((e) => {
    if (e.name === 'listado' || e.name === 'detalle') return true;
    if (m.readOnly) return false;
    return !(e.name === 'eliminar' && m.noDelete);
  });
}

type Expected = 401 | 423 | 403 | 'allowed';

function expected(caller: Caller, m: ModuleSchema, action: Action): Expected {
  switch (caller) {
    case 'sin token':
    case 'token falsificado':
    case 'token expirado':
    case 'token revocado':
      return 401;
    case 'sesión bloqueada':
      return 423;
    default:
      return canAccess(caller, m, action) ? 'allowed' : 403;
  }
}

interface Cell {
  readonly module: ModuleSchema;
  readonly endpoint: Endpoint;
  readonly caller: Caller;
  readonly expect: Expected;
}

const cells: Cell[] = modules.flatMap((m) =>
  endpointsOf(m).flatMap((endpoint) => CALLERS.map((caller) => ({ module: m, endpoint, caller, expect: expected(caller, m, endpoint.action) }))),
);

let env: TestApp;
const tokens = new Map<Caller, string | undefined>();

beforeAll(async () => {
  env = await startApp();
  const { app } = env;
  // Session states are prepared on administrator sessions, so a refusal can only come from the session itself.
  const [agente, administrador, expirado, revocado, bloqueado] = await Promise.all([
    login(app, 'agente'), login(app, 'admin'), login(app, 'admin'), login(app, 'admin'), login(app, 'admin'),
  ]);
  await alterSession(app, expirado, { expira_en: new Date(Date.now() - 60_000).toISOString() });
  await alterSession(app, revocado, { revocada_en: new Date().toISOString() });
  await alterSession(app, bloqueado, { bloqueada: 1 });
  tokens.set('sin token', undefined);
  tokens.set('token falsificado', crypto.randomBytes(32).toString('base64url'));
  tokens.set('token expirado', expirado);
  tokens.set('token revocado', revocado);
  tokens.set('sesión bloqueada', bloqueado);
  tokens.set('Agente', agente);
  tokens.set('Administrador', administrador);
});

afterAll(async () => {
  await env?.close();
});

describe('access matrix (generated from the registry)', () => {
  it('covers every module of the registry', () => {
    expect(new Set(cells.map((c) => c.module.name))).toEqual(new Set(modules.map((m) => m.name)));
    expect(cells.length).toBeGreaterThanOrEqual(modules.length * 2 * CALLERS.length);
  });

  it.each(cells.map((c) => [`${c.module.name} ${c.endpoint.name} · ${c.caller} → ${c.expect === 'allowed' ? 'permitido' : c.expect}`, c] as const))(
    '%s',
    async (_name, cell) => {
      const r = await cell.endpoint.call(env.app, cell.module, tokens.get(cell.caller));
      if (cell.expect === 'allowed') {
        expect([401, 403, 423], r.text).not.toContain(r.status);
        expect(r.status, r.text).toBeLessThan(500);
        if (r.status >= 400) expectError(r, r.status);
        else expect(r.body.status).toBe('success');
      } else {
        expectError(r, cell.expect);
        expect(r.body.data).toBeUndefined();
      }
    },
  );
});

// Hand-written calls of the Sistema area, with the same callers.
interface Extra {
  readonly name: string;
  /** Who may call it: a module action (checked with canAccess) or 'any' authenticated role. */
  readonly needs: { readonly module: ModuleSchema; readonly action: Action } | 'any';
  readonly allowLocked?: boolean;
  call(app: App, token: string | undefined): Promise<Reply>;
}

const usuarios = modules.find((m) => m.name === 'usuarios') as ModuleSchema;
const EXTRAS: readonly Extra[] = [
  { name: 'GET /sesion', needs: 'any', allowLocked: true, call: (app, token) => get(app, '/api/sesion', token) },
  { name: 'GET /perfil', needs: 'any', call: (app, token) => get(app, '/api/perfil', token) },
  { name: 'GET /perfil/actividad', needs: 'any', call: (app, token) => get(app, '/api/perfil/actividad', token) },
  { name: 'POST /perfil/actualizar', needs: 'any', call: (app, token) => post(app, '/api/perfil/actualizar', { json: {} }, token) },
  { name: 'POST /usuarios/activar', needs: { module: usuarios, action: 'edit' }, call: (app, token) => post(app, '/api/usuarios/activar', { id: String(NO_SUCH_ID) }, token) },
  { name: 'POST /usuarios/desactivar', needs: { module: usuarios, action: 'edit' }, call: (app, token) => post(app, '/api/usuarios/desactivar', { id: String(NO_SUCH_ID) }, token) },
  {
    name: 'POST /usuarios/restablecer', needs: { module: usuarios, action: 'edit' },
    call: (app, token) => post(app, '/api/usuarios/restablecer', { json: { id_usuario: NO_SUCH_ID, password: 'una-clave-valida' } }, token),
  },
];

function expectedExtra(caller: Caller, extra: Extra): Expected {
  if (caller === 'sesión bloqueada') return extra.allowLocked ? 'allowed' : 423;
  if (caller !== 'Agente' && caller !== 'Administrador') return 401;
  if (extra.needs === 'any') return 'allowed';
  return canAccess(caller, extra.needs.module, extra.needs.action) ? 'allowed' : 403;
}

describe('hand-written Sistema calls', () => {
  const extraCells = EXTRAS.flatMap((extra) => CALLERS.map((caller) => ({ extra, caller, expect: expectedExtra(caller, extra) })));
  it.each(extraCells.map((c) => [`${c.extra.name} · ${c.caller} → ${c.expect === 'allowed' ? 'permitido' : c.expect}`, c] as const))(
    '%s',
    async (_name, cell) => {
      const r = await cell.extra.call(env.app, tokens.get(cell.caller));
      if (cell.expect === 'allowed') {
        expect([401, 403, 423], r.text).not.toContain(r.status);
        expect(r.status, r.text).toBeLessThan(500);
      } else {
        expectError(r, cell.expect);
      }
    },
  );
});
