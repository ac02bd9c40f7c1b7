// The menu as laid out on this screen: the horizontal bar needs a desktop width; below 992 px the sidebar drawer
// serves every layout (thirteen areas do not fit a phone's bar).
import { createContext, useContext } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { usePreference } from '../theme/usePreferences';
import type { MenuLayout } from '../theme/preferences';

export function useMenuLayout(): MenuLayout {
  const [menu] = usePreference('menu');
  const desktop = useMediaQuery<Theme>((t) => t.breakpoints.up('md'), { noSsr: true });
  return desktop ? menu : 'vertical';
}

/** True while a collapsed sidebar is widened by the pointer hovering it. */
export const SidebarHoverContext = createContext(false);
export const useSidebarHovered = () => useContext(SidebarHoverContext);
