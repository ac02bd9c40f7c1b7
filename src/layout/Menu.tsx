import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Collapse, Divider, IconButton, List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import LogoutIcon from '@mui/icons-material/Logout';
import { Menu as RaMenu, MenuItemLink, useLogout, usePermissions, useSidebarState } from 'react-admin';
import { useT } from '../i18n/useT';
import { modules } from '../resources/registry';
import { iconFor } from './icons';
import { buildMenu, menuText, type MenuArea } from './menuModel';
import { useSidebarHovered } from './useMenuLayout';

const WRAPPED = { flex: 1, '& .MuiTypography-noWrap': { whiteSpace: 'normal', overflowWrap: 'break-word' } } as const;

function AreaGroup({ area, open: sidebarOpen }: { readonly area: MenuArea; readonly open: boolean }) {
  const translate = useT();
  const location = useLocation();
  const active = area.links.some((l) => location.pathname.startsWith(l.path));
  const [expanded, setExpanded] = useState(active || area.id === 'dashboard');
  useEffect(() => {
    if (active) setExpanded(true);
  }, [active]);
  const Icon = iconFor(area.icon);
  const links = area.links.map((link) => {
    const LinkIcon = iconFor(link.icon);
    return (
      <div key={link.key} style={{ display: 'flex', alignItems: 'center' }}>
        <MenuItemLink
          to={link.path}
          primaryText={menuText(translate, link.title)}
          leftIcon={<LinkIcon fontSize="small" />}
          // Open, a long name ('Carta al nuevo propietario') wraps to a second line instead of ending in '…'.
          sx={sidebarOpen ? WRAPPED : { flex: 1 }}
        />
        {link.createPath && sidebarOpen ? (
          <Tooltip title={link.createTitle ?? translate('app.menu.nuevo')}>
            <IconButton
              size="small"
              component={Link}
              to={link.createPath}
              aria-label={link.createTitle ?? translate('app.menu.nuevo')}
              sx={{ mr: 1 }}
            >
              <AddIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
      </div>
    );
  });
  // Collapsed: a rail of the links' own icons (each with its tooltip), areas separated by a line. An area's icon
  // beside its links' icons would repeat them (the Dashboard icon twice) and expand nothing visible.
  if (!sidebarOpen) {
    return (
      <List component="div" disablePadding aria-label={translate(area.title)} data-testid={`menu-area-${area.id}`}>
        <Divider sx={{ my: 0.5 }} />
        {links}
      </List>
    );
  }
  return (
    <>
      <ListItemButton onClick={() => setExpanded(!expanded)} dense data-testid={`menu-area-${area.id}`}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Icon fontSize="small" color={active ? 'primary' : 'inherit'} />
        </ListItemIcon>
        <ListItemText primary={translate(area.title)} slotProps={{ primary: { fontWeight: 600, fontSize: 14 } }} />
        {expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        <List component="div" disablePadding sx={{ pl: 1.5 }}>
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
    <RaMenu sx={{ pb: 2 }}>
      {areas.map((area) => (
        <AreaGroup key={area.id} area={area} open={open} />
      ))}
      <ListItemButton dense onClick={() => logout({ salir: true })} data-testid="menu-salir">
        <ListItemIcon sx={{ minWidth: 40 }}>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        {open ? <ListItemText primary={translate('app.menu.salir')} slotProps={{ primary: { fontWeight: 600, fontSize: 14 } }} /> : null}
      </ListItemButton>
    </RaMenu>
  );
}
