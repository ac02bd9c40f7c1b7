// Record and table types derived from the schemas (src/framework/records.ts, server/db/types.ts): checked by the
// type checker (npm run typecheck), so a schema whose types stop surviving fails the build.
import { describe, expectTypeOf, it } from 'vitest';
import type { payload } from '../../src/dataProvider/payload';
import type { ApiRecord, WritePayload } from '../../src/framework/records';
import type { ModuleSchema } from '../../src/framework/schema';
import type usuarios from '../../src/resources/usuarios/schema';
import type { fromDb, fromDbRows } from '#server/crud/rows';
import type { Db, NewRow, Row, RowChanges, TableRowOf } from '#server/db/types';

describe('types derived from the schemas', () => {
  it('types a module row: the key, required fields NOT NULL, the others nullable, the audit columns', () => {
    expectTypeOf<TableRowOf<'glosario'>>().toEqualTypeOf<{
      id_glosario: number;
      termino: string;
      definicion: string;
      creado_en: string;
      actualizado_en: string;
      creado_por: number | null;
      actualizado_por: number | null;
    }>();
    // Stored shapes: money and references are numbers, booleans 0/1, multienum lists JSON text.
    expectTypeOf<TableRowOf<'ofertantes'>['precio']>().toEqualTypeOf<number>();
    expectTypeOf<TableRowOf<'citas'>['id_agente']>().toEqualTypeOf<number | null>();
    expectTypeOf<TableRowOf<'ofertantes'>['exclusividad']>().toEqualTypeOf<number | null>();
    expectTypeOf<TableRowOf<'demandantes'>['distritos']>().toEqualTypeOf<string | null>();
    // Server-set columns declared notNull: NOT NULL without being required of a client.
    expectTypeOf<TableRowOf<'autoresponder'>['id_demandante']>().toEqualTypeOf<number>();
    expectTypeOf<TableRowOf<'autoresponder'>['error']>().toEqualTypeOf<string | null>();
  });

  it('leaves generated keys and nullable columns out of what an insert needs', () => {
    expectTypeOf<{ termino: string; definicion: string; creado_en: string; actualizado_en: string }>().toExtend<NewRow<'glosario'>>();
    expectTypeOf<{ termino: string }>().not.toExtend<NewRow<'glosario'>>();
  });

  it('types the API record: booleans and lists decoded, write-only fields never returned', () => {
    expectTypeOf<ApiRecord<typeof usuarios>['estado']>().toEqualTypeOf<string>();
    expectTypeOf<ApiRecord<typeof usuarios>>().not.toHaveProperty('password');
  });

  it('types the server-only tables and refuses an unknown column', () => {
    expectTypeOf<TableRowOf<'sesiones'>['bloqueada']>().toEqualTypeOf<number>();
    const query = (db: Db) =>
      db
        .selectFrom('imagenes')
        // @ts-expect-error: imagenes has no such column
        .select('no_existe');
    expectTypeOf(query).toBeFunction();
  });

  it('types fromDb by schema: a module’s own row gives its API record, generic code keeps Row', () => {
    type FromDb = typeof fromDb;
    const typed = (f: FromDb, schema: typeof usuarios, row: TableRowOf<'usuarios'>) => f(schema, row);
    expectTypeOf(typed).returns.toEqualTypeOf<ApiRecord<typeof usuarios>>();
    const generic = (f: FromDb, schema: ModuleSchema, row: Row) => f(schema, row);
    expectTypeOf(generic).returns.toEqualTypeOf<Row>();
    const list = (f: typeof fromDbRows, schema: typeof usuarios, rows: TableRowOf<'usuarios'>[]) => f(schema, rows);
    expectTypeOf(list).returns.toEqualTypeOf<ApiRecord<typeof usuarios>[]>();
  });

  it('types a write payload: writable fields only, createOnly ones on create', () => {
    expectTypeOf<WritePayload<typeof usuarios, 'update'>['nombre']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<WritePayload<typeof usuarios, 'update'>>().not.toHaveProperty('password');
    expectTypeOf<WritePayload<typeof usuarios, 'create'>>().toHaveProperty('password');
    const typed = (f: typeof payload, schema: typeof usuarios) => f(schema, 'update', {});
    expectTypeOf(typed).returns.toEqualTypeOf<WritePayload<typeof usuarios, 'update'>>();
    const generic = (f: typeof payload, schema: ModuleSchema) => f(schema, 'create', {});
    expectTypeOf(generic).returns.toEqualTypeOf<Record<string, unknown>>();
  });

  it('types an update: known columns with their types', () => {
    expectTypeOf<{ titulo: string | null }>().toExtend<RowChanges<'imagenes'>>();
    expectTypeOf<{ titulo: number }>().not.toExtend<RowChanges<'imagenes'>>();
  });
});
