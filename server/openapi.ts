// The API's OpenAPI document (/api/docs): @fastify/swagger reads every route's schema as it is added. The scopes add
// what they decide: a public route is documented without the bearer token.
import type { FastifyInstance, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'API de la inmobiliaria',
        version: '1.0.0',
        description:
          'Contrato de API.md: cuerpos form-encoded, respuesta {status, data, msg, total}. Los módulos también en el dialecto REST estándar de react-admin (ra-data-simple-rest) bajo /api/rest/{módulo}: JSON simple, total en Content-Range.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
  });
}

/** onRoute of the public scope (server/routes/public.ts): no token. */
export function publicOperation(route: RouteOptions): void {
  route.schema = { ...route.schema, security: [] };
}
