// Around <Admin>: the themes built from the stored preferences and, for right-to-left, an emotion cache whose
// stylis plugin mirrors every style (margins, paddings, positions), so menus, tables, forms and dialogs mirror too.
import { useEffect, useMemo, type ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import rtlPlugin from 'stylis-plugin-rtl';
import type { RaThemeOptions } from 'react-admin';
import { buildTheme } from './index';
import { applyToDocument } from './document';
import { usePreferences } from './usePreferences';

const ltrCache = createCache({ key: 'css' });
const rtlCache = createCache({ key: 'css-rtl', stylisPlugins: [rtlPlugin] });

export interface ShellThemes {
  readonly lightTheme: RaThemeOptions;
  readonly darkTheme: RaThemeOptions;
}

export function ShellThemeProvider({ children }: { readonly children: (themes: ShellThemes) => ReactNode }) {
  const prefs = usePreferences();
  const { primario, fondo, direccion } = prefs;
  const themes = useMemo(
    () => ({ lightTheme: buildTheme({ primario, fondo, direccion }, 'light'), darkTheme: buildTheme({ primario, fondo, direccion }, 'dark') }),
    [primario, fondo, direccion],
  );
  useEffect(() => applyToDocument(prefs), [prefs]);
  return <CacheProvider value={direccion === 'rtl' ? rtlCache : ltrCache}>{children(themes)}</CacheProvider>;
}
