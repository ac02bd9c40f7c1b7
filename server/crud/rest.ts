// The generic endpoints of one module in the standard REST dialect of react-admin's ra-data-simple-rest —
// GET /rest/m?sort=&range=&filter= (total in Content-Range), GET /rest/m/:id, POST /rest/m, PUT /rest/m/:id,
// DELETE /rest/m/:id — for integrations and for the app built with VITE_API_DIALECT=rest. A thin adapter over the
// shared operations (operations.ts): plain JSON records with an `id`, the same validation, access, change logs
// and activity rows as the form-encoded API, and the same {status: 'error', msg, errors} answer on failure.
// What the stock client does works as it is: a write may carry back the whole record a read gave (its key, `id`,
// the audit columns, file names and other fields only the server sets are ignored; an unknown field is still a 400),
// and a getMany may list any number of ids (read a page of MAX_PER_PAGE at a time).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { writableFields, type ModuleSchema } from '../../src/framework/schema';
import type { Row } from '../db/types';
import { writeBodyLimit, writeCaps, type WriteMode } from '../bodyCaps';
import { errorAnswer, errorBody, REQUEST_ID_HEADER } from '../errors';
import { ApiError, checkCaps, parseId, t, writtenOnce, type IdRoute, type QueryRoute } from '../http';
import { callerOf, crudOperations, type CrudDeps } from './operations';
import { recordFields, restListResponse, restRecordResponse, restShowResponse, type ColumnsOf } from './responseSchema';
import { restListQuerySchema } from './querySchema';
import { errors } from '../openapi';
import { mayRefuse } from './refusals';
import { parseRestQuery, type RestQuery } from './restParams';
import { isRecord } from '../../src/lib/guards';

/** A record as the REST dialect gives it: its fields plus `id` (react-admin's identifier) = the module's key. */
const withId = (schema: ModuleSchema, row: Row): Row => ({ ...row, id: row[schema.key] });

/**
 * The fields a record carries that a client never writes on `mode` (the audit columns, file names, read-only and
 * undeclared columns; on create the key and `id` too; on update the fields set only on create): a write that sends
 * them back, as a stock client does with the record it read, has them ignored.
 */
export function serverSetFields(schema: ModuleSchema, columns: ColumnsOf, mode: WriteMode): ReadonlySet<string> {
  const writable = new Set(writableFields(schema, mode));
  const checked = mode === 'update' ? [schema.key, 'id'] : []; // compared with the path's id below
  return new Set(recordFields(schema, columns, true).filter((name) => !writable.has(name) && !checked.includes(name)));
}

/**
 * The JSON body of a write without its server-set fields, held to the module's caps (known fields, size, nesting)
 * before any validation.
 */
function jsonBody(request: FastifyRequest, schema: ModuleSchema, mode: WriteMode, ignored: ReadonlySet<string>): Record<string, unknown> {
  if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) throw new ApiError(415, t('app.errors.rest_json_only'));
  const body = request.body;
  if (!isRecord(body)) throw new ApiError(400, t('app.errors.rest_body'));
  const sent = Object.fromEntries(Object.entries(body).filter(([name]) => !ignored.has(name)));
  checkCaps(sent, writeCaps(schema, mode));
  return sent;
}

/**
 * The error envelope with the message also as `message`, where react-admin's fetchJson (the stock client's) takes an
 * error's text from; a body of another type than JSON is refused with the REST wording, not the form-encoded one.
 */
function restErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const refused = error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? new ApiError(415, t('app.errors.rest_json_only')) : error;
  const { status, msg, errors } = errorAnswer(refused, request, reply);
  return reply
    .code(status)
    .header(REQUEST_ID_HEADER, request.id)
    .send({ ...errorBody(msg, request.id, errors), message: msg });
}

