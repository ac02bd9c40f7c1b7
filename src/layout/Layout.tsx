// react-admin's Layout with the shell of seed §2: header and menu in the chosen styles, the settings panel, toasts
// (see toasts/), 'volver arriba', the boxed width and the fixed or scrolling position.
// Every address change (a page, a sort, a row opened) renders the layout again with the new route as its children:
// the shell's parts are memoised so only the route (and the menu links whose state changed, Menu.tsx) render again,
// not the header, the sidebar's drawer, the footer and the settings panel before the list's request can leave
// (issue 26 §11).
import { memo, useMemo, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { Layout as RaLayout, type SidebarProps } from 'react-admin';
import { SessionProvider } from '../dataProvider/session';
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

const ShellHeader = memo(Header);
const ShellMenu = memo(Menu);
const ShellFooter = memo(Footer);
const ShellSettingsPanel = memo(SettingsPanel);
const ShellBackToTop = memo(BackToTop);

/** The same sidebar props but the children: react-admin's Layout passes a new `<Menu />` element (no props) each time. */
function sameSidebar(before: SidebarProps, after: SidebarProps): boolean {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  keys.delete('children');
  return [...keys].every((key) => Object.is(before[key as keyof SidebarProps], after[key as keyof SidebarProps]));
}
const Sidebar = memo(ShellSidebar, sameSidebar);

export function Layout({ children }: { readonly children: ReactNode }) {
  useResponsiveSidebar();
  const layout = useMenuLayout();
  const [ancho] = usePreference('ancho');
  const top = LAYOUT_TOP_PADDING + (layout === 'vertical' ? 0 : HORIZONTAL_BAR_HEIGHT);
  // The same style objects while the preferences stay: Emotion serialises a new object again on each render.
  const sx = useMemo(
    () => ({
      minWidth: 0,
      ...(ancho === 'boxed' ? { maxWidth: BOXED_MAX_WIDTH, mx: 'auto', boxShadow: 3 } : null),
      '& .RaLayout-appFrame': { mt: `${top}px` },
      '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 },
    }),
    [ancho, top],
  );
  const page = useMemo(() => ({ display: 'flex', flexDirection: 'column', minHeight: `calc(100vh - ${top}px)` }), [top]);
  return (
    <SessionProvider>
      <SettingsOpenProvider>
        {/* minWidth 0: a wide table scrolls inside its list instead of widening the page past the screen. */}
        <RaLayout appBar={ShellHeader} appBarAlwaysOn menu={ShellMenu} sidebar={Sidebar} sx={sx}>
          <Box sx={page}>
            <Box sx={ROUTE}>{children}</Box>
            <ShellFooter />
          </Box>
          <ShellSettingsPanel />
          <ShellBackToTop />
        </RaLayout>
      </SettingsOpenProvider>
    </SessionProvider>
  );
}

const ROUTE = { flex: 1 } as const;
