// The header's and the sidebar's colours for a menu/header style (light, color, dark, gradient), each with the text
// colour derived from it.
import { alpha, createTheme, type Theme } from '@mui/material/styles';
import { colord } from 'colord';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { gradientSurface, readableText, type Surface } from './contrast';
import type { SurfaceStyle, ThemeMode } from './preferences';

export const PAPER = { light: '#ffffff', dark: '#1e1e1e' } as const;

/** The lightest surface text sits on per mode: in dark mode MUI lightens raised paper (menus, popovers, dialogs:
 * a white overlay up to 16 % at elevation 24, ≈ #383838), so colours used as text are checked against that. */
export const RAISED_PAPER = { light: '#ffffff', dark: '#383838' } as const;
/** A filled field's background under the pointer (MUI's FilledInput, react-admin's default), over the page's paper:
 * the darkest (light mode) or lightest (dark mode) surface a field's error and required marks are written on. */
export const FILLED_FIELD = { light: 'rgba(0, 0, 0, 0.09)', dark: 'rgba(255, 255, 255, 0.13)' } as const;
const DARK_SURFACE = '#1f2430';

export function surfaceFor(style: SurfaceStyle, primary: string, mode: ThemeMode): Surface {
  switch (style) {
    case 'light':
      return { background: PAPER[mode], base: PAPER[mode], text: readableText(PAPER[mode]) };
    case 'dark':
      return { background: DARK_SURFACE, base: DARK_SURFACE, text: readableText(DARK_SURFACE) };
    case 'color':
      return { background: primary, base: primary, text: readableText(primary) };
    case 'gradient':
      return gradientSurface(primary);
  }
}

/**
 * A theme for what sits on a coloured surface (the sidebar, the horizontal menu bar and its sub-menus): the surface is
 * the paper, its derived text colour is every text and the 'primary' colour, so nothing nested can lose contrast.
 */
export function surfaceTheme(options: RaThemeOptions, surface: Surface): Theme {
  const mode = colord(surface.base).isDark() ? 'dark' : 'light';
  const base = mode === 'light' ? defaultLightTheme : defaultDarkTheme;
  const text = surface.text;
  return createTheme({
    ...options,
    components: {
      ...options.components,
      RaMenuItemLink: {
        styleOverrides: {
          root: {
            color: text,
            '& .MuiListItemIcon-root': { color: text },
            '&.RaMenuItemLink-active': { backgroundColor: alpha(text, 0.16), fontWeight: 600 },
          },
        },
      },
    },
    palette: {
      ...base.palette,
      mode,
      primary: { main: text, contrastText: surface.base },
      background: { default: surface.base, paper: surface.base },
      text: { primary: text, secondary: text },
      divider: alpha(text, 0.2),
      action: { active: text, hover: alpha(text, 0.08), selected: alpha(text, 0.16) },
    },
  });
}