export function registerRestCrud(app: FastifyInstance, deps: CrudDeps, schema: ModuleSchema): void {
  const ops = crudOperations(deps, schema);
  const base = `/rest/${schema.name}`;
  const tags = [`${schema.label.many} (REST)`];
  const pathId = (request: FastifyRequest<IdRoute>) => parseId(request.params.id);
  const sendList = writtenOnce();
  const ignored = { create: serverSetFields(schema, deps.columns, 'create'), update: serverSetFields(schema, deps.columns, 'update') };
  const refused = (action: Parameters<typeof mayRefuse>[1]) => (mayRefuse(schema, action) ? errors(403) : {});
  const compiled = { compiledResponse: true };

  app.get<QueryRoute>(
    base,
    {
      errorHandler: restErrors,
      config: compiled,
      schema: {
        querystring: restListQuerySchema(schema),
        tags,
        summary: `Listado de ${schema.label.many} (REST)`,
        response: { ...restListResponse(schema, deps.columns), ...errors(400), ...refused('list') },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      let query: RestQuery | undefined;
      const decoded = () => (query ??= parseRestQuery(schema, request.query));
      const answer = await ops.list(caller, () => decoded().pages[0]);
      const { start, pages } = decoded();
      const range = (rows: readonly Row[], total: number | null) => {
        const shown = rows.length ? `${start}-${start + rows.length - 1}` : '*';
        void reply.header('content-range', `${schema.name} ${shown}/${total ?? start + rows.length}`);
      };
      if (pages.length === 1) {
        range(answer.rows, answer.total);
        return sendList(reply, answer, () => answer.rows.map((r) => withId(schema, r)));
      }
      // A getMany of more ids than a page holds: the rest of its pages, one after the other.
      const rows = [...answer.rows];
      for (const page of pages.slice(1)) rows.push(...(await ops.list(caller, () => page)).rows);
      range(rows, rows.length);
      return rows.map((r) => withId(schema, r));
    },
  );

  app.get<IdRoute>(
    `${base}/:id`,
    {
      errorHandler: restErrors,
      config: compiled,
      schema: {
        tags,
        summary: `Detalle de ${schema.label.one} (REST)`,
        response: { ...restShowResponse(schema, deps.columns), ...errors(400, 404), ...refused('show') },
      },
    },
    async (request) => {
      return withId(schema, await ops.show(callerOf(request), () => pathId(request)));
    },
  );

  if (schema.readOnly) return;

  app.post(
    base,
    {
      errorHandler: restErrors,
      bodyLimit: writeBodyLimit(schema),
      schema: {
        tags,
        summary: `Registrar ${schema.label.one} (REST)`,
        response: { ...restRecordResponse(schema, deps.columns, 201, 'El registro creado'), ...errors(409, 415), ...refused('create') },
      },
    },
    async (request, reply) => {
      const record = await ops.create(callerOf(request), () => jsonBody(request, schema, 'create', ignored.create));
      return reply.code(201).send(withId(schema, record));
    },
  );

  app.put<IdRoute>(
    `${base}/:id`,
    {
      errorHandler: restErrors,
      bodyLimit: writeBodyLimit(schema),
      schema: {
        tags,
        summary: `Actualizar ${schema.label.one} (REST)`,
        response: { ...restRecordResponse(schema, deps.columns, 200, 'El registro guardado'), ...errors(404, 409, 415), ...refused('edit') },
      },
    },
    async (request) => {
      const record = await ops.update(callerOf(request), () => {
        const id = pathId(request);
        const input = jsonBody(request, schema, 'update', ignored.update);
        for (const name of [schema.key, 'id']) {
          if (input[name] !== undefined && String(input[name]) !== String(id))
            throw new ApiError(400, t('app.errors.rest_id_mismatch'), { [name]: t('app.errors.rest_id_mismatch') });
        }
        return { id, input };
      });
      return withId(schema, record);
    },
  );

  if (schema.noDelete) return;

  app.delete<IdRoute>(
    `${base}/:id`,
    {
      errorHandler: restErrors,
      schema: {
        tags,
        summary: `Eliminar ${schema.label.one} (REST)`,
        response: { ...restRecordResponse(schema, deps.columns, 200, 'El registro como era'), ...errors(400, 404, 409), ...refused('delete') },
      },
    },
    async (request) => {
      return withId(schema, await ops.remove(callerOf(request), () => pathId(request)));
    },
  );
}
