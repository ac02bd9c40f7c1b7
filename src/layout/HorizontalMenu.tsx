// The menu as a bar under the header (menu layout 'horizontal' or 'horizontal-hover'): one button per area, its links
// in a drop-down opened on click, or on hover for 'horizontal-hover'.
import { useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Box, Button, ClickAwayListener, ListItemIcon, ListItemText, MenuItem, MenuList, Paper, Popper, ThemeProvider } from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { usePermissions } from 'react-admin';
import { useT } from '../i18n/useT';
import { modules } from '../resources/registry';
import { usePreference } from '../theme/usePreferences';
import { boxedSx, HORIZONTAL_BAR_HEIGHT, LAYOUT_TOP_PADDING } from './constants';
import { iconFor } from './icons';
import { buildMenu, menuText, type MenuArea } from './menuModel';
import { useSurfaces } from './useSurfaces';

function AreaButton({ area, hover }: { readonly area: MenuArea; readonly hover: boolean }) {
  const translate = useT();
  const { pathname } = useLocation();
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const active = area.links.some((l) => pathname.startsWith(l.path));
  const Icon = iconFor(area.icon);
  const title = translate(area.title);
  const hoverProps = hover ? { onMouseEnter: () => setOpen(true), onMouseLeave: () => setOpen(false) } : {};
  return (
    <Box {...hoverProps} sx={{ flexShrink: 0 }}>
      <Button
        ref={anchor}
        color="inherit"
        size="small"
        startIcon={<Icon fontSize="small" />}
        endIcon={<ExpandMore fontSize="small" />}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : 'false'}
        data-testid={`hmenu-area-${area.id}`}
        onClick={() => setOpen(!open)}
        sx={{
          textTransform: 'none',
          fontWeight: active ? 700 : 500,
          height: HORIZONTAL_BAR_HEIGHT,
          borderRadius: 0,
          px: 1.5,
          borderBottom: 2,
          borderColor: active ? 'currentColor' : 'transparent',
        }}
      >
        {title}
      </Button>
      <Popper open={open} anchorEl={anchor.current} placement="bottom-start" sx={{ zIndex: (t) => t.zIndex.appBar + 1 }}>
        <ClickAwayListener onClickAway={() => setOpen(false)}>
          <Paper elevation={8} sx={{ minWidth: 220, maxHeight: '70vh', overflowY: 'auto' }}>
            <MenuList aria-label={title} dense autoFocusItem={open && !hover} onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
              {area.links.map((link) => {
                const LinkIcon = iconFor(link.icon);
                return (
                  <MenuItem key={link.key} component={Link} to={link.path} selected={pathname.startsWith(link.path)} onClick={() => setOpen(false)}>
                    <ListItemIcon>
                      <LinkIcon fontSize="small" />
                    </ListItemIcon>
                    <ListItemText>{menuText(translate, link.title)}</ListItemText>
                  </MenuItem>
                );
              })}
            </MenuList>
          </Paper>
        </ClickAwayListener>
      </Popper>
    </Box>
  );
}

export function HorizontalMenu({ hover }: { readonly hover: boolean }) {
  const { permissions } = usePermissions<string>();
  const [posicion] = usePreference('posicion');
  const [ancho] = usePreference('ancho');
  const translate = useT();
  const { menu, menuTheme } = useSurfaces();
  const areas = buildMenu(permissions, modules);
  return (
    <ThemeProvider theme={menuTheme}>
      <Box
        component="nav"
        aria-label={translate('app.shell.menu_principal')}
        data-testid="horizontal-menu"
        sx={{
          position: posicion === 'fixed' ? 'fixed' : 'absolute',
          top: LAYOUT_TOP_PADDING,
          insetInline: 0,
          height: HORIZONTAL_BAR_HEIGHT,
          zIndex: (t) => t.zIndex.appBar - 1,
          display: 'flex',
          overflowX: 'auto',
          background: menu.background,
          color: menu.text,
          boxShadow: 2,
          px: 1,
          ...(ancho === 'boxed' ? boxedSx : null),
        }}
      >
        {areas.map((area) => (
          <AreaButton key={area.id} area={area} hover={hover} />
        ))}
      </Box>
    </ThemeProvider>
  );
}
