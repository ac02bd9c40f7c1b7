// The width of a list cell that cuts its text: a share of its usual width when the table is short of room.

/**
 * Set on the table's container: free-text columns are cut at this share of their usual width (a list short of
 * room cuts them before it leaves columns out: views/useFittingColumns.ts).
 */
export const TEXT_WIDTH_SCALE = '--lista-ancho-texto';

/** A CSS width: `px` at the table's current share. */
export const scaledWidth = (px: number): string => `calc(${px}px * var(${TEXT_WIDTH_SCALE}, 1))`;
