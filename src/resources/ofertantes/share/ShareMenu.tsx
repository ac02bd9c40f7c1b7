// 'Compartir' for one property or several (issue 30), the same on the ofertante's detail and form, in the carts and
// in the match panels: 'Enviar por WhatsApp' (wa.me with the Spanish message, to the client's phone when there is
// one), 'Copiar enlace' (or the whole message for several) and 'Ver página pública'. A property without a public
// page opens why instead, and how to publish it; several share only the published ones and say how many stay out.
import { useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button as MuiButton, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Popover, Tooltip, Typography } from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PublicOff from '@mui/icons-material/PublicOff';
import Share from '@mui/icons-material/Share';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { Button, useNotify } from 'react-admin';
import { useT } from '../../../i18n/useT';
import { copyText } from '../../../framework/clipboard';
import { waLink } from '../../../lib/whatsapp';
import { ESTADO_OFERTANTE_CHOICES } from '../estados';
import { pageUrl, shareMessage, type ShareableProperty } from './shareText';

export interface ShareMenuProps {
  readonly properties: readonly ShareableProperty[];
  /** The client's phone (a match's demandante): WhatsApp opens that chat; without it, WhatsApp asks whom to send to. */
  readonly phone?: string | null;
  /** Whom it goes to, for the WhatsApp item's label ('Enviar por WhatsApp a Ana Torres'). */
  readonly recipient?: string;
  /** Icon only, for a table row. */
  readonly compact?: boolean;
  /** The button's label (default 'Compartir'). */
  readonly label?: string;
  /** Names the button and its items for tests: share-{testId}, share-{testId}-whatsapp, … */
  readonly testId: string;
}

const origin = () => window.location.origin;

export function ShareMenu({ properties, phone, recipient, compact = false, label, testId }: ShareMenuProps) {
  const translate = useT();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const published = properties.filter((p) => p.publicado);
  const left = properties.length - published.length;
  const one = published.length === 1 ? published[0] : undefined;
  const text = label ?? translate('app.ofertantes.compartir.titulo');
  const say = (type: 'success' | 'error' | 'info', message: string) => notify(message, { type, messageArgs: { _: message } });

  const open = (e: MouseEvent<HTMLElement>) => {
    e.stopPropagation();
    setAnchor(e.currentTarget);
  };
  const close = () => setAnchor(null);

  const copy = async () => {
    const copied = one ? pageUrl(one, origin()) : shareMessage(published, origin());
    close();
    if (!(await copyText(copied))) return say('info', translate('app.ofertantes.compartir.copia_fallida', { texto: copied }));
    say(
      'success',
      one
        ? translate('app.ofertantes.compartir.enlace_copiado')
        : translate('app.ofertantes.compartir.enlaces_copiados', { smart_count: published.length }),
    );
  };

  // Without a page, the icon and the name say so before the click (which explains why).
  const compactLabel = published.length ? text : `${text}: ${translate('app.ofertantes.compartir.no_publicado_titulo')}`;
  const button = compact ? (
    <Tooltip title={compactLabel}>
      <IconButton size="small" color="primary" aria-label={compactLabel} aria-haspopup="true" onClick={open} data-testid={`share-${testId}`}>
        {published.length ? <Share fontSize="small" /> : <PublicOff fontSize="small" />}
      </IconButton>
    </Tooltip>
  ) : (
    <Button label={text} onClick={open} aria-haspopup="true" data-testid={`share-${testId}`}>
      <Share />
    </Button>
  );

  if (published.length === 0) {
    return (
      <>
        {button}
        <Popover
          open={anchor !== null}
          anchorEl={anchor}
          onClose={close}
          onClick={(e) => e.stopPropagation()}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          <UnpublishedNote properties={properties} testId={testId} onNavigate={close} />
        </Popover>
      </>
    );
  }

  return (
    <>
      {button}
      <Menu
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        onClick={(e) => e.stopPropagation()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem
          component="a"
          href={waLink(phone, shareMessage(published, origin()))}
          target="_blank"
          rel="noopener noreferrer"
          onClick={close}
          data-testid={`share-${testId}-whatsapp`}
        >
          <ListItemIcon>
            <WhatsApp fontSize="small" />
          </ListItemIcon>
          <ListItemText>
            {recipient ? translate('app.ofertantes.compartir.whatsapp_a', { nombre: recipient }) : translate('app.ofertantes.compartir.whatsapp')}
          </ListItemText>
        </MenuItem>
        <MenuItem onClick={() => void copy()} data-testid={`share-${testId}-copy`}>
          <ListItemIcon>
            <ContentCopy fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate(one ? 'app.ofertantes.compartir.copiar_enlace' : 'app.ofertantes.compartir.copiar_enlaces')}</ListItemText>
        </MenuItem>
        {one ? (
          <MenuItem component="a" href={pageUrl(one, origin())} target="_blank" rel="noopener" onClick={close} data-testid={`share-${testId}-page`}>
            <ListItemIcon>
              <OpenInNew fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('app.ofertantes.compartir.ver_pagina')}</ListItemText>
          </MenuItem>
        ) : null}
        {left > 0 ? (
          <Typography
            variant="caption"
            color="text.secondary"
            component="p"
            sx={{ px: 2, pt: 1, maxWidth: 300 }}
            data-testid={`share-${testId}-left`}
          >
            {translate('app.ofertantes.compartir.omitidos', { smart_count: left })}
          </Typography>
        ) : null}
      </Menu>
    </>
  );
}

/** Why there is nothing to share, and how to publish (a single property: a link to its form). */
export function UnpublishedNote({
  properties,
  testId,
  onNavigate,
}: {
  readonly properties: readonly ShareableProperty[];
  readonly testId: string;
  readonly onNavigate?: () => void;
}) {
  const translate = useT();
  const single = properties.length === 1 ? properties[0] : undefined;
  const estado = single?.estado && single.estado !== 'disponible' ? ESTADO_OFERTANTE_CHOICES.find((c) => c.id === single.estado)?.name : undefined;
  return (
    <Box sx={{ p: 2, maxWidth: 340 }} role="status" data-testid={`share-${testId}-unpublished`}>
      <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
        {single ? translate('app.ofertantes.compartir.no_publicado_titulo') : translate('app.ofertantes.compartir.ninguno_publicado')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {estado ? translate('app.ofertantes.compartir.no_disponible', { estado }) : translate('app.ofertantes.compartir.no_publicado')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.ofertantes.compartir.como_publicar')}
      </Typography>
      {single ? (
        <MuiButton component={RouterLink} to={`/ofertantes/${single.id}`} onClick={onNavigate} size="small" sx={{ mt: 1 }}>
          {translate('app.ofertantes.compartir.editar')}
        </MuiButton>
      ) : null}
    </Box>
  );
}
