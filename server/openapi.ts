// The API's OpenAPI document (/api/docs/json; its viewer at /api/docs), from the routes' own schemas (@fastify/swagger).
// Each operation says:
// - in its route declaration: summary, tags, its query (`describedQuery`), its success answer (the CRUD's record
//   schemas, crud/responseSchema.ts; the hand-written calls' own, written with the helpers below) and the errors only it
//   has (`errors(404, 409…)`);
// - through its scope (signedInOperation in server/auth/scope.ts, publicOperation in server/routes/public.ts): the
//   bearer token or none; 401, 423 and, when it declares roles, 403; 400 and 413 for every body;
// - here: the error envelope {status: 'error', msg, errors?, requestId} (the REST dialect's adds `message`) and what
//   each error status means.
// A schema describes an answer without changing it: only the record answers built for speed (config.compiledResponse:
// the CRUD's listado and detalle, as before) are serialised from their schema; every other answer is written by
// JSON.stringify as it always was, so a description can never drop or coerce what goes out. Likewise a described
// query is checked by its handler's own parser (the Spanish refusals), not by the schema.
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's answers are serialised from its response schemas (fast-json-stringify): the CRUD's records. */
    readonly compiledResponse?: boolean;
  }
}

export type JsonSchema = Record<string, unknown>;

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 423 | 429 | 502 | 503;

const ERROR_TEXT: Readonly<Record<ErrorStatus, string>> = {
  400: 'Datos no válidos: `msg` dice qué corregir y `errors`, campo por campo',
  401: 'Sin sesión: falta el token, es falso, venció o fue revocado',
  403: 'El rol de la sesión no puede hacer esto',
  404: 'No existe',
  409: 'Conflicto con lo guardado: duplicado, en uso o en un estado que no lo permite',
  413: 'Demasiado grande',
  415: 'Tipo de contenido no aceptado: el dialecto REST recibe JSON',
  423: 'Pantalla bloqueada: desbloquee la sesión (POST /api/desbloquear)',
  429: 'Demasiados intentos: espere los segundos de Retry-After',
  502: 'El servidor de correo no aceptó el mensaje',
  503: 'La base de datos no responde',
};

const ENVELOPE = 'ErrorEnvelope';
const REST_ENVELOPE = 'ErrorRest';

const errorProperties = {
  status: { type: 'string', enum: ['error'] },
  msg: { type: 'string', description: 'Qué pasó y qué hacer, en español' },
  errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'Por campo: qué corregir' },
  requestId: { type: 'string', description: 'El id de la solicitud (también en X-Request-Id), el de sus líneas de log' },
};

/** The shared schemas the error answers point at (`$ref`). */
const SHARED: readonly JsonSchema[] = [
  {
    $id: ENVELOPE,
    title: 'Error',
    type: 'object',
    required: ['status', 'msg', 'requestId'],
    properties: errorProperties,
    additionalProperties: false,
  },
  {
    $id: REST_ENVELOPE,
    title: 'Error (REST)',
    type: 'object',
    required: ['status', 'msg', 'message', 'requestId'],
    properties: { ...errorProperties, message: { type: 'string', description: 'El mismo texto de `msg` (donde lo lee react-admin)' } },
    additionalProperties: false,
  },
];

const errorResponse = (status: ErrorStatus, envelope = ENVELOPE): JsonSchema => ({ description: ERROR_TEXT[status], $ref: `${envelope}#` });

/** Error answers of a route, each with the envelope and its meaning (the statuses its scope adds need not be named). */
export function errors(...statuses: readonly ErrorStatus[]): Record<number, JsonSchema> {
  return Object.fromEntries(statuses.map((s) => [s, errorResponse(s)]));
}

// Building blocks of the hand-written answers.
export const str = (description?: string): JsonSchema => ({ type: 'string', ...(description ? { description } : {}) });
export const int = (description?: string): JsonSchema => ({ type: 'integer', ...(description ? { description } : {}) });
export const num = (description?: string): JsonSchema => ({ type: 'number', ...(description ? { description } : {}) });
export const bool = (description?: string): JsonSchema => ({ type: 'boolean', ...(description ? { description } : {}) });
/** A value that may also be null (an enum lists null too, as OpenAPI 3.0.3 wants). */
export const orNull = (schema: JsonSchema): JsonSchema => ({
  ...schema,
  nullable: true,
  ...(Array.isArray(schema.enum) ? { enum: [...(schema.enum as unknown[]), null] } : {}),
});
export const arrayOf = (items: JsonSchema, description?: string): JsonSchema => ({ type: 'array', items, ...(description ? { description } : {}) });
/** An object: these properties (the required ones named), and any other left as it comes. */
export const object = (properties: Record<string, JsonSchema>, required: readonly string[] = Object.keys(properties)): JsonSchema => ({
  type: 'object',
  properties,
  ...(required.length ? { required: [...required] } : {}),
  additionalProperties: true,
});
/** Any JSON object (a record of a module, a report's rows). */
export const anyObject = (description?: string): JsonSchema => ({
  type: 'object',
  additionalProperties: true,
  ...(description ? { description } : {}),
});

