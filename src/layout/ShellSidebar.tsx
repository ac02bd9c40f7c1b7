// react-admin's Sidebar in the menu style's colours; a collapsed sidebar widens over the content while hovered
// (windows wider than 768 px); absent when the menu is the horizontal bar.
import { useState } from 'react';
import { ThemeProvider, useMediaQuery } from '@mui/material';
import { Sidebar, useSidebarState, type SidebarProps } from 'react-admin';
import { SIDEBAR } from '../theme';
import { usePreference } from '../theme/usePreferences';
import { LAYOUT_TOP_PADDING, SIDEBAR_HOVER_MIN_WIDTH } from './constants';
import { SidebarHoverContext, useMenuLayout } from './useMenuLayout';
import { useSurfaces } from './useSurfaces';

export function ShellSidebar(props: SidebarProps) {
  const layout = useMenuLayout();
  const [open] = useSidebarState();
  const [posicion] = usePreference('posicion');
  const hoverable = useMediaQuery(`(min-width:${SIDEBAR_HOVER_MIN_WIDTH + 1}px)`, { noSsr: true });
  const [hovered, setHovered] = useState(false);
  const { menu, menuTheme } = useSurfaces();
  if (layout !== 'vertical') return null;
  const widened = hovered && !open && hoverable;
  const fixed = posicion === 'fixed';
  return (
    <ThemeProvider theme={menuTheme}>
      <SidebarHoverContext.Provider value={widened}>
        <Sidebar
          {...props}
          appBarAlwaysOn
          data-testid="sidebar"
          data-open={open || widened ? 'true' : 'false'}
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          sx={{
            height: 'auto',
            '& .MuiDrawer-paper': { background: menu.background, color: menu.text, minHeight: '100%' },
            '& .RaSidebar-fixed': {
              background: menu.background,
              position: fixed ? 'fixed' : 'static',
              height: fixed ? `calc(100vh - ${LAYOUT_TOP_PADDING}px)` : 'auto',
              overflowY: 'auto',
              ...(widened ? { zIndex: 1250, boxShadow: 8, width: SIDEBAR.width } : null),
            },
            // Widened over the content: the menu takes the open width while the drawer keeps its closed one.
            ...(widened ? { '& .RaSidebar-fixed .RaMenu-closed': { width: SIDEBAR.width } } : null),
          }}
        />
      </SidebarHoverContext.Provider>
    </ThemeProvider>
  );
}
