// Display pieces of the autoresponder: the estado chip and the listed properties as their codes.
import { Chip, Stack, Typography } from '@mui/material';
import Block from '@mui/icons-material/Block';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import Schedule from '@mui/icons-material/Schedule';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useGetManyAggregate, useRecordContext } from 'react-admin';
import { useT } from '../../i18n/useT';
import { propertyIds } from './ids';
import { ESTADO_MENSAJE_CHOICES } from './schema';

type Look = { color: 'warning' | 'success' | 'default' | 'error'; icon: ReactElement };

const LOOK: Record<string, Look> & { descartado: Look } = {
  pendiente: { color: 'warning', icon: <Schedule /> },
  enviado: { color: 'success', icon: <MarkEmailRead /> },
  descartado: { color: 'default', icon: <Block /> },
  error: { color: 'error', icon: <ErrorOutline /> },
};

export function EstadoChip() {
  const record = useRecordContext();
  const estado = String(record?.estado ?? '');
  if (!estado) return null;
  const look = LOOK[estado] ?? LOOK.descartado;
  const name = ESTADO_MENSAJE_CHOICES.find((c) => c.id === estado)?.name ?? estado;
  return <Chip size="small" color={look.color} icon={look.icon} label={name} variant={estado === 'descartado' ? 'outlined' : 'filled'} />;
}

/** The properties of the message as chips with their codes, linking to each property. */
export function PropiedadesField({ max }: { readonly max?: number }) {
  const record = useRecordContext();
  const translate = useT();
  const ids = propertyIds(record?.propiedades);
  const { data } = useGetManyAggregate('ofertantes', { ids }, { enabled: ids.length > 0 });
  if (ids.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.autoresponder.sin_propiedades')}
      </Typography>
    );
  const byId = new Map((data ?? []).map((r) => [Number(r.id), r]));
  const shown = max ? ids.slice(0, max) : ids;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {shown.map((id) => {
        const p = byId.get(id);
        return (
          <Chip
            key={id}
            size="small"
            clickable
            component={RouterLink}
            to={`/ofertantes/${id}/show`}
            onClick={(e: React.MouseEvent) => e.stopPropagation()}
            label={String(p?.codigo ?? `#${id}`)}
            title={p ? String(p.descripcion ?? '') : undefined}
          />
        );
      })}
      {ids.length > shown.length ? <Chip size="small" variant="outlined" label={`+${ids.length - shown.length}`} /> : null}
    </Stack>
  );
}
