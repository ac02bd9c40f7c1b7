// Light and dark themes on react-admin's default, built from the stored preferences (primary and background colour,
// direction). Text colours come from the chosen colours (contrast.ts), never straight from the user's choice.
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { accessibleDefaults } from './accessibleDefaults';
import { fitAsText, fitBackground, fitStatus, over, readableText } from './contrast';
import { DEFAULT_PREFERENCES, DEFAULT_PRIMARY, type Preferences, type ThemeMode } from './preferences';
import { FILLED_FIELD, PAPER, RAISED_PAPER } from './surfaces';

export const PRIMARY = DEFAULT_PRIMARY;

// The sidebar collapses below 991 px (seed §9): the md breakpoint is 992; below sm (768) it is a drawer.
const breakpoints = { values: { xs: 0, sm: 768, md: 992, lg: 1200, xl: 1536 } };

export const SIDEBAR = { width: 264, closedWidth: 56 };
const DEFAULT_BACKGROUND = { light: '#f4f5fa', dark: '#121212' } as const;

// MUI's action.active of each mode.
const ACTION_ACTIVE = { light: 'rgba(0, 0, 0, 0.54)', dark: '#ffffff' } as const;
const STATUS = ['error', 'warning', 'info', 'success'] as const;
// MUI's own, used when react-admin's theme does not set them.
const MUI_STATUS = {
  light: { error: '#d32f2f', warning: '#ed6c02', info: '#0288d1', success: '#2e7d32' },
  dark: { error: '#f44336', warning: '#ffa726', info: '#29b6f6', success: '#66bb6a' },
} as const;

/** react-admin's (MUI's) status colours, each fitted to its text, to the mode's raised paper and to a filled field on
 * its paper, where a field's error message and required mark are written (contrast.ts). */
function statusColours(base: RaThemeOptions, mode: ThemeMode) {
  const palette = base.palette ?? {};
  return Object.fromEntries(
    STATUS.map((name) => {
      const given = palette[name];
      const color = given && 'main' in given && typeof given.main === 'string' ? given.main : MUI_STATUS[mode][name];
      const onRaised = fitStatus(color, RAISED_PAPER[mode]);
      return [name, fitStatus(onRaised.main, over(FILLED_FIELD[mode], PAPER[mode]))];
    }),
  ) as Record<(typeof STATUS)[number], { main: string; contrastText: string }>;
}

export function buildTheme(prefs: Pick<Preferences, 'primario' | 'fondo' | 'direccion'>, mode: ThemeMode): RaThemeOptions {
  const base = mode === 'light' ? defaultLightTheme : defaultDarkTheme;
  // Primary is also a text colour (links, outlined buttons, active menu items) on the mode's paper, raised paper included.
  const main = fitAsText(prefs.primario, RAISED_PAPER[mode]);
  const background = prefs.fondo ? fitBackground(prefs.fondo, mode) : DEFAULT_BACKGROUND[mode];
  return {
    ...base,
    direction: prefs.direccion,
    components: { ...base.components, ...accessibleDefaults },
    breakpoints,
    palette: {
      ...base.palette,
      mode,
      primary: { main, contrastText: readableText(main) },
      secondary: mode === 'light' ? { main: '#1565C0' } : { main: '#64B5F6' },
      background: { default: background, paper: PAPER[mode] },
      // Unselected toggle buttons and icon buttons are written in action.active, also right on the page's background.
      action: { ...base.palette?.action, active: fitAsText(over(ACTION_ACTIVE[mode], background), background) },
      ...statusColours(base, mode),
    },
    sidebar: SIDEBAR,
  };
}

export const lightTheme = buildTheme(DEFAULT_PREFERENCES, 'light');
export const darkTheme = buildTheme(DEFAULT_PREFERENCES, 'dark');
