// Seed §9 layout constants.
/** Below this width the sidebar is collapsed. */
export const SIDEBAR_COLLAPSE_WIDTH = 991;
/** A collapsed sidebar widens on hover only above this width. */
export const SIDEBAR_HOVER_MIN_WIDTH = 768;
export const RESIZE_DEBOUNCE_MS = 1000;
export const BACK_TO_TOP_THRESHOLD = 400;
export const SCROLLED_THRESHOLD = 70;
/** Header height: the content starts this far from the top. */
export const LAYOUT_TOP_PADDING = 64;
/** The horizontal menu bar under the header. */
export const HORIZONTAL_BAR_HEIGHT = 48;
/** 'Boxed' width. */
export const BOXED_MAX_WIDTH = 1300;

/** A fixed or absolute bar in the 'boxed' width: centred, at most 1300 px. */
export const boxedSx = { left: 0, right: 0, mx: 'auto', width: '100%', maxWidth: BOXED_MAX_WIDTH } as const;
