// The date fields of the Reportes pages, in a row that wraps: each wide enough for dd/mm/aaaa and its calendar
// button (squeezed side by side on a phone they hid the year), a line of its own on a phone.
export const dateFieldSx = {
  flex: { xs: '1 1 100%', sm: '1 1 180px' },
  minWidth: 180,
  maxWidth: { sm: 260 },
  '& .MuiFormControl-root': { width: '100%' },
} as const;
