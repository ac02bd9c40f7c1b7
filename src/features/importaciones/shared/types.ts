// The shapes of Sistema › Importar's API, one declaration for the server (../server) and the screen (..).
import type { SheetCell } from '../../../framework/fields/types';

/** A raw cell: text, a number (an Excel serial date stays a number), a yes/no, or empty (the field types read it). */
export type Cell = SheetCell;

export type Clase = 'nuevo' | 'duplicado' | 'error';

export interface ColumnMap {
  readonly columna: string;
  readonly campo: string | null;
}

export interface Aviso {
  /** The column of the cell, null when no column feeds the field. */
  readonly columna: string | null;
  readonly campo: string;
  readonly mensaje: string;
  /** 'fila 12, columna «Precio»' (or the row alone when no column feeds the field). */
  readonly celda: string;
}

export interface FilaAnalizada {
  /** The row number in the file. */
  readonly fila: number;
  readonly clase: Clase;
  /** The row's cells as the file has them, one per column. */
  readonly celdas: readonly Cell[];
  /** What will be sent to the module's create (the cleaned values, by field). */
  readonly valores: Record<string, unknown>;
  readonly errores: readonly Aviso[];
  readonly cambios: readonly Aviso[];
  /** The record or row it repeats. */
  readonly duplicado?: { readonly id?: number; readonly fila?: number; readonly registro: string; readonly campo: string };
}

export interface Resumen {
  readonly total: number;
  readonly nuevos: number;
  readonly duplicados: number;
  readonly errores: number;
}

export interface Analisis {
  readonly modulo: string;
  readonly hoja: string;
  readonly hojas: readonly string[];
  readonly columnas: readonly ColumnMap[];
  /** Columns no field takes. */
  readonly sinMapear: readonly string[];
  /** Required fields no column feeds (and that have no default), by label. */
  readonly faltantes: readonly string[];
  readonly filas: readonly FilaAnalizada[];
  readonly resumen: Resumen;
}

/** POST /importaciones/analizar's answer: the analysis, stored under `id`. */
export interface AnalisisGuardado extends Analisis {
  readonly id: number;
  readonly archivo: string;
}

export type Duplicados = 'omitir' | 'actualizar' | 'importar';
export const DUPLICADOS: readonly Duplicados[] = ['omitir', 'actualizar', 'importar'];

export interface Fallida {
  readonly fila: number;
  readonly motivo: string;
}

export interface Resultado {
  readonly creados: number;
  readonly actualizados: number;
  readonly omitidos: number;
  /** Rows refused at the commit (besides the preview's errors). */
  readonly fallidas: readonly Fallida[];
  readonly error?: string;
  /** Once undone: the updated records left as they were, because someone changed them after the import (by name). */
  readonly dejados?: readonly string[];
}

export type Estado = 'analizada' | 'en_curso' | 'completada' | 'fallida' | 'deshecha';

/** GET /importaciones/{id}: progress and result. */
export interface EstadoImportacion {
  readonly id: number;
  readonly modulo: string;
  readonly archivo: string;
  readonly estado: Estado;
  readonly duplicados: Duplicados | null;
  readonly total: number;
  readonly hechas: number;
  readonly segundosRestantes: number | null;
  readonly resumen: Resumen;
  readonly resultado: Resultado | null;
}

/** A row of GET /importaciones. */
export interface ImportacionPasada {
  readonly id: number;
  readonly modulo: string;
  readonly archivo: string;
  readonly estado: Estado;
  readonly usuario: string;
  readonly creado_en: string;
  readonly resumen: Resumen;
  readonly creados: number;
  readonly actualizados: number;
  readonly fallidas: number;
}
