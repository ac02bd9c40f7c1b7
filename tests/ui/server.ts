// The real API in-process for UI tests: one app per test file (buildApp on a temp SQLite DATA_DIR, migrated once,
// SEED=none), the browser's `fetch` answered by app.inject — so the views call the app's real dataProvider (either
// dialect), which calls the real server. Rows go in through the record factories (the API) in the file's seed; the
// module tables are brought back to the seeded rows before each test, so every test starts from the same data.
import './nodeRealm';
import { isDeepStrictEqual } from 'node:util';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { buildApp, type App } from '#server/app';
import { connect, type Connection } from '#server/db/connect';
import { migrate } from '#server/db/migrate';
import { createModuleTable } from '#server/db/schemaTable';
import { seedIfEmpty } from '#server/db/seed';
import { moduleServers, type ModuleServers } from '#server/modules';
import { anyTable, type AnyDb, type Db, type Row } from '#server/db/types';
import { saveLogin, type Identity } from '../../src/authProvider/session';
import { apiUrl } from '../../src/dataProvider/http';
import type { ModuleSchema } from '../../src/framework/schema';
import { modules as registryModules } from '../../src/resources/registry';
import { DEMO_PASSWORD, expectSuccess, get, loginReply, post, removeTestData, tempDir, testConfig } from '../api/helpers';
import { createRecord, type FactoryContext } from '../support/recordFactories';

export { DEMO_PASSWORD };

export interface ServerOptions {
  /** Modules declared only in the test file: served beside the registry's, their tables made from their schemas. */
  readonly extraModules?: readonly ModuleSchema[];
  /** Their server sides (hooks, routes), by module name, beside the discovered ones (server/modules). */
  readonly extraServers?: ModuleServers;
  /** The login of the seed's only user, an administrator (SEED=none); its password is DEMO_PASSWORD. */
  readonly admin?: string;
  /** Puts the file's rows in place once, before the first test (and logs in the users the tests act as). */
  readonly seed?: (server: InProcessServer) => Promise<void>;
}

/** A request as the server received it: the decoded write payload (form `json` field or REST body), else the form. */
export interface Received {
  readonly method: string;
  /** The path under the API's base, e.g. '/glosario/registrar' or '/rest/glosario/2'. */
  readonly path: string;
  /** The query string, '?' and all ('' when none). */
  readonly query: string;
  readonly data: unknown;
  /** The status the server answered with. */
  readonly status: number;
}

/** A create or update of a module as it reached the server, in either dialect (the record's key left out). */
export interface Write {
  readonly mode: 'create' | 'update';
  readonly data: Record<string, unknown>;
}

interface Session {
  readonly token: string;
  readonly identity: Identity;
}

interface Running {
  readonly app: App;
  readonly connection: Connection;
  readonly dir: string;
  readonly ctx: FactoryContext;
  readonly sessions: Map<string, Session>;
  baseline?: Baseline;
}

type Baseline = ReadonlyMap<string, { readonly key: string; readonly rows: ReadonlyMap<string, Row> }>;

async function loginSession(app: App, usuario: string, password: string = DEMO_PASSWORD): Promise<Session> {
  const r = await loginReply(app, usuario, password);
  if (r.status !== 200 || typeof r.body?.token !== 'string') throw new Error(`login ${usuario} falló: ${r.status} ${r.text}`);
  return { token: r.body.token as string, identity: r.body.identity as Identity };
}

/** The body fetch was given, as the text inject sends. */
function bodyText(body: BodyInit | null | undefined): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  throw new Error('tests/ui/server.ts: tipo de cuerpo no previsto en una petición de la interfaz');
}

function headerObject(init: HeadersInit | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(init).forEach((value, name) => {
    out[name] = value;
  });
  return out;
}

function responseOf(res: LightMyRequestResponse): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, String(v));
  }
  const empty = res.statusCode === 204 || res.statusCode === 304;
  return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
}

function decode(contentType: string | undefined, body: string | undefined): unknown {
  if (body === undefined || body === '') return undefined;
  if (contentType?.startsWith('application/json')) return JSON.parse(body) as unknown;
  const form = new URLSearchParams(body);
  const json = form.get('json');
  return json === null ? Object.fromEntries(form) : (JSON.parse(json) as unknown);
}

