// Quick-access grid of the header (seed §2): ofertantes, demandantes, citas and the agency's presentation document
// (url_presentacion of the agency settings, opened in a new tab).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Box, ButtonBase, Typography } from '@mui/material';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useT } from '../i18n/useT';
import { useAgencySettings } from '../features/configuracion/api';
import { HeaderDropdown } from './HeaderDropdown';
import { iconFor } from './icons';

const TILES = [
  { key: 'ofertantes', to: '/ofertantes', icon: 'home' },
  { key: 'demandantes', to: '/demandantes', icon: 'person_search' },
  { key: 'citas', to: '/citas', icon: 'event' },
] as const;

const tileSx = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 0.75,
  p: 1.5,
  minHeight: 88,
  borderRadius: 2,
  border: 1,
  borderColor: 'divider',
  color: 'text.primary',
  textDecoration: 'none',
  width: '100%',
  '&:hover': { bgcolor: 'action.hover', borderColor: 'primary.main' },
  '&.Mui-disabled': { opacity: 0.55 },
} as const;

function TileContent({ icon, label, extra }: { readonly icon: string; readonly label: string; readonly extra?: ReactNode }) {
  const Icon = iconFor(icon);
  return (
    <>
      <Icon color="primary" />
      <Typography variant="body2" sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 0.5 }}>
        {label}
        {extra}
      </Typography>
    </>
  );
}

export function QuickAccess() {
  const translate = useT();
  const settings = useAgencySettings();
  const url = typeof settings.data?.url_presentacion === 'string' ? settings.data.url_presentacion : '';
  const title = translate('app.quick.title');
  const AppsIcon = iconFor('apps');
  return (
    <HeaderDropdown label={title} icon={<AppsIcon />} testId="quick-access" title={title} width={300} scroll={false}>
      {(close) => (
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, p: 1.5 }}>
          {TILES.map((tile) => (
            <ButtonBase key={tile.key} component={Link} to={tile.to} onClick={close} sx={tileSx} data-testid={`quick-${tile.key}`}>
              <TileContent icon={tile.icon} label={translate(`app.quick.${tile.key}`)} />
            </ButtonBase>
          ))}
          <ButtonBase
            component="a"
            href={url || undefined}
            target="_blank"
            rel="noopener noreferrer"
            disabled={!url}
            onClick={close}
            title={url ? translate('app.quick.presentacion_hint') : translate('app.quick.no_presentacion')}
            sx={tileSx}
            data-testid="quick-presentacion"
          >
            <TileContent icon="slideshow" label={translate('app.quick.presentacion')} extra={<OpenInNew sx={{ fontSize: 14 }} />} />
          </ButtonBase>
        </Box>
      )}
    </HeaderDropdown>
  );
}
