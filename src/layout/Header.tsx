// Header: sidebar toggle (from react-admin's AppBar), dark/light toggle, fullscreen, profile menu.
import { AppBar, LoadingIndicator, TitlePortal, ToggleThemeButton } from 'react-admin';
import { FullscreenButton } from './FullscreenButton';
import { ProfileMenu } from './ProfileMenu';

export function Header() {
  return (
    <AppBar
      color="primary"
      userMenu={<ProfileMenu />}
      toolbar={
        <>
          <ToggleThemeButton />
          <FullscreenButton />
          <LoadingIndicator />
        </>
      }
    >
      <TitlePortal />
    </AppBar>
  );
}
