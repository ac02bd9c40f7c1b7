// The two dialects of the generic CRUD behind one small interface, so a test of the generic endpoints runs on
// both (describe.each(DIALECTS)): the form-encoded API of API.md (/m/listado, /m/registrar…) and the standard REST
// one of ra-data-simple-rest (/rest/m). Answers come back as the form dialect's envelope — a REST list's total read
// from Content-Range — with the raw text and headers beside it; error answers are the same envelope in both.
import { expect } from 'vitest';
import type { App } from '#server/app';
import { t } from '#server/http';
import { findModule } from '../../src/resources/registry';
import { get, post, reply, type Reply } from './helpers';

export interface ListQuery {
  readonly page?: number | string;
  readonly perPage?: number | string;
  readonly sort?: string;
  readonly order?: string;
  /** An object (sent as JSON) or raw text (sent as is). */
  readonly filter?: Readonly<Record<string, unknown>> | string;
  readonly q?: string;
  /** Anything else: a parameter the call does not take. */
  readonly [other: string]: unknown;
}

type Id = number | string;

export interface Dialect {
  readonly name: 'form' | 'rest';
  list(app: App, module: string, token: string | undefined, query?: ListQuery): Promise<Reply>;
  show(app: App, module: string, id: Id, token: string | undefined): Promise<Reply>;
  create(app: App, module: string, data: unknown, token: string | undefined): Promise<Reply>;
  /** A create whose body is this JSON text, as the client wrote it (broken, null, an array…). */
  createRaw(app: App, module: string, json: string, token: string | undefined): Promise<Reply>;
  update(app: App, module: string, id: Id, data: Readonly<Record<string, unknown>>, token: string | undefined): Promise<Reply>;
  remove(app: App, module: string, id: Id, token: string | undefined): Promise<Reply>;
  /** The refusal of a page beyond the caps (perPage over 100, page 0…). */
  readonly badPaging: string;
  /** A successful write's own answer: the form dialect's `msg`, the REST dialect's plain record. */
  expectWritten(r: Reply, msg: string): void;
}

const keyOf = (module: string) => findModule(module)?.key ?? 'id';

export const formDialect: Dialect = {
  name: 'form',
  list: (app, module, token, query = {}) => get(app, `/api/${module}/listado`, token, query),
  show: (app, module, id, token) => get(app, `/api/${module}/detalle/${id}`, token),
  create: (app, module, data, token) => post(app, `/api/${module}/registrar`, { json: data }, token),
  createRaw: (app, module, json, token) => post(app, `/api/${module}/registrar`, { json }, token),
  update: (app, module, id, data, token) => post(app, `/api/${module}/actualizar`, { json: { [keyOf(module)]: id, ...data } }, token),
  remove: (app, module, id, token) => post(app, `/api/${module}/eliminar`, { id: String(id) }, token),
  badPaging: t('app.errors.bad_page'),
  expectWritten: (r, msg) => expect(r.body.msg).toBe(msg),
};

/** A REST answer in the envelope the tests read: success → {status, data, total?}; errors are already one. */
async function restCall(app: App, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | undefined, body?: string): Promise<Reply> {
  const res = await app.inject({
    method,
    url,
    headers: {
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: body }),
  });
  const r = reply(res);
  if (r.status >= 300) return r;
  const range = /\/(\d+)$/.exec(String(r.headers['content-range'] ?? ''));
  return { ...r, body: { status: 'success', data: r.body, ...(range ? { total: Number(range[1]) } : {}) } };
}

function restQuery(query: ListQuery): string {
  const { page, perPage, sort, order, filter, q, ...rest } = query;
  const params = new URLSearchParams();
  if (sort !== undefined) params.set('sort', JSON.stringify([sort, order ?? 'ASC']));
  if (page !== undefined || perPage !== undefined) {
    const [p, n] = [Number(page ?? 1), Number(perPage ?? 25)];
    params.set('range', JSON.stringify([(p - 1) * n, p * n - 1]));
  }
  if (typeof filter === 'string') params.set('filter', filter);
  else if (filter !== undefined || q !== undefined) params.set('filter', JSON.stringify({ ...filter, ...(q === undefined ? {} : { q }) }));
  for (const [k, v] of Object.entries(rest)) params.set(k, String(v));
  return params.size ? `?${params}` : '';
}

export const restDialect: Dialect = {
  name: 'rest',
  list: (app, module, token, query = {}) => restCall(app, 'GET', `/api/rest/${module}${restQuery(query)}`, token),
  show: (app, module, id, token) => restCall(app, 'GET', `/api/rest/${module}/${id}`, token),
  create: (app, module, data, token) => restCall(app, 'POST', `/api/rest/${module}`, token, JSON.stringify(data)),
  createRaw: (app, module, json, token) => restCall(app, 'POST', `/api/rest/${module}`, token, json),
  update: (app, module, id, data, token) => restCall(app, 'PUT', `/api/rest/${module}/${id}`, token, JSON.stringify(data)),
  remove: (app, module, id, token) => restCall(app, 'DELETE', `/api/rest/${module}/${id}`, token),
  badPaging: t('app.errors.rest_range', { max: 100 }),
  expectWritten: (r) => {
    const raw = JSON.parse(r.text) as Record<string, unknown>;
    expect(raw.status).toBeUndefined();
    expect(raw.id).toBeDefined();
  },
};

export const DIALECTS: readonly Dialect[] = [formDialect, restDialect];
