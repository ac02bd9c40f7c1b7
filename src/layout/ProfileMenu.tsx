// Profile menu: first name, last name, role and mini avatar; 'Mi Perfil', on phones 'Ajustes de apariencia' (the
// header's settings gear is hidden there), 'Bloquear Pantalla', 'Salir'.
import { forwardRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Avatar, Box, Divider, ListItemIcon, ListItemText, MenuItem, Typography, useMediaQuery, type Theme } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import { UserMenu, useGetIdentity, useLogout, useUserMenu } from 'react-admin';
import { useT } from '../i18n/useT';
import { lockScreen, LOCK_ROUTE } from '../authProvider';
import { avatarUrl } from '../lib/images';
import { useSettingsOpen } from './settingsOpen';
import { textOf } from '../lib/guards';

const ProfileItem = forwardRef<HTMLLIElement>(function ProfileItem(props, ref) {
  const translate = useT();
  const navigate = useNavigate();
  const menu = useUserMenu();
  return (
    <MenuItem
      ref={ref}
      {...props}
      onClick={() => {
        menu?.onClose();
        navigate('/dashboard/perfil/detalle');
      }}
    >
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.header.my_profile')}</ListItemText>
    </MenuItem>
  );
});

const SettingsItem = forwardRef<HTMLLIElement>(function SettingsItem(props, ref) {
  const translate = useT();
  const menu = useUserMenu();
  const { setOpen } = useSettingsOpen();
  return (
    <MenuItem
      ref={ref}
      {...props}
      sx={{ display: { sm: 'none' } }}
      onClick={() => {
        menu?.onClose();
        setOpen(true);
      }}
      data-testid="ajustes-menu"
    >
      <ListItemIcon>
        <SettingsIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.shell.ajustes')}</ListItemText>
    </MenuItem>
  );
});

const LockItem = forwardRef<HTMLLIElement>(function LockItem(props, ref) {
  const translate = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const menu = useUserMenu();
  const onClick = async () => {
    menu?.onClose();
    await lockScreen(location.pathname + location.search);
    navigate(LOCK_ROUTE);
  };
  return (
    <MenuItem ref={ref} {...props} onClick={() => void onClick()} data-testid="lock-screen">
      <ListItemIcon>
        <LockIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.header.lock')}</ListItemText>
    </MenuItem>
  );
});

const LogoutItem = forwardRef<HTMLLIElement>(function LogoutItem(props, ref) {
  const translate = useT();
  const logout = useLogout();
  return (
    <MenuItem ref={ref} {...props} onClick={() => logout({ salir: true })} data-testid="logout">
      <ListItemIcon>
        <LogoutIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.header.logout')}</ListItemText>
    </MenuItem>
  );
});

function ProfileHeader() {
  const { identity } = useGetIdentity();
  if (!identity) return null;
  return (
    <Box sx={{ px: 2, py: 1.5, display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 220 }}>
      <Avatar src={avatarUrl(textOf(identity, 'imagenmini'))} alt={String(identity.fullName ?? '')} />
      <Box>
        <Typography
          variant="subtitle2"
          data-testid="profile-name"
        >{`${String(identity.nombre ?? '')} ${String(identity.apellido ?? '')}`}</Typography>
        <Typography variant="caption" color="text.secondary" data-testid="profile-role">
          {String(identity.tipo ?? '')}
        </Typography>
      </Box>
    </Box>
  );
}

function ProfileIcon() {
  const { identity } = useGetIdentity();
  return <Avatar src={avatarUrl(textOf(identity, 'imagenmini'))} sx={{ width: 32, height: 32 }} alt={String(identity?.fullName ?? '')} />;
}

export function ProfileMenu() {
  const translate = useT();
  const { identity } = useGetIdentity();
  // From 'sm' up react-admin writes the user's name on the button: its accessible name says it too ('Perfil: Ana
  // Torres'). Below, an icon only, and the key, not its text: there react-admin translates the label again with
  // 'Profile' as the fallback.
  const withName = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm')) && Boolean(identity?.fullName);
  const label = withName ? translate('app.header.profile_of', { nombre: String(identity?.fullName) }) : 'app.header.profile';
  return (
    <UserMenu icon={<ProfileIcon />} label={label}>
      <ProfileHeader />
      <Divider />
      <ProfileItem />
      <SettingsItem />
      <LockItem />
      <LogoutItem />
    </UserMenu>
  );
}
