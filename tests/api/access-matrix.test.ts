// The access matrix: what each role may do on each module, WRITTEN BY HAND from DOMAIN.md («Who may do what»),
// seed-spec §6 and the README's product decisions, then checked against the running API. The expectations never
// come from `canAccess` or the schemas: a wrong rule in a schema fails here. A module in the registry without a
// line in EXPECTED fails too, with the line to add. The generic endpoints are checked in both dialects (dialects.ts):
// the access rules do not depend on the database, so the form dialect's matrix runs on SQLite and the REST one's on
// PostgreSQL (the api-pg run) — each dialect and each database once.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app';
import type { ModuleSchema } from '../../src/framework/schema';
import { modules } from '../../src/resources/registry';
import { alterSession, expectError, expectSuccess, get, login, post, startApp, userId, type Reply, type TestApp } from './helpers';
import { DIALECTS, type Dialect } from './dialects';
import { onPostgresRun } from './testDb';
import { createRecord, FACTORIES, type FactoryContext } from '../support/recordFactories';

// Per role, five letters for  listado · detalle · registrar · actualizar · eliminar:
//   S  allowed: 2xx                      N  refused by role: 403
//   P  own rows only: 2xx on the caller's row, 403 on another agent's (ofertantes, demandantes, citas; the
//      autoresponder: messages of the agent's own demandantes)
//   C  the role may, but the generic endpoint refuses every record: 409 (rows come from elsewhere)
//   -  endpoint not served (readOnly views and logs; modules whose rows are never deleted): 404
type Letter = 'S' | 'N' | 'P' | 'C' | '-';
type Rights = `${Letter}${Letter}${Letter}${Letter}${Letter}`;
type Row = readonly [agente: Rights, administrador: Rights];

/** One line per module. New modules (blog, argumentosventa, controlmedios, Reportes…) add theirs here. */
const EXPECTED: Readonly<Record<string, Row>> = {
  //                     Agente   Administrador
  ofertantes: ['SSSPP', 'SSSSS'], // agents read everyone's, create, edit/delete their own
  demandantes: ['SSSPP', 'SSSSS'],
  citas: ['SSSPP', 'SSSSS'],
  autoresponder: ['SSNP-', 'SSCS-'], // generated, never typed in; the demandante's agent edits; never deleted
  cambioso: ['NN---', 'SS---'], // Cambios: administrators only, a read-only log
  cambiosd: ['NN---', 'SS---'],
  controlllaves: ['SSNNN', 'SSSSS'], // Documentos: agents read only
  controlcontratos: ['SSNNN', 'SSSSS'],
  controlregistros: ['NNNNN', 'SSSSS'], // Legal: administrators only
  corredores: ['SSNNN', 'SSSSS'], // Directorios: agents read only
  llaves: ['SSNNN', 'SSSSS'], // the key inventory: agents read it (their loans and citas show it)
  usuarios: ['NNNNN', 'SSSSS'], // Sistema: administrators only
  etiquetas: ['NNNNN', 'SSSSS'],
  glosario: ['NNNNN', 'SSSSS'],
  blog: ['NNNNN', 'SSSSS'], // Publicidad: administrators only
  argumentosventa: ['NNNNN', 'SSSSS'], // agents read them through the property (por-tipo), not here
  controlmedios: ['NNNNN', 'SSSSS'],
  libroreclamaciones: ['NNNN-', 'SSCS-'], // filed only from the public form; never deleted
  actividadsistema: ['NN---', 'SS---'], // a read-only log
  agentes: ['SS---', 'SS---'], // a read-only view of the agents
  turnos: ['SSNNN', 'SSSSS'], // agents read, administrators write
};

const ACTIONS = ['listado', 'detalle', 'registrar', 'actualizar', 'eliminar'] as const;
type EndpointName = (typeof ACTIONS)[number];
type RoleName = 'Agente' | 'Administrador';
const ROLES: readonly RoleName[] = ['Agente', 'Administrador'];