const isRow = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The rows of every module table (views aside), by key: what reset brings each test back to. */
async function takeBaseline(db: AnyDb, modules: readonly ModuleSchema[]): Promise<Baseline> {
  const out = new Map<string, { key: string; rows: Map<string, Row> }>();
  for (const m of modules) {
    if (m.viewOf) continue;
    const rows = await db.selectFrom(m.name).selectAll().execute();
    out.set(m.name, { key: m.key, rows: new Map(rows.map((r) => [String(r[m.key]), r])) });
  }
  return out;
}

/**
 * Back to the baseline: rows added since are deleted, changed ones written back, deleted ones put back. Foreign keys
 * are checked at the commit (a test's row may point at another of its rows). Only what differs is written, so a
 * test that wrote nothing leaves the data version (and the server's kept list answers) as they were.
 */
async function restore(db: Db, baseline: Baseline): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`pragma defer_foreign_keys = on`.execute(trx);
    const any = anyTable(trx);
    for (const [table, { key, rows }] of baseline) {
      const seen = new Set<string>();
      const added: unknown[] = [];
      for (const row of await any.selectFrom(table).selectAll().execute()) {
        const id = String(row[key]);
        const was = rows.get(id);
        if (!was) added.push(row[key]);
        else if (!isDeepStrictEqual({ ...row }, { ...was })) await any.updateTable(table).set(was).where(key, '=', row[key]).execute();
        seen.add(id);
      }
      for (let i = 0; i < added.length; i += 500)
        await any
          .deleteFrom(table)
          .where(key, 'in', added.slice(i, i + 500))
          .execute();
      for (const [id, was] of rows) if (!seen.has(id)) await any.insertInto(table).values(was).execute();
    }
  });
}

/** The server of a test file, usable from its beforeAll on (withServer starts it and stops it). */
export class InProcessServer {
  private running: Running | undefined;
  private readonly log: Received[] = [];
  readonly modules: readonly ModuleSchema[];

  constructor(private readonly options: ServerOptions = {}) {
    this.modules = [...registryModules, ...(options.extraModules ?? [])];
  }

  private get state(): Running {
    if (!this.running) throw new Error('tests/ui/server.ts: el servidor de la prueba aún no ha arrancado (withServer, beforeAll)');
    return this.running;
  }

  get app(): App {
    return this.state.app;
  }

  get db(): Db {
    return this.state.connection.db;
  }

  /** An administrator's token on the app: what the record factories put rows in place with. */
  get ctx(): FactoryContext {
    return this.state.ctx;
  }

  async start(): Promise<void> {
    const dir = tempDir();
    const admin = this.options.admin ?? 'admin';
    const config = testConfig(dir, { SEED: 'none', ADMIN_USER: admin, ADMIN_PASSWORD: DEMO_PASSWORD });
    const connection = connect(config);
    let app: App | undefined;
    try {
      await migrate(connection.db, connection.dialect);
      for (const m of this.options.extraModules ?? []) await createModuleTable(connection.db, connection.dialect, m, this.modules);
      app = await buildApp(config, {
        logger: false,
        connection,
        modules: this.modules,
        moduleServers: { ...moduleServers, ...this.options.extraServers },
      });
      await seedIfEmpty(connection.db, config);
      const session = await loginSession(app, admin);
      this.running = { app, connection, dir, sessions: new Map([[admin, session]]), ctx: { app, admin: session.token } };
    } catch (e) {
      await app?.close();
      await connection.close();
      removeTestData(dir);
      throw e;
    }
    await this.options.seed?.(this);
    this.running.baseline = await takeBaseline(anyTable(connection.db), this.modules);
  }

  async stop(): Promise<void> {
    const running = this.running;
    this.running = undefined;
    if (!running) return;
    await running.app.close();
    await running.connection.close();
    removeTestData(running.dir);
  }

