// Light and dark themes on react-admin's default, built from the stored preferences (primary and background colour,
// direction). Text colours come from the chosen colours (contrast.ts), never straight from the user's choice.
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { frameworkMessages } from '../i18n/modules/framework';
import { fitAsText, fitBackground, readableText } from './contrast';
import { DEFAULT_PREFERENCES, DEFAULT_PRIMARY, type Preferences, type ThemeMode } from './preferences';
import { PAPER, RAISED_PAPER } from './surfaces';

export const PRIMARY = DEFAULT_PRIMARY;

// The sidebar collapses below 991 px (seed §9): the md breakpoint is 992; below sm (768) it is a drawer.
const breakpoints = { values: { xs: 0, sm: 768, md: 992, lg: 1200, xl: 1536 } };

// MUI writes 'pagination navigation' on the pager's <nav> unless told otherwise. The theme is built before any
// i18nProvider (the login paints with it), so it reads the catalogue's small framework part directly.
const spanishPagination = { MuiPagination: { defaultProps: { 'aria-label': frameworkMessages.paginacion } } };

export const SIDEBAR = { width: 264, closedWidth: 56 };
const DEFAULT_BACKGROUND = { light: '#f4f5fa', dark: '#121212' } as const;

export function buildTheme(prefs: Pick<Preferences, 'primario' | 'fondo' | 'direccion'>, mode: ThemeMode): RaThemeOptions {
  const base = mode === 'light' ? defaultLightTheme : defaultDarkTheme;
  // Primary is also a text colour (links, outlined buttons, active menu items) on the mode's paper, raised paper included.
  const main = fitAsText(prefs.primario, RAISED_PAPER[mode]);
  const background = prefs.fondo ? fitBackground(prefs.fondo, mode) : DEFAULT_BACKGROUND[mode];
  return {
    ...base,
    direction: prefs.direccion,
    components: { ...base.components, ...spanishPagination },
    breakpoints,
    palette: {
      ...base.palette,
      mode,
      primary: { main, contrastText: readableText(main) },
      secondary: mode === 'light' ? { main: '#1565C0' } : { main: '#64B5F6' },
      background: { default: background, paper: PAPER[mode] },
    },
    sidebar: SIDEBAR,
  };
}

export const lightTheme = buildTheme(DEFAULT_PREFERENCES, 'light');
export const darkTheme = buildTheme(DEFAULT_PREFERENCES, 'dark');
