// The sidebar: site navigation, not an application menu. A <nav> with, per area, a button that shows or hides its
// list of links (the disclosure pattern), each link marked aria-current on its page; Tab walks through them. Each link
// looks and behaves like react-admin's MenuItemLink (its classes and theme overrides, its tooltip when folded, closing
// the drawer on a phone) but reads no location itself: the menu reads it once and hands each area the link that is
// current, so a URL change (a sort, a page, a record opened) re-renders only the links whose active state changed
// (MenuItemLink and react-router's Link subscribe every link to the location: all of them re-rendered, issue 26 §11).
import { memo, useEffect, useId, useMemo, useState, type MouseEvent } from 'react';
import { useHref, useNavigate, useLocation } from 'react-router-dom';
import {
  Box,
  Collapse,
  Divider,
  IconButton,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  MenuItem,
  Tooltip,
  Typography,
  styled,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import LogoutIcon from '@mui/icons-material/Logout';
import { useEvent, useLogout, usePermissions, useSidebarState } from 'react-admin';
import { useT } from '../i18n/useT';
import { modules } from '../resources/registry';
import { SIDEBAR } from '../theme';
import { iconFor } from './icons';
import { buildMenu, menuText, type MenuArea, type MenuLink } from './menuModel';
import { useSidebarHovered } from './useMenuLayout';
import { usePrefetchListOf } from './usePrefetchListOf';

const WRAPPED = { flex: 1, '& .MuiTypography-noWrap': { whiteSpace: 'normal', overflowWrap: 'break-word' } } as const;

const isCurrent = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** Follows a sidebar link inside the app (a plain left click); the browser keeps ctrl/middle clicks (a new tab). */
type Follow = (event: MouseEvent<HTMLAnchorElement>, path: string) => void;

/** The address of a path, with the router's base. */
type HrefOf = (path: string) => string;

// react-admin's MenuItemLink classes and look (a theme's RaMenuItemLink overrides apply to it as to the original).
const LinkClasses = { root: 'RaMenuItemLink-root', active: 'RaMenuItemLink-active', icon: 'RaMenuItemLink-icon' } as const;

const SidebarMenuItem = styled(MenuItem, { name: 'RaMenuItemLink', slot: 'Root', overridesResolver: (_props, styles) => styles.root })(
  ({ theme }) => ({
    color: (theme.vars || theme).palette.text.secondary,
    [`& .${LinkClasses.icon}`]: { color: (theme.vars || theme).palette.text.secondary, minWidth: theme.spacing(5) },
    [`&.${LinkClasses.active}`]: { color: (theme.vars || theme).palette.text.primary },
  }),
) as typeof MenuItem;

interface LinkItemProps {
  readonly link: MenuLink;
  readonly sidebarOpen: boolean;
  /** Folded by the user (even while widened under the pointer): the link's name in a tooltip, as react-admin does. */
  readonly folded: boolean;
  readonly current: boolean;
  readonly follow: Follow;
  readonly hrefOf: HrefOf;
}

const LinkItem = memo(function LinkItem({ link, sidebarOpen, folded, current, follow, hrefOf }: LinkItemProps) {
  const translate = useT();
  const LinkIcon = iconFor(link.icon);
  const text = menuText(translate, link.title);
  const createTitle = link.createTitle ?? translate('app.menu.nuevo');
  const { createPath } = link;
  const item = (
    <SidebarMenuItem
      component="a"
      href={hrefOf(link.path)}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => follow(event, link.path)}
      className={current ? `${LinkClasses.root} ${LinkClasses.active}` : LinkClasses.root}
      tabIndex={0}
      // A link among links: MenuItem would call it a 'menuitem', which only a role="menu" may hold.
      role="link"
      aria-current={current ? 'page' : undefined}
      // Open, a long name ('Carta al nuevo propietario') wraps to a second line instead of ending in '…'.
      sx={sidebarOpen ? { ...WRAPPED, minWidth: 0 } : { flex: 1, minWidth: 0 }}
    >
      <ListItemIcon className={LinkClasses.icon}>
        <LinkIcon fontSize="small" />
      </ListItemIcon>
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
        {text}
      </Typography>
    </SidebarMenuItem>
  );
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center' }}>
      {folded ? (
        <Tooltip title={text} placement="right">
          {item}
        </Tooltip>
      ) : (
        item
      )}
      {createPath && sidebarOpen ? (
        <Tooltip title={createTitle}>
          <IconButton
            size="small"
            component="a"
            href={hrefOf(createPath)}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => follow(event, createPath)}
            aria-label={createTitle}
            sx={{ mr: 1 }}
          >
            <AddIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
    </Box>
  );
});

interface AreaGroupProps {
  readonly area: MenuArea;
  readonly open: boolean;
  readonly folded: boolean;
  /** The path of the area's link whose page is shown, if any. */
  readonly current: string | undefined;
  readonly follow: Follow;
  readonly hrefOf: HrefOf;
}

const AreaGroup = memo(function AreaGroup({ area, open: sidebarOpen, folded, current, follow, hrefOf }: AreaGroupProps) {
  const translate = useT();
  const listId = useId();
  const active = current !== undefined;
  const [expanded, setExpanded] = useState(active || area.id === 'dashboard');
  useEffect(() => {
    if (active) setExpanded(true);
  }, [active]);
  const Icon = iconFor(area.icon);
  const title = translate(area.title);
  const links = area.links.map((link) => (
    <LinkItem key={link.key} link={link} sidebarOpen={sidebarOpen} folded={folded} current={link.path === current} follow={follow} hrefOf={hrefOf} />
  ));
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
});

/** The path of the link whose page `pathname` is (the longest that matches: '/ofertantes' under '/ofertantes/7/show'). */
function currentLink(areas: readonly MenuArea[], pathname: string): string | undefined {
  let found: string | undefined;
  for (const area of areas)
    for (const link of area.links) if (isCurrent(pathname, link.path) && link.path.length > (found?.length ?? -1)) found = link.path;
  return found;
}

export function Menu() {
  const { permissions } = usePermissions<string>();
  const [stored, setStored] = useSidebarState();
  const hovered = useSidebarHovered();
  const open = stored || hovered;
  const translate = useT();
  const logout = useLogout();
  // The one reader of the location in the menu: it re-renders on every URL change, its areas and links only when
  // their current link changes.
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const root = useHref('/');
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const areas = useMemo(() => buildMenu(permissions, modules), [permissions]);
  const current = currentLink(areas, pathname);
  const base = root.endsWith('/') ? root.slice(0, -1) : root;
  const hrefOf = useMemo<HrefOf>(() => (path) => `${base}${path}`, [base]);
  const prefetchList = usePrefetchListOf();
  const follow = useEvent<[MouseEvent<HTMLAnchorElement>, string], void>((event, path) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    prefetchList(path);
    navigate(path);
    // On a phone the drawer closes once a page is chosen.
    if (phone) setStored(false);
  });
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
        <AreaGroup
          key={area.id}
          area={area}
          open={open}
          folded={!stored}
          current={current !== undefined && area.links.some((l) => l.path === current) ? current : undefined}
          follow={follow}
          hrefOf={hrefOf}
        />
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