function letter(m: ModuleSchema, role: RoleName, action: EndpointName): Letter {
  const row = EXPECTED[m.name];
  if (!row) throw new Error(`sin fila para ${m.name}`);
  return row[role === 'Agente' ? 0 : 1][ACTIONS.indexOf(action)] as Letter;
}

/** The line a missing module needs (a starting point read off its schema: check it against DOMAIN.md). */
function missingLine(m: ModuleSchema): string {
  const one = (role: RoleName) => {
    const p = m.access[role];
    const w = (rule: boolean | 'own' | undefined, served: boolean) => (!served ? '-' : rule === 'own' ? 'P' : rule ? 'S' : 'N');
    return `${p.read ? 'S' : 'N'}${p.read ? 'S' : 'N'}${w(p.create, !m.readOnly)}${w(p.update, !m.readOnly)}${w(p.delete, !m.readOnly && !m.noDelete)}`;
  };
  return `  ${`${m.name}:`.padEnd(21)}['${one('Agente')}', '${one('Administrador')}'],`;
}

type Caller = 'sin token' | 'token falsificado' | 'token expirado' | 'token revocado' | 'sesión bloqueada';
const REFUSED_CALLERS: readonly (readonly [Caller, 401 | 423])[] = [
  ['sin token', 401],
  ['token falsificado', 401],
  ['token expirado', 401],
  ['token revocado', 401],
  ['sesión bloqueada', 423],
];

const NO_SUCH_ID = 999999;

let env: TestApp;
let ctx: FactoryContext;
const tokens = new Map<Caller | RoleName, string | undefined>();
let agenteId: number;
let otroAgenteId: number;

