// The caps of an import file, one declaration for the server and the screen (src/resources/importaciones/importable.ts).
export { IMPORT_LIMITS, MAX_MB } from '../../src/resources/importaciones/importable';
