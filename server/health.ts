// GET /api/health: a real query on the database (with a time limit) and which database it is. The load balancer's
// and the e2e set-up's check: 200 {status: 'success', data: {database}} or 503 in Spanish when the database is down.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Connection } from './db/connect';
import { sendError } from './errors';
import { ok, t } from './http';
import { envelope, errors, object } from './openapi';

const TIMEOUT_MS = 3000;

export function registerHealth(api: FastifyInstance, connection: Connection): void {
  api.get(
    '/health',
    {
      schema: {
        tags: ['Sistema'],
        summary: 'Estado del servicio y de su base de datos (sqlite | postgres)',
        response: { 200: envelope(object({ database: { type: 'string', enum: ['sqlite', 'postgres'] } }), 'La base responde'), ...errors(503) },
      },
    },
    async (request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`sin respuesta en ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
      });
      try {
        await Promise.race([sql`SELECT 1`.execute(connection.db), timeout]);
      } catch (e) {
        request.log.error({ err: e }, 'la base de datos no responde');
        return sendError(request, reply, 503, t('app.errors.database_down'));
      } finally {
        clearTimeout(timer);
      }
      return ok(reply, { database: connection.dialect });
    },
  );
}
