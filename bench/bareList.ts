// The bench's yardstick for the lists (issue 16): a bare Fastify + better-sqlite3 handler running the same SQL as
// the app's listado (page 1, and the estado + operación filter sorted by precio) on the same database file, with
// a fixed bearer check. The SQL comes from the app's own query builders, compiled and prepared once at start.
import Fastify from 'fastify';
import { Kysely, SqliteDialect } from 'kysely';
import ofertantes from '../src/resources/ofertantes/schema';
import { countQuery, pageQuery } from '../server/crud/query';
import { openSqlite } from '../server/db/connect';
import type { Database } from '../server/db/types';

const file = openSqlite(String(process.env.SQLITE_PATH));
const compiler = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
const base = { page: 1, perPage: 25, order: 'DESC', q: undefined } as const;
const plain = { ...base, sort: ofertantes.list.sort.field, conditions: [] };
const filtered = {
  ...base,
  sort: 'precio',
  conditions: [
    { kind: 'eq', field: 'estado', value: '?' },
    { kind: 'eq', field: 'tipo_operacion', value: '?' },
  ] as const,
};
const prepare = (query: { compile(): { sql: string } }) => file.prepare(query.compile().sql);
const statements = {
  plain: { page: prepare(pageQuery(compiler, ofertantes, plain)), count: prepare(countQuery(compiler, ofertantes, plain)) },
  filtered: { page: prepare(pageQuery(compiler, ofertantes, filtered)), count: prepare(countQuery(compiler, ofertantes, filtered)) },
};
const CAP = 10_000;
const bearer = `Bearer ${process.env.TOKEN}`;

const app = Fastify();
app.get('/api/ofertantes/listado', async (request, reply) => {
  if (request.headers.authorization !== bearer) return reply.code(401).send({ status: 'error', msg: 'No autorizado' });
  const { filter } = request.query as { filter?: string };
  const where = filter ? (JSON.parse(filter) as { estado: string; tipo_operacion: string }) : undefined;
  const args = where ? [where.estado, where.tipo_operacion] : [];
  const s = where ? statements.filtered : statements.plain;
  const data = s.page.all(...args, 25, 0);
  const n = data.length < 25 ? data.length : Number((s.count.get(...args, CAP + 1) as { total: number }).total);
  return n > CAP ? { status: 'success', data, total: CAP, totalExacto: false } : { status: 'success', data, total: n };
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
