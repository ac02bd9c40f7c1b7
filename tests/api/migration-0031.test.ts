// Migration 0031 on a database that has analyses stored the earlier way (every row inside the analysis's JSON): the
// rows move to importacion_filas, one per row in the file's order with their class, and the JSON keeps the rest —
// on SQLite (project api) and on PostgreSQL (project api-pg).
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { connect } from '#server/db/connect';
import { migrate } from '#server/db/migrate';
import { MIGRATIONS } from '#server/db/migrations';
import { removeTestData, tempDir, testConfig } from './helpers';

const dir = tempDir();
const connection = connect(testConfig(dir));
afterAll(async () => {
  await connection.db.destroy();
  removeTestData(dir);
});

const fila = (n: number, clase: string) => ({
  fila: n,
  clase,
  celdas: [`Nombre ${n}`, 'Pérez'],
  valores: { nombre: `Nombre ${n}` },
  errores: [],
  cambios: [],
});

describe('migration 0031_importacion_filas', () => {
  it('splits each stored analysis into its rows and keeps the rest of its JSON', async () => {
    const { db, dialect } = connection;
    const at = MIGRATIONS.findIndex(([name]) => name === '0031_importacion_filas');
    expect(at).toBeGreaterThan(0);
    await migrate(db, dialect, MIGRATIONS.slice(0, at));
    const now = new Date().toISOString();
    const filas = [fila(2, 'nuevo'), fila(3, 'error'), fila(5, 'duplicado')];
    const analyses = [
      {
        modulo: 'corredores',
        hoja: 'Hoja',
        columnas: [{ columna: 'Nombre', campo: 'nombre' }],
        encabezados: ['Nombre', 'Apellido'],
        filas,
        resumen: { total: 3, nuevos: 1, duplicados: 1, errores: 1 },
      },
      {
        modulo: 'corredores',
        hoja: 'Vacía',
        columnas: [],
        encabezados: ['Nombre'],
        filas: [],
        resumen: { total: 0, nuevos: 0, duplicados: 0, errores: 0 },
      },
    ];
    const ids: number[] = [];
    for (const analisis of analyses) {
      const values = {
        modulo: 'corredores',
        id_usuario: 1,
        archivo: 'c.csv',
        estado: 'analizada',
        resumen: JSON.stringify(analisis.resumen),
        creado_en: now,
        actualizado_en: now,
      };
      const { rows } = await sql<{
        id_importacion: number;
      }>`insert into importaciones (modulo, id_usuario, archivo, estado, resumen, creado_en, actualizado_en)
        values (${values.modulo}, ${values.id_usuario}, ${values.archivo}, ${values.estado}, ${values.resumen}, ${now}, ${now}) returning id_importacion`.execute(
        db,
      );
      const id = Number(rows[0]?.id_importacion);
      await sql`insert into importacion_analisis (id_importacion, analisis) values (${id}, ${JSON.stringify(analisis)})`.execute(db);
      ids.push(id);
    }

    await migrate(db, dialect);

    const stored = await db.selectFrom('importacion_filas').selectAll().orderBy('id_importacion').orderBy('orden').execute();
    expect(stored.map((s) => [s.id_importacion, s.orden, s.clase])).toEqual([
      [ids[0], 0, 'nuevo'],
      [ids[0], 1, 'error'],
      [ids[0], 2, 'duplicado'],
    ]);
    expect(stored.map((s) => JSON.parse(s.fila))).toEqual(filas);
    const kept = await db.selectFrom('importacion_analisis').select(['id_importacion', 'analisis']).orderBy('id_importacion').execute();
    expect(kept.map((k) => JSON.parse(k.analisis))).toEqual(analyses.map(({ filas: _rows, ...rest }) => rest));
    // The rows go with their import.
    await db
      .deleteFrom('importaciones')
      .where('id_importacion', '=', ids[0] ?? 0)
      .execute();
    expect(await db.selectFrom('importacion_filas').select('orden').execute()).toEqual([]);
  });
});
