// The caps of an import file: what the analysis refuses before it reads more than it must.
export const IMPORT_LIMITS = {
  /** Bytes of the uploaded file. */
  maxBytes: 20 * 1024 * 1024,
  /** Data rows below the header. */
  maxRows: 200_000,
  /** Columns of the header. */
  maxColumns: 2_000,
} as const;

export const MAX_MB = IMPORT_LIMITS.maxBytes / (1024 * 1024);
