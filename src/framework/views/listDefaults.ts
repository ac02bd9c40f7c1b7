// What the generated lists use when nothing was kept for them (SchemaList), read also by the menus that start
// reading a list before its screen is loaded: a module of its own, so that they do not load the list's code for it.

/** The page size of the generated lists. */
export const LIST_PER_PAGE = 25;
