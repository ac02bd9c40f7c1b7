// Light and dark themes on react-admin's default, with the seed's primary colour.
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

export const PRIMARY = '#623AA2';

// The sidebar collapses below 991 px (seed §9): the md breakpoint is 992.
const breakpoints = { values: { xs: 0, sm: 768, md: 992, lg: 1200, xl: 1536 } };

// MUI writes 'pagination navigation' on the pager's <nav> unless told otherwise.
const spanishPagination = { MuiPagination: { defaultProps: { 'aria-label': 'Paginación' } } };

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  components: { ...defaultLightTheme.components, ...spanishPagination },
  breakpoints,
  palette: { ...defaultLightTheme.palette, mode: 'light', primary: { main: PRIMARY }, secondary: { main: '#1E88E5' }, background: { default: '#f4f5fa' } },
  sidebar: { width: 264, closedWidth: 56 },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  components: { ...defaultDarkTheme.components, ...spanishPagination },
  breakpoints,
  palette: { ...defaultDarkTheme.palette, mode: 'dark', primary: { main: '#B39DDB' }, secondary: { main: '#64B5F6' } },
  sidebar: { width: 264, closedWidth: 56 },
};
