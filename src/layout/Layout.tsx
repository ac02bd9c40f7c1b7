// react-admin's Layout with the shell of seed §2: header and menu in the chosen styles, the settings panel, toasts
// (see toasts/), 'volver arriba', the boxed width and the fixed or scrolling position.
import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Layout as RaLayout } from 'react-admin';
import { usePreference } from '../theme/usePreferences';
import { BackToTop } from './BackToTop';
import { BOXED_MAX_WIDTH, HORIZONTAL_BAR_HEIGHT, LAYOUT_TOP_PADDING } from './constants';
import { Footer } from './Footer';
import { Header } from './Header';
import { Menu } from './Menu';
import { SettingsPanel } from './SettingsPanel';
import { SettingsOpenProvider } from './settingsOpen';
import { ShellSidebar } from './ShellSidebar';
import { useMenuLayout } from './useMenuLayout';
import { useResponsiveSidebar } from './useResponsiveSidebar';

export function Layout({ children }: { readonly children: ReactNode }) {
  useResponsiveSidebar();
  const layout = useMenuLayout();
  const [ancho] = usePreference('ancho');
  const top = LAYOUT_TOP_PADDING + (layout === 'vertical' ? 0 : HORIZONTAL_BAR_HEIGHT);
  return (
    <SettingsOpenProvider>
      {/* minWidth 0: a wide table scrolls inside its list instead of widening the page past the screen. */}
      <RaLayout
        appBar={Header}
        appBarAlwaysOn
        menu={Menu}
        sidebar={ShellSidebar}
        sx={{
          minWidth: 0,
          ...(ancho === 'boxed' ? { maxWidth: BOXED_MAX_WIDTH, mx: 'auto', boxShadow: 3 } : null),
          '& .RaLayout-appFrame': { mt: `${top}px` },
          '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 },
        }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: `calc(100vh - ${top}px)` }}>
          <Box sx={{ flex: 1 }}>{children}</Box>
          <Footer />
        </Box>
        <SettingsPanel />
        <BackToTop />
      </RaLayout>
    </SettingsOpenProvider>
  );
}
