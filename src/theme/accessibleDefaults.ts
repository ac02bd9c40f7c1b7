// Accessible names MUI and react-admin leave out, set once for every instance through the theme (component
// defaults). The theme is built before any i18nProvider (the login paints with it), so the texts come from the
// catalogue's small framework part directly.
import type { CheckboxProps } from '@mui/material';
import type { Components, Theme } from '@mui/material/styles';
import { frameworkMessages } from '../i18n/modules/framework';

type CheckboxOwnerState = CheckboxProps & { readonly 'aria-label'?: string; readonly 'aria-labelledby'?: string };

/**
 * A checkbox's name belongs on its <input>: given as `aria-label` (react-admin's row checkboxes, 'Seleccionar esta
 * fila'), MUI writes it on the wrapping <span>, where it names nothing and the input stays unlabelled. Moved here for
 * every checkbox; a name given through `inputProps` (or `slotProps.input`, which replaces these defaults) still wins.
 */
/**
 * react-admin's list skeleton (DataTableLoading) draws a 'select-all' checkbox in the header and in every placeholder
 * row, with no name and nothing to select: named 'Cargando…' like the rest of the skeleton, and disabled. The real
 * select-all always brings its name in `inputProps`.
 */
const placeholder = (o: CheckboxOwnerState) =>
  !o['aria-label'] && !o['aria-labelledby'] && !o.inputProps && (o.className ?? '').split(' ').includes('select-all');

const checkboxNameOnInput: Components<Theme>['MuiCheckbox'] = {
  defaultProps: {
    slotProps: {
      root: (ownerState: CheckboxOwnerState) =>
        ownerState['aria-label'] || ownerState['aria-labelledby'] ? { 'aria-label': undefined, 'aria-labelledby': undefined } : {},
      input: (ownerState: CheckboxOwnerState) => ({
        ...(placeholder(ownerState) ? { 'aria-label': frameworkMessages.cargando, disabled: true } : {}),
        ...(ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {}),
        ...(ownerState['aria-labelledby'] ? { 'aria-labelledby': ownerState['aria-labelledby'] } : {}),
        ...ownerState.inputProps,
      }),
    },
  },
};

/** A progress bar or spinner says what it is ('Cargando…') unless its place gives it a more precise name. */
const loading = { defaultProps: { 'aria-label': frameworkMessages.cargando } };

/** react-admin's 'Por favor, espere' under its spinner is written in text.disabled, too faint to read: text.secondary. */
const readableLoading: Components<Theme>['RaLoading'] = {
  styleOverrides: { root: ({ theme }) => ({ '& .RaLoading-message': { color: theme.palette.text.secondary } }) },
};

export const accessibleDefaults: Components<Theme> = {
  // MUI writes 'pagination navigation' on the pager's <nav> unless told otherwise.
  MuiPagination: { defaultProps: { 'aria-label': frameworkMessages.paginacion } },
  MuiCheckbox: checkboxNameOnInput,
  MuiCircularProgress: loading,
  MuiLinearProgress: loading,
  RaLoading: readableLoading,
};
