// Header (seed §2): sidebar toggle (from react-admin's AppBar), dark/light toggle, fullscreen, the appearance settings
// gear, the two cart dropdowns, the notifications bell, the quick-access grid and the profile menu; in the header
// style's colours, with its 'scrolled' look past 70 px. The horizontal menu bar, when chosen, sits right under it.
import { Box, useScrollTrigger } from '@mui/material';
import { AppBar, LoadingIndicator, TitlePortal, ToggleThemeButton, type AppBarProps } from 'react-admin';
import { usePreference } from '../theme/usePreferences';
import { CartMenu } from './CartMenu';
import { boxedSx, LAYOUT_TOP_PADDING, SCROLLED_THRESHOLD } from './constants';
import { FullscreenButton } from './FullscreenButton';
import { HorizontalMenu } from './HorizontalMenu';
import { NotificationsMenu } from './NotificationsMenu';
import { ProfileMenu } from './ProfileMenu';
import { QuickAccess } from './QuickAccess';
import { SettingsButton } from './SettingsPanel';
import { useMenuLayout } from './useMenuLayout';
import { useSurfaces } from './useSurfaces';

export function Header({ alwaysOn }: AppBarProps) {
  const { header } = useSurfaces();
  const [posicion] = usePreference('posicion');
  const [ancho] = usePreference('ancho');
  const layout = useMenuLayout();
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: SCROLLED_THRESHOLD });
  return (
    <>
      <AppBar
        alwaysOn={alwaysOn}
        position={posicion === 'fixed' ? 'fixed' : 'absolute'}
        color="inherit"
        data-testid="header"
        data-scrolled={scrolled ? 'true' : 'false'}
        userMenu={<ProfileMenu />}
        sx={{
          background: header.background,
          color: header.text,
          boxShadow: scrolled ? 8 : 1,
          transition: 'box-shadow 200ms',
          ...(ancho === 'boxed' ? boxedSx : null),
          '& .RaAppBar-toolbar': { minHeight: LAYOUT_TOP_PADDING },
          ...(layout === 'vertical' ? null : { '& .RaAppBar-menuButton': { display: 'none' } }),
        }}
        toolbar={
          <>
            {/* On a phone the title needs the room: light/dark stays in the settings panel. */}
            <Box sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
              <ToggleThemeButton />
              <FullscreenButton />
              <SettingsButton />
            </Box>
            <CartMenu kind="carritode" />
            <CartMenu kind="carrito" />
            <NotificationsMenu />
            {/* The shortcuts are the drawer's links again: on a phone the title keeps their room. */}
            <Box sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
              <QuickAccess />
            </Box>
            <LoadingIndicator />
          </>
        }
      >
        {/* The page title sits in react-admin's configurable span (inline-block): without this a long one is cut mid-letter. */}
        <TitlePortal sx={{ '& > span': { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' } }} />
      </AppBar>
      {layout === 'vertical' ? null : <HorizontalMenu hover={layout === 'horizontal-hover'} />}
    </>
  );
}