/** `data` of a call that answers only its message: null. */
export const NOTHING: JsonSchema = { type: 'object', nullable: true, maxProperties: 0, description: 'null' };

/** The success envelope of API.md around `data`: {status: 'success', data, msg?, total?}. */
export function envelope(data: JsonSchema, description: string, extra: Record<string, JsonSchema> = {}): JsonSchema {
  return {
    description,
    type: 'object',
    required: ['status', 'data'],
    properties: {
      status: { type: 'string', enum: ['success'] },
      data,
      msg: { type: 'string', description: 'Mensaje para el usuario, en español' },
      total: { type: 'integer', description: 'Cuántos hay en total' },
      ...extra,
    },
    additionalProperties: false,
  };
}

/** An answer that is a file, not JSON. */
/** A redirect: no body, the address to go on to in its Location header. */
export function redirectAnswer(description: string): JsonSchema {
  return { description, headers: { Location: { type: 'string', description: 'La dirección a la que se sigue' } } };
}

export function fileAnswer(description: string, ...types: readonly string[]): JsonSchema {
  return { description, content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])) };
}

/** The query strings described for the document and left to the handler's own parser (see the header). */
const described = new WeakSet<object>();

export function describedQuery(properties: Record<string, JsonSchema>, required: readonly string[] = []): JsonSchema {
  const schema = { type: 'object', properties, ...(required.length ? { required: [...required] } : {}), additionalProperties: true };
  described.add(schema);
  return schema;
}

const BODY = new Set(['POST', 'PUT', 'PATCH']);
const REST_PATH = /^\/api\/rest(?:\/|$)/;
const passes = () => true;
const stringify = () => (data: unknown) => JSON.stringify(data);

/** Adds the error answers a scope decides (without replacing a route's own) and the route's security. */
function scoped(route: RouteOptions, statuses: readonly ErrorStatus[], security: FastifySchema['security']): void {
  const methods = [route.method].flat();
  const all: readonly ErrorStatus[] = methods.some((m) => BODY.has(m)) ? [...statuses, 400, 413] : statuses;
  const envelope = REST_PATH.test(route.url) ? REST_ENVELOPE : ENVELOPE;
  const response: Record<string, unknown> = { ...(route.schema?.response as Record<string, unknown> | undefined) };
  for (const status of all) response[status] ??= errorResponse(status, envelope);
  // The REST dialect's errors carry `message` too (crud/rest.ts).
  if (envelope === REST_ENVELOPE)
    for (const [status, answer] of Object.entries(response)) if (isErrorRef(answer)) response[status] = { ...answer, $ref: `${REST_ENVELOPE}#` };
  route.schema = { ...route.schema, security, ...(Object.keys(response).length ? { response } : {}) };
}

const isErrorRef = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && (value as JsonSchema).$ref === `${ENVELOPE}#`;

/** onRoute of the authenticated scope: the bearer token; 401, 423 unless the lock allows it, 403 when roles are declared. */
export function signedInOperation(route: RouteOptions): void {
  const statuses: ErrorStatus[] = [401];
  if (!route.config?.allowLocked) statuses.push(423);
  if (route.config?.roles) statuses.push(403);
  scoped(route, statuses, [{ bearer: [] }]);
}

/** onRoute of the public scope (server/routes/public.ts): no token. */
export function publicOperation(route: RouteOptions): void {
  scoped(route, [], []);
}

const isOperation = (value: unknown): value is { tags?: string[] } => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Registers the document (before any route: it reads each as it is added). */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  for (const schema of SHARED) app.addSchema(schema);
  app.addHook('onRoute', (route) => {
    if (!route.config?.compiledResponse) route.serializerCompiler ??= stringify;
    if (route.schema?.querystring && described.has(route.schema.querystring)) route.validatorCompiler ??= () => passes;
  });
  await app.register(swagger, {
    // The tags (one per module or area), listed in their order of appearance: the viewer's groups.
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      const doc = document.openapiObject;
      const names = new Set<string>();
      for (const operations of Object.values(doc.paths ?? {}))
        for (const op of Object.values(operations ?? {})) if (isOperation(op)) for (const tag of op.tags ?? []) names.add(tag);
      return { ...doc, tags: [...names].map((name) => ({ name })) };
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `esquema-${i}`) },
    openapi: {
      info: {
        title: 'API de la inmobiliaria',
        version: '1.0.0',
        description:
          'Contrato de API.md: cuerpos form-encoded (el token en el campo `authorization` o en `Authorization: Bearer`), respuesta {status, data, msg, total}; los errores, {status: "error", msg, errors, requestId} con el código HTTP que corresponde. Los módulos también en el dialecto REST estándar de react-admin (ra-data-simple-rest) bajo /api/rest/{módulo}: JSON simple, total en Content-Range.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'El token de POST /api/login' } } },
      security: [{ bearer: [] }],
    },
  });
}
