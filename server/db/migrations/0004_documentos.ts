import { sql, type Kysely } from 'kysely';
import controlcontratos from '../../../src/resources/controlcontratos/schema';
import controlllaves from '../../../src/resources/controlllaves/schema';
import controlregistros from '../../../src/resources/controlregistros/schema';
import corredores from '../../../src/resources/corredores/schema';
import llaves from '../../../src/resources/llaves/schema';
import { createModuleTable } from '../schemaTable';
import type { Dialect } from '../types';

// Documentos, Legal and Directorios: brokers, the key inventory and its loans, contracts, SUNARP procedures.
export function m0004(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const schema of [corredores, llaves, controlllaves, controlcontratos, controlregistros]) await createModuleTable(db, dialect, schema);
      // One open loan per key, whatever races: the second insert fails on this index.
      await db.schema
        .createIndex('controlllaves_abierto_uq')
        .on('controlllaves')
        .column('id_llave')
        .unique()
        .where(sql.ref('estado'), '=', 'abierto')
        .execute();
      // What the scheduled notices already said (one row per notice key), so a restart never repeats one.
      await db.schema
        .createTable('avisos')
        .addColumn('clave', 'text', (c) => c.primaryKey())
        .addColumn('fecha', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
