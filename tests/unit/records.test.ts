// Record and table types derived from the schemas (src/framework/records.ts, server/db/types.ts): checked by the
// type checker (npm run typecheck), so a schema whose types stop surviving fails the build.
import { describe, expectTypeOf, it } from 'vitest';
import type { ApiRecord } from '../../src/framework/records';
import type usuarios from '../../src/resources/usuarios/schema';
import type { Db, NewRow, TableRowOf } from '../../server/db/types';

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
});