beforeAll(async () => {
  env = await startApp();
  const { app } = env;
  // Session states are prepared on administrator sessions, so a refusal can only come from the session itself.
  const [agente, administrador, expirado, revocado, bloqueado] = await Promise.all([
    login(app, 'agente'),
    login(app, 'admin'),
    login(app, 'admin'),
    login(app, 'admin'),
    login(app, 'admin'),
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
  agenteId = await userId(app, 'agente');
  const otro = await app.connection.db
    .selectFrom('usuarios')
    .select('id_usuario')
    .where('tipo', '=', 'Agente')
    .where('id_usuario', '!=', agenteId)
    .orderBy('id_usuario', 'asc')
    .executeTakeFirstOrThrow();
  otroAgenteId = Number(otro.id_usuario);
  ctx = { app, admin: administrador };
});

afterAll(async () => {
  await env?.close();
});

describe('the hand-written table covers the registry', () => {
  it('has a line for every module of the registry', () => {
    const missing = modules.filter((m) => !EXPECTED[m.name]);
    const msg = missing.length
      ? `Módulos sin fila en EXPECTED (tests/api/access-matrix.test.ts). Añada, tras comprobarla con DOMAIN.md «Who may do what»:\n${missing.map(missingLine).join('\n')}`
      : '';
    expect(msg).toBe('');
  });

  it('has no line for a module that is not in the registry', () => {
    const stale = Object.keys(EXPECTED).filter((name) => !modules.some((m) => m.name === name));
    expect(stale, 'Quite estas filas de EXPECTED (tests/api/access-matrix.test.ts): el módulo ya no está en el registro').toEqual([]);
  });

  it('has a record factory for every module (tests/support/recordFactories.ts)', () => {
    expect(
      modules.filter((m) => !FACTORIES[m.name]).map((m) => m.name),
      'Añada su fábrica a FACTORIES en tests/support/recordFactories.ts',
    ).toEqual([]);
  });
});

/** Whose row a write targets: the caller's own, another agent's, or (modules without owners) any. */
type Target = 'propio' | 'ajeno' | 'cualquiera';

interface Cell {
  readonly module: ModuleSchema;
  readonly role: RoleName;
  readonly action: EndpointName;
  readonly target: Target;
  readonly expect: 'ok' | 403 | 404 | 409;
}

const known = modules.filter((m) => EXPECTED[m.name]);

const roleCells: Cell[] = known.flatMap((module) =>
  ROLES.flatMap((role) =>
    ACTIONS.flatMap((action): Cell[] => {
      const l = letter(module, role, action);
      const base = { module, role, action };
      if (l === 'P')
        return [
          { ...base, target: 'propio', expect: 'ok' },
          { ...base, target: 'ajeno', expect: 403 },
        ];
      const target: Target = module.ownerField || module.name === 'autoresponder' ? 'ajeno' : 'cualquiera';
      const outcome = { S: 'ok', N: 403, C: 409, '-': 404 } as const;
      return [{ ...base, target, expect: outcome[l] }];
    }),
  ),
);

async function call(d: Dialect, app: App, cell: Cell): Promise<Reply> {
  const { module: m, role, action } = cell;
  const token = tokens.get(role);
  const factory = FACTORIES[m.name];
  if (!factory) throw new Error(`sin fábrica para ${m.name}`);
  const owner = cell.target === 'propio' ? (role === 'Agente' ? agenteId : undefined) : cell.target === 'ajeno' ? otroAgenteId : undefined;
  const served = cell.expect !== 404;
  switch (action) {
    case 'listado':
      return d.list(app, m.name, token);
    case 'detalle':
      return d.show(app, m.name, await createRecord(ctx, m, owner), token);
    case 'registrar': {
      const body = served ? await factory.valid(ctx, role === 'Agente' && m.ownerField ? agenteId : undefined) : {};
      return d.create(app, m.name, body, token);
    }
    case 'actualizar': {
      const id = served ? await createRecord(ctx, m, owner) : NO_SUCH_ID;
      return d.update(app, m.name, id, factory.change(), token);
    }
    case 'eliminar': {
      const id = served ? await createRecord(ctx, m, owner) : NO_SUCH_ID;
      return d.remove(app, m.name, id, token);
    }
  }
}

const MATRIX_DIALECTS = DIALECTS.filter((d) => d.name === (onPostgresRun ? 'rest' : 'form'));

describe.each(MATRIX_DIALECTS)('generic endpoints · $name dialect', (d) => {
  describe('each role × module × action (hand-written expectations)', () => {
    const label = (c: Cell) => (letter(c.module, c.role, c.action) === 'P' ? ` (registro ${c.target})` : '');
    it.each(roleCells.map((c) => [`${c.module.name} ${c.action} · ${c.role}${label(c)} → ${c.expect === 'ok' ? '2xx' : c.expect}`, c] as const))(
      '%s',
      async (_name, cell) => {
        const r = await call(d, env.app, cell);
        if (cell.expect === 'ok') {
          expect(r.status, r.text).toBeGreaterThanOrEqual(200);
          expect(r.status, r.text).toBeLessThan(300);
          expect(r.body?.status, r.text).toBe('success');
        } else {
          expectError(r, cell.expect);
          if (cell.expect !== 409) expect(r.body.data).toBeUndefined();
        }
      },
    );
  });

  // README: agents «no pueden asignar un registro a otro agente» — neither when creating nor when editing their own.
  describe('an agent cannot hand a record to another agent', () => {
    const owned = known.filter((m) => m.ownerField && letter(m, 'Agente', 'actualizar') === 'P');
    it.each(owned.map((m) => [m.name, m] as const))('%s: registrar and actualizar with another id_agente → 403', async (_name, m) => {
      const factory = FACTORIES[m.name];
      const field = m.ownerField;
      if (!factory || !field) throw new Error(`sin fábrica o dueño para ${m.name}`);
      const agente = tokens.get('Agente');
      expectError(await d.create(env.app, m.name, await factory.valid(ctx, otroAgenteId), agente), 403);
      const id = await createRecord(ctx, m, agenteId);
      expectError(await d.update(env.app, m.name, id, { [field]: otroAgenteId }, agente), 403);
      const r = await d.show(env.app, m.name, id, agente);
      expect(r.body.data[field]).toBe(agenteId);
    });
  });

  describe('callers without a valid session, on every served endpoint', () => {
    const cells = known.flatMap((module) =>
      ACTIONS.filter((a) => letter(module, 'Administrador', a) !== '-').flatMap((action) =>
        REFUSED_CALLERS.map(([caller, status]) => ({ module, action, caller, status })),
      ),
    );
    it.each(cells.map((c) => [`${c.module.name} ${c.action} · ${c.caller} → ${c.status}`, c] as const))('%s', async (_name, c) => {
      const token = tokens.get(c.caller);
      const m = c.module;
      const r =
        c.action === 'listado'
          ? await d.list(env.app, m.name, token)
          : c.action === 'detalle'
            ? await d.show(env.app, m.name, 1, token)
            : c.action === 'registrar'
              ? await d.create(env.app, m.name, {}, token)
              : c.action === 'actualizar'
                ? await d.update(env.app, m.name, NO_SUCH_ID, {}, token)
                : await d.remove(env.app, m.name, NO_SUCH_ID, token);
      expectError(r, c.status);
      expect(r.body.data).toBeUndefined();
    });
  });
});

// Hand-written calls of the Sistema area: who may call them, by hand as well.
interface Extra {
  readonly name: string;
  readonly agente: 'ok' | 403;
  readonly administrador: 'ok' | 403;
  readonly allowLocked?: boolean;
  call(app: App, token: string | undefined): Promise<Reply>;
}

const nuevoUsuario = async () => createRecord(ctx, { name: 'usuarios', key: 'id_usuario' });

const EXTRAS: readonly Extra[] = [
  { name: 'GET /sesion', agente: 'ok', administrador: 'ok', allowLocked: true, call: (app, token) => get(app, '/api/sesion', token) },
  { name: 'GET /perfil', agente: 'ok', administrador: 'ok', call: (app, token) => get(app, '/api/perfil', token) },
  { name: 'GET /perfil/actividad', agente: 'ok', administrador: 'ok', call: (app, token) => get(app, '/api/perfil/actividad', token) },
  {
    name: 'POST /perfil/actualizar',
    agente: 'ok',
    administrador: 'ok',
    call: (app, token) => post(app, '/api/perfil/actualizar', { json: {} }, token),
  },
  {
    name: 'POST /usuarios/desactivar',
    agente: 403,
    administrador: 'ok',
    call: async (app, token) => post(app, '/api/usuarios/desactivar', { id: String(await nuevoUsuario()) }, token),
  },
  {
    name: 'POST /usuarios/activar',
    agente: 403,
    administrador: 'ok',
    call: async (app, token) => {
      const id = await nuevoUsuario();
      expectSuccess(await post(app, '/api/usuarios/desactivar', { id: String(id) }, ctx.admin));
      return post(app, '/api/usuarios/activar', { id: String(id) }, token);
    },
  },
  {
    name: 'POST /usuarios/restablecer',
    agente: 403,
    administrador: 'ok',
    call: async (app, token) =>
      post(app, '/api/usuarios/restablecer', { json: { id_usuario: await nuevoUsuario(), password: 'una-clave-valida' } }, token),
  },
];

describe('hand-written Sistema calls', () => {
  type ExtraCell = { extra: (typeof EXTRAS)[number]; caller: Caller | RoleName; expect: 'ok' | 401 | 403 | 423 };
  const extraCells = EXTRAS.flatMap((extra): ExtraCell[] => [
    ...REFUSED_CALLERS.map(([caller, status]): ExtraCell => ({
      extra,
      caller,
      expect: caller === 'sesión bloqueada' && extra.allowLocked ? 'ok' : status,
    })),
    { extra, caller: 'Agente' as const, expect: extra.agente },
    { extra, caller: 'Administrador' as const, expect: extra.administrador },
  ]);
  it.each(extraCells.map((c) => [`${c.extra.name} · ${c.caller} → ${c.expect === 'ok' ? '2xx' : c.expect}`, c] as const))(
    '%s',
    async (_name, cell) => {
      const r = await cell.extra.call(env.app, tokens.get(cell.caller));
      if (cell.expect === 'ok') {
        expect(r.status, r.text).toBeGreaterThanOrEqual(200);
        expect(r.status, r.text).toBeLessThan(300);
      } else {
        expectError(r, cell.expect);
      }
    },
  );
});
