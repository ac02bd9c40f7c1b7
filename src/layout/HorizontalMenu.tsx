// The menu as a bar under the header (menu layout 'horizontal' or 'horizontal-hover'): one button per area, its links
// in a drop-down opened on click, or on hover for 'horizontal-hover'. The areas that do not fit in the bar's width go
// into a last 'Más' drop-down, area by area: every link stays one click away at any width.
import { Fragment, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  Box,
  Button,
  ClickAwayListener,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  MenuItem,
  MenuList,
  Paper,
  Popper,
  ThemeProvider,
} from '@mui/material';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { usePermissions } from 'react-admin';
import { useT } from '../i18n/useT';
import { modules } from '../resources/registry';
import { usePreference } from '../theme/usePreferences';
import { boxedSx, HORIZONTAL_BAR_HEIGHT, LAYOUT_TOP_PADDING } from './constants';
import { iconFor } from './icons';
import { buildMenu, menuText, type MenuArea } from './menuModel';
import { useSurfaces } from './useSurfaces';
import { useOverflowCount } from './useOverflowCount';
import { usePrefetchListOf } from './usePrefetchListOf';

function LinkItems({ area, close }: { readonly area: MenuArea; readonly close: () => void }) {
  const translate = useT();
  const { pathname } = useLocation();
  const prefetchList = usePrefetchListOf();
  return area.links.map((link) => {
    const LinkIcon = iconFor(link.icon);
    const open = () => {
      prefetchList(link.path);
      close();
    };
    return (
      <MenuItem key={link.key} component={Link} to={link.path} selected={pathname.startsWith(link.path)} onClick={open}>
        <ListItemIcon>
          <LinkIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{menuText(translate, link.title)}</ListItemText>
      </MenuItem>
    );
  });
}

const isActive = (area: MenuArea, pathname: string) => area.links.some((l) => pathname.startsWith(l.path));

/** A bar button with its drop-down (an area's links, or the areas that did not fit). */
function DropButton({
  title,
  icon,
  active,
  hover,
  testId,
  barProps,
  children,
}: {
  readonly title: string;
  readonly icon: ReactNode;
  readonly active: boolean;
  readonly hover: boolean;
  readonly testId: string;
  /** Marks the button for the bar's measuring (useOverflowCount). */
  readonly barProps: Readonly<Record<string, string>>;
  readonly children: (close: () => void) => ReactNode;
}) {
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const hoverProps = hover ? { onMouseEnter: () => setOpen(true), onMouseLeave: close } : {};
  return (
    <Box {...hoverProps} {...barProps} sx={{ flexShrink: 0 }}>
      <Button
        ref={anchor}
        color="inherit"
        size="small"
        startIcon={icon}
        endIcon={<ExpandMore fontSize="small" />}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : 'false'}
        data-testid={testId}
        onClick={() => setOpen(!open)}
        sx={{
          textTransform: 'none',
          fontWeight: active ? 700 : 500,
          height: HORIZONTAL_BAR_HEIGHT,
          borderRadius: 0,
          px: 1.5,
          borderBottom: 2,
          borderColor: active ? 'currentColor' : 'transparent',
          whiteSpace: 'nowrap',
        }}
      >
        {title}
      </Button>
      <Popper open={open} anchorEl={anchor.current} placement="bottom-start" sx={{ zIndex: (t) => t.zIndex.appBar + 1 }}>
        <ClickAwayListener onClickAway={close}>
          <Paper elevation={8} sx={{ minWidth: 220, maxHeight: '70vh', overflowY: 'auto' }}>
            <MenuList aria-label={title} dense autoFocusItem={open && !hover} onKeyDown={(e) => e.key === 'Escape' && close()}>
              {children(close)}
            </MenuList>
          </Paper>
        </ClickAwayListener>
      </Popper>
    </Box>
  );
}

function AreaButton({ area, hover }: { readonly area: MenuArea; readonly hover: boolean }) {
  const translate = useT();
  const { pathname } = useLocation();
  const Icon = iconFor(area.icon);
  return (
    <DropButton
      title={translate(area.title)}
      icon={<Icon fontSize="small" />}
      active={isActive(area, pathname)}
      hover={hover}
      testId={`hmenu-area-${area.id}`}
      barProps={{ 'data-overflow-item': area.id }}
    >
      {(close) => <LinkItems area={area} close={close} />}
    </DropButton>
  );
}

/** 'Más': the areas the bar has no room for, each under its title. */
function MoreButton({ areas, hover }: { readonly areas: readonly MenuArea[]; readonly hover: boolean }) {
  const translate = useT();
  const { pathname } = useLocation();
  return (
    <DropButton
      title={translate('app.shell.menu_mas')}
      icon={<MoreHoriz fontSize="small" />}
      active={areas.some((a) => isActive(a, pathname))}
      hover={hover}
      testId="hmenu-mas"
      barProps={{ 'data-overflow-more': 'true' }}
    >
      {(close) =>
        areas.map((area) => (
          <Fragment key={area.id}>
            <ListSubheader sx={{ lineHeight: '32px' }}>{translate(area.title)}</ListSubheader>
            <LinkItems area={area} close={close} />
          </Fragment>
        ))
      }
    </DropButton>
  );
}

export function HorizontalMenu({ hover }: { readonly hover: boolean }) {
  const { permissions } = usePermissions<string>();
  const [posicion] = usePreference('posicion');
  const [ancho] = usePreference('ancho');
  const translate = useT();
  const { menu, menuTheme } = useSurfaces();
  const areas = buildMenu(permissions, modules);
  const fit = useOverflowCount(areas.map((a) => a.id));
  return (
    <ThemeProvider theme={menuTheme}>
      <Box
        component="nav"
        ref={fit.ref}
        aria-label={translate('app.shell.menu_principal')}
        data-testid="horizontal-menu"
        sx={{
          position: posicion === 'fixed' ? 'fixed' : 'absolute',
          top: LAYOUT_TOP_PADDING,
          insetInline: 0,
          height: HORIZONTAL_BAR_HEIGHT,
          zIndex: (t) => t.zIndex.appBar - 1,
          display: 'flex',
          overflow: 'hidden',
          background: menu.background,
          color: menu.text,
          boxShadow: 2,
          px: 1,
          ...(ancho === 'boxed' ? boxedSx : null),
        }}
      >
        {areas.slice(0, fit.shown).map((area) => (
          <AreaButton key={area.id} area={area} hover={hover} />
        ))}
        {fit.shown < areas.length ? <MoreButton areas={areas.slice(fit.shown)} hover={hover} /> : null}
      </Box>
    </ThemeProvider>
  );
}
