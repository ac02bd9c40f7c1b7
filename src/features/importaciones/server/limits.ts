// The caps of an import file, one declaration for the server and the screen (src/features/importaciones/shared/importable.ts).
export { IMPORT_LIMITS, MAX_MB } from '../shared/importable';
