// The bench's yardstick for the lists (issue 16): a bare Fastify + better-sqlite3 handler running the same SQL as
// the app's listado (page 1, and the estado + operación filter sorted by precio) on the same database file, with
// a fixed bearer check. The SQL comes from the app's own query builders, compiled and prepared once at start.
import Fastify from 'fastify';
import { Kysely, SqliteDialect } from 'kysely';
import ofertantes from '../src/resources/ofertantes/schema';
import { countQueries, pageQuery } from '../server/crud/query';
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
const CAP = 10_000;
const statementsOf = (params: typeof plain | typeof filtered) => {
  const { more, count } = countQueries(compiler, ofertantes, params, CAP);
  if (!more) throw new Error('SQLite cuenta con una consulta previa');
  return { page: prepare(pageQuery(compiler, ofertantes, params)), more: prepare(more), count: prepare(count) };
};
const statements = { plain: statementsOf(plain), filtered: statementsOf(filtered) };
const bearer = `Bearer ${process.env.TOKEN}`;

const app = Fastify();
app.get('/api/ofertantes/listado', async (request, reply) => {
  if (request.headers.authorization !== bearer) return reply.code(401).send({ status: 'error', msg: 'No autorizado' });
  const { filter } = request.query as { filter?: string };
  const where = filter ? (JSON.parse(filter) as { estado: string; tipo_operacion: string }) : undefined;
  const args = where ? [where.estado, where.tipo_operacion] : [];
  const s = where ? statements.filtered : statements.plain;
  const data = s.page.all(...args, 25, 0);
  const n = data.length < 25 ? data.length : s.more.get(...args, 1, CAP) ? CAP + 1 : Number((s.count.get(...args) as { total: number }).total);
  return n > CAP ? { status: 'success', data, total: CAP, totalExacto: false } : { status: 'success', data, total: n };
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
