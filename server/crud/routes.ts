// The generic endpoints of API.md for one module, in the form-encoded dialect: listado, detalle, registrar,
// actualizar, eliminar — a thin adapter over the shared operations (operations.ts).
import type { FastifyInstance } from 'fastify';
import type { ModuleSchema } from '../../src/framework/schema';
import { writeBodyLimit, writeCaps } from '../bodyCaps';
import { formBody, jsonField, ok, parseId, success, t, writtenOnce, type IdRoute, type QueryRoute } from '../http';
import { callerOf, crudOperations, type CrudDeps } from './operations';
import { parseListParams } from './listParams';
import { deletedResponse, listResponse, showResponse, writtenResponse } from './responseSchema';
import { listQuerySchema } from './querySchema';
import { errors } from '../openapi';
import { mayRefuse } from './refusals';

export type { CrudDeps } from './operations';

/** The CRUD's record answers are serialised from their schemas (server/openapi.ts). */
const compiled = { compiledResponse: true };

export function registerCrud(app: FastifyInstance, deps: CrudDeps, schema: ModuleSchema): void {
  const ops = crudOperations(deps, schema);
  const base = `/${schema.name}`;
  const tags = [schema.label.many];
  const sendList = writtenOnce();
  const refused = (action: Parameters<typeof mayRefuse>[1]) => (mayRefuse(schema, action) ? errors(403) : {});

  app.get<QueryRoute>(
    `${base}/listado`,
    {
      config: compiled,
      schema: {
        querystring: listQuerySchema(schema),
        tags,
        summary: `Listado de ${schema.label.many}`,
        response: { ...listResponse(schema, deps.columns), ...errors(400), ...refused('list') },
      },
    },
    async (request, reply) => {
      const answer = await ops.list(callerOf(request), () => parseListParams(schema, request.query));
      const { rows, total, exact } = answer;
      return sendList(reply, answer, () => (total === null ? success(rows) : success(rows, { total, totalExacto: exact })));
    },
  );

  app.get<IdRoute>(
    `${base}/detalle/:id`,
    {
      config: compiled,
      schema: {
        tags,
        summary: `Detalle de ${schema.label.one}`,
        response: { ...showResponse(schema, deps.columns), ...errors(400, 404), ...refused('show') },
      },
    },
    async (request, reply) => {
      return ok(reply, await ops.show(callerOf(request), () => parseId(request.params.id)));
    },
  );

  if (schema.readOnly) return;

  app.post(
    `${base}/registrar`,
    {
      bodyLimit: writeBodyLimit(schema),
      schema: {
        tags,
        summary: `Registrar ${schema.label.one}`,
        response: { ...writtenResponse(schema, deps.columns, 201), ...errors(409), ...refused('create') },
      },
    },
    async (request, reply) => {
      const record = await ops.create(callerOf(request), () => jsonField(request, writeCaps(schema, 'create')));
      return ok(reply, record, { msg: t('app.msg.created'), code: 201 });
    },
  );

  app.post(
    `${base}/actualizar`,
    {
      bodyLimit: writeBodyLimit(schema),
      schema: {
        tags,
        summary: `Actualizar ${schema.label.one}`,
        response: { ...writtenResponse(schema, deps.columns, 200), ...errors(404, 409), ...refused('edit') },
      },
    },
    async (request, reply) => {
      const record = await ops.update(callerOf(request), () => {
        const input = jsonField(request, writeCaps(schema, 'update')) as Record<string, unknown> | null;
        return { id: parseId(String(input?.[schema.key] ?? input?.id ?? '')), input };
      });
      return ok(reply, record, { msg: t('app.msg.updated') });
    },
  );

  if (schema.noDelete) return;

  app.post(
    `${base}/eliminar`,
    {
      schema: { tags, summary: `Eliminar ${schema.label.one}`, response: { ...deletedResponse(schema), ...errors(404, 409), ...refused('delete') } },
    },
    async (request, reply) => {
      const current = await ops.remove(callerOf(request), () => parseId(formBody(request, ['id']).id));
      return ok(reply, { [schema.key]: current[schema.key], id: current[schema.key] }, { msg: t('app.msg.deleted') });
    },
  );
}
