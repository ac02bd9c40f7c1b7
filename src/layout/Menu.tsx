// The sidebar: site navigation, not an application menu. A <nav> with, per area, a button that shows or hides its
// list of links (the disclosure pattern), each link marked aria-current on its page; Tab walks through them. Rendered
// with react-admin's MenuItemLink (its look, its tooltip when folded, closing the drawer on a phone) as a plain link.
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Box, Collapse, Divider, IconButton, List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import LogoutIcon from '@mui/icons-material/Logout';
import { MenuItemLink, useLogout, usePermissions, useSidebarState } from 'react-admin';
import { useT } from '../i18n/useT';
import { modules } from '../resources/registry';
import { SIDEBAR } from '../theme';
import { iconFor } from './icons';
import { buildMenu, menuText, type MenuArea, type MenuLink } from './menuModel';
import { useSidebarHovered } from './useMenuLayout';

const WRAPPED = { flex: 1, '& .MuiTypography-noWrap': { whiteSpace: 'normal', overflowWrap: 'break-word' } } as const;

const isCurrent = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

function LinkItem({ link, sidebarOpen }: { readonly link: MenuLink; readonly sidebarOpen: boolean }) {
  const translate = useT();
  const { pathname } = useLocation();
  const LinkIcon = iconFor(link.icon);
  const createTitle = link.createTitle ?? translate('app.menu.nuevo');
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center' }}>
      <MenuItemLink
        to={link.path}
        // A link among links: MenuItem would call it a 'menuitem', which only a role="menu" may hold.
        role="link"
        aria-current={isCurrent(pathname, link.path) ? 'page' : undefined}
        primaryText={menuText(translate, link.title)}
        leftIcon={<LinkIcon fontSize="small" />}
        // Open, a long name ('Carta al nuevo propietario') wraps to a second line instead of ending in '…'.
        sx={sidebarOpen ? { ...WRAPPED, minWidth: 0 } : { flex: 1, minWidth: 0 }}
      />
      {link.createPath && sidebarOpen ? (
        <Tooltip title={createTitle}>
          <IconButton size="small" component={Link} to={link.createPath} aria-label={createTitle} sx={{ mr: 1 }}>
            <AddIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
    </Box>
  );
}

function AreaGroup({ area, open: sidebarOpen }: { readonly area: MenuArea; readonly open: boolean }) {
  const translate = useT();
  const location = useLocation();
  const listId = useId();
  const active = area.links.some((l) => isCurrent(location.pathname, l.path));
  const [expanded, setExpanded] = useState(active || area.id === 'dashboard');
  useEffect(() => {
    if (active) setExpanded(true);
  }, [active]);
  const Icon = iconFor(area.icon);
  const title = translate(area.title);
  const links = area.links.map((link) => <LinkItem key={link.key} link={link} sidebarOpen={sidebarOpen} />);
  // Collapsed: a rail of the links' own icons (each with its tooltip), areas separated by a line. An area's icon
  // beside its links' icons would repeat them (the Dashboard icon twice) and expand nothing visible.
  if (!sidebarOpen) {
    return (
      <>
        <Divider sx={{ my: 0.5 }} />
        <List disablePadding aria-label={title} data-testid={`menu-area-${area.id}`}>
          {links}
        </List>
      </>
    );
  }
  return (
    <>
      <ListItemButton
        onClick={() => setExpanded(!expanded)}
        dense
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        data-testid={`menu-area-${area.id}`}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Icon fontSize="small" color={active ? 'primary' : 'inherit'} />
        </ListItemIcon>
        <ListItemText primary={title} slotProps={{ primary: { fontWeight: 600, fontSize: 14 } }} />
        {expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding aria-label={title} sx={{ pl: 1.5 }}>
          {links}
        </List>
      </Collapse>
    </>
  );
}

export function Menu() {
  const { permissions } = usePermissions<string>();
  const [stored] = useSidebarState();
  const hovered = useSidebarHovered();
  const open = stored || hovered;
  const translate = useT();
  const logout = useLogout();
  const areas = buildMenu(permissions, modules);
  return (
    <Box
      component="nav"
      aria-label={translate('app.shell.menu_principal')}
      // react-admin's menu classes: the sidebar widens a folded one on hover by them (ShellSidebar).
      className={stored ? 'RaMenu-open' : 'RaMenu-closed'}
      sx={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        pt: 1,
        pb: 2,
        width: stored ? SIDEBAR.width : SIDEBAR.closedWidth,
        transition: theme.transitions.create('width', { easing: theme.transitions.easing.sharp, duration: theme.transitions.duration.leavingScreen }),
      })}
    >
      {areas.map((area) => (
        <AreaGroup key={area.id} area={area} open={open} />
      ))}
      <ListItemButton dense onClick={() => logout({ salir: true })} aria-label={translate('app.menu.salir')} data-testid="menu-salir">
        <ListItemIcon sx={{ minWidth: 40 }}>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        {open ? <ListItemText primary={translate('app.menu.salir')} slotProps={{ primary: { fontWeight: 600, fontSize: 14 } }} /> : null}
      </ListItemButton>
    </Box>
  );
}
