// Header (seed §2): sidebar toggle (from react-admin's AppBar), dark/light toggle, fullscreen, the two cart dropdowns,
// the notifications bell, the quick-access grid and the profile menu.
import { AppBar, LoadingIndicator, TitlePortal, ToggleThemeButton } from 'react-admin';
import { CartMenu } from './CartMenu';
import { FullscreenButton } from './FullscreenButton';
import { NotificationsMenu } from './NotificationsMenu';
import { ProfileMenu } from './ProfileMenu';
import { QuickAccess } from './QuickAccess';

export function Header() {
  return (
    <AppBar
      color="primary"
      userMenu={<ProfileMenu />}
      toolbar={
        <>
          <ToggleThemeButton />
          <FullscreenButton />
          <CartMenu kind="carritode" />
          <CartMenu kind="carrito" />
          <NotificationsMenu />
          <QuickAccess />
          <LoadingIndicator />
        </>
      }
    >
      <TitlePortal />
    </AppBar>
  );
}
