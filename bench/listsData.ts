// The bench's data: the demo database grown to N ofertantes by copying its own rows in SQL (each round doubles
// the table, in one statement, inside the database: no HTTP, no row-by-row inserts), then ANALYZE.
import fs from 'node:fs';
import { sql } from 'kysely';
import { AUDIT_FIELDS } from '../src/framework/schema';
import ofertantes from '../src/resources/ofertantes/schema';
import { loadConfig } from '../server/config';
import { analyze, connect, type Connection } from '../server/db/connect';
import { migrate } from '../server/db/migrate';
import { storedFields } from '../server/db/schemaTable';
import { seedIfEmpty } from '../server/db/seed';

export async function openSeeded(dir: string, databaseUrl: string, password: string): Promise<Connection> {
  const config = loadConfig({ DATA_DIR: dir, DATABASE_URL: databaseUrl, DEMO_PASSWORD: password, LOG_LEVEL: 'silent' });
  const conn = connect(config);
  await migrate(conn.db, conn.dialect);
  await seedIfEmpty(conn.db, config);
  return conn;
}

/** Copies of the demo rows until there are `size` (prices varied so that sorting by price means something). */
export async function growOfertantes(conn: Connection, size: number): Promise<void> {
  const columns = [...storedFields(ofertantes).map(([name]) => name), ...AUDIT_FIELDS];
  const list = columns.map((c) => `"${c}"`).join(', ');
  const copy = (c: string, offset: number) =>
    c === 'precio' ? `"precio" + (("id_propiedad" * 7919) % 1000) * 100` : c === 'codigo' ? `'OF-C' || ("id_propiedad" + ${offset})` : `"${c}"`;
  const countOf = async () =>
    Number(
      (
        await conn.db
          .selectFrom('ofertantes')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  let count = await countOf();
  while (count < size) {
    const n = Math.min(count, size - count);
    const values = columns.map((c) => copy(c, count)).join(', ');
    await sql.raw(`insert into ofertantes (${list}) select ${values} from ofertantes order by id_propiedad limit ${n}`).execute(conn.db);
    count += n;
  }
  // PostgreSQL: a vacuum sets the visibility map, without which deep pages and the `q` word table cannot be read
  // from their indexes alone (autovacuum does it in time; the bench measures right after the bulk insert).
  if (conn.dialect === 'postgres') await sql`vacuum`.execute(conn.db);
  await analyze(conn.db);
}

/** The rows as json-server 0.17 reads them: { ofertantes: [...] } with `id`. */
export async function exportOfertantes(conn: Connection, file: string): Promise<void> {
  const rows = await conn.db.selectFrom('ofertantes').selectAll().execute();
  fs.writeFileSync(file, JSON.stringify({ ofertantes: rows.map((r) => ({ id: r.id_propiedad, ...r })) }));
}