  /** Back to the seeded rows, an empty request log, `fetch` answered by the app and the administrator signed in. */
  async reset(): Promise<void> {
    const { baseline } = this.state;
    if (baseline) await restore(this.db, baseline);
    this.log.length = 0;
    vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => this.fetch(input, init));
    this.signIn(this.options.admin ?? 'admin');
  }

  /** From now on no request whose address holds `part` (e.g. '/listado') is ever answered; the others are. */
  neverAnswer(part: string): void {
    const answered = globalThis.fetch;
    vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) =>
      String(input instanceof Request ? input.url : input).includes(part) ? new Promise<Response>(() => undefined) : answered(input, init),
    );
  }

  /** Logs `usuario` in through the API (once per file: argon2 is slow); signIn then uses the session. */
  async login(usuario: string, password: string = DEMO_PASSWORD): Promise<Session> {
    const session = await loginSession(this.app, usuario, password);
    this.state.sessions.set(usuario, session);
    return session;
  }

  /** Puts `usuario`'s session where the app's session code reads it (src/authProvider/session.ts); its identity. */
  signIn(usuario: string): Identity {
    const session = this.state.sessions.get(usuario);
    if (!session) throw new Error(`tests/ui/server.ts: '${usuario}' no inició sesión en el seed (server.login)`);
    saveLogin(session.token, session.identity);
    return session.identity;
  }

  /** A row of `module` through the record factories (the API, as the administrator); returns its key. */
  create(module: { readonly name: string; readonly key: string }, values?: Readonly<Record<string, unknown>>, owner?: number): Promise<number> {
    return createRecord(this.ctx, module, owner, values);
  }

  /** Changes a row of `module` through the API (actualizar, as the administrator). */
  async update(module: { readonly name: string; readonly key: string }, id: number, values: Readonly<Record<string, unknown>>): Promise<void> {
    expectSuccess(await post(this.app, `/api/${module.name}/actualizar`, { json: { ...values, [module.key]: id } }, this.ctx.admin));
  }

  /** Writes a stored row directly: what no client may set through the API (e.g. the creation time). */
  async patch(module: { readonly name: string; readonly key: string }, id: number, values: Readonly<Record<string, unknown>>): Promise<void> {
    await anyTable(this.db).updateTable(module.name).set(values).where(module.key, '=', id).execute();
  }

  /** The record of `module` as the API gives it back (detalle, as the administrator): values decoded, not raw columns. */
  async record(module: { readonly name: string }, id: unknown): Promise<Record<string, unknown>> {
    const r = await get(this.app, `/api/${module.name}/detalle/${String(id)}`, this.ctx.admin);
    expectSuccess(r);
    return r.body.data as Record<string, unknown>;
  }

  /** The stored row of `module` whose key is `id`, as the database holds it. */
  async row(module: { readonly name: string; readonly key: string }, id: unknown): Promise<Row | undefined> {
    return anyTable(this.db).selectFrom(module.name).selectAll().where(module.key, '=', id).executeTakeFirst();
  }

  /** The stored rows of `module` where `field` equals `value`. */
  async rowsWhere(module: { readonly name: string }, field: string, value: unknown): Promise<Row[]> {
    return anyTable(this.db).selectFrom(module.name).selectAll().where(field, '=', value).execute();
  }

  async count(module: { readonly name: string }): Promise<number> {
    const row = await anyTable(this.db)
      .selectFrom(module.name)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The requests the server received since the test began. */
  get received(): readonly Received[] {
    return this.log;
  }

  /** The creates and updates of `module` the server received, in either dialect. */
  writes(module: { readonly name: string; readonly key: string }): Write[] {
    const out: Write[] = [];
    for (const r of this.log) {
      if (!isRow(r.data)) continue;
      const { [module.key]: _key, ...data } = r.data;
      const rest = r.path.startsWith(`/rest/${module.name}`);
      if (r.path === `/${module.name}/registrar` || (rest && r.method === 'POST')) out.push({ mode: 'create', data: r.data });
      else if (r.path === `/${module.name}/actualizar` || (rest && r.method === 'PUT')) out.push({ mode: 'update', data });
    }
    return out;
  }

  /** What the browser's fetch gets: the request given to app.inject, its answer as a Response. */
  async fetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request ? request.url : String(input), 'http://localhost');
    const method = (init.method ?? request?.method ?? 'GET').toUpperCase();
    const headers = headerObject(init.headers ?? request?.headers);
    const payload = bodyText(init.body) ?? (request && method !== 'GET' ? await request.text() : undefined);
    if (init.body instanceof URLSearchParams) headers['content-type'] ??= 'application/x-www-form-urlencoded;charset=UTF-8';
    const res = await this.app.inject({ method: method as InjectOptions['method'], url: `${url.pathname}${url.search}`, headers, payload });
    if (url.pathname.startsWith(apiUrl)) {
      const path = url.pathname.slice(apiUrl.length);
      this.log.push({ method, path, query: url.search, data: decode(headers['content-type'], payload), status: res.statusCode });
    }
    return responseOf(res);
  }
}

/**
 * The in-process server of the enclosing describe (or file): started in beforeAll, the data brought back and the
 * administrator signed in before each test, `fetch` given back after it, stopped in afterAll.
 */
export function withServer(options: ServerOptions = {}): InProcessServer {
  const server = new InProcessServer(options);
  beforeAll(() => server.start(), 60_000);
  beforeEach(() => server.reset());
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  afterAll(() => server.stop());
  return server;
}
