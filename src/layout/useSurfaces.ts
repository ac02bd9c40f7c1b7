// The header's and the menu's colours for the stored styles, in the current light/dark mode.
import { useMemo } from 'react';
import { useTheme } from '@mui/material';
import { buildTheme } from '../theme';
import { usePreferences } from '../theme/usePreferences';
import { surfaceFor, surfaceTheme } from '../theme/surfaces';

export function useSurfaces() {
  const prefs = usePreferences();
  const mode = useTheme().palette.mode;
  const { primario, fondo, direccion, estiloCabecera, estiloMenu } = prefs;
  return useMemo(() => {
    const header = surfaceFor(estiloCabecera, primario, mode);
    const menu = surfaceFor(estiloMenu, primario, mode);
    const menuTheme = surfaceTheme(buildTheme({ primario, fondo, direccion }, mode), menu);
    return { header, menu, menuTheme };
  }, [primario, fondo, direccion, estiloCabecera, estiloMenu, mode]);
}
