// What the import keeps in the database (server/db/declaredTables.ts merges it into the server's table types): each
// import's short columns, its analysis apart (written once, read where the rows are needed) and the records it wrote.
import type { Generated } from 'kysely';

export interface Tables {
  /** An import of a spreadsheet; `resumen` and `resultado` are JSON. */
  importaciones: {
    id_importacion: Generated<number>;
    modulo: string;
    id_usuario: number;
    archivo: string;
    hoja: string | null;
    estado: string;
    resumen: string;
    duplicados: string | null;
    total: Generated<number>;
    hechas: Generated<number>;
    resultado: string | null;
    latido: string | null;
    iniciada_en: string | null;
    creado_en: string;
    actualizado_en: string;
  };
  /** An import's analysis (JSON: the preview's columns, the file's titles, the summary), apart from its short columns. */
  importacion_analisis: { id_importacion: number; analisis: string };
  /** The analysed rows of an import (`fila`: JSON of one FilaAnalizada), in the file's order (`orden`, from 0). */
  importacion_filas: { id_importacion: number; orden: number; clase: string; fila: string };
  importacion_registros: {
    id_importacion: number;
    modulo: string;
    id_registro: number;
    accion: string;
    fila: number;
    /** An updated record's changed columns as they were before the import (JSON), null for a created one. */
    anterior: string | null;
    /** An updated record's actualizado_en as the import left it. */
    sello: string | null;
  };
}
