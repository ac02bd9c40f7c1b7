// The notifications bell (seed §2 Header, §4, §7): unread count (badge only above 0), the list (mensaje and fecha),
// click marks one read and opens its record, 'Marcar todo como leído', and 'Sincronizado' with the time of the
// last successful fetch (dd/MM/yyyy HH:mm:ss).
import { Box, Button, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useNavigateLater } from '../dataProvider/session';
import { useT } from '../i18n/useT';
import { formatDateTime } from '../lib/dates';
import { useMarcarNotificacion, useMarcarTodas, useNotifications, type Notificacion } from '../notifications/api';
import { HeaderDropdown } from './HeaderDropdown';
import { iconFor } from './icons';
import { useStatusMessage } from './useStatusMessage';

const BellIcon = iconFor('notifications');

function recordPath(n: Notificacion): string | null {
  return n.recurso && n.id_registro !== null ? `/${n.recurso}/${n.id_registro}/show` : null;
}

export function NotificationsMenu() {
  const translate = useT();
  const navigate = useNavigateLater();
  const query = useNotifications();
  const marcar = useMarcarNotificacion();
  const todas = useMarcarTodas();
  const [status, show] = useStatusMessage();
  const unread = query.data?.noLeidas ?? 0;
  const items = query.data?.items ?? [];
  const title = translate('app.notificaciones.title');
  const onError = (e: Error) => show('error', e.message);

  const open = (n: Notificacion, close: () => void) => {
    if (!n.leida) marcar.mutate(n.id, { onError });
    const path = recordPath(n);
    if (path) {
      close();
      navigate(path);
    }
  };

  return (
    <HeaderDropdown
      label={title}
      icon={<BellIcon />}
      count={unread}
      testId="notifications"
      title={title}
      subtitle={translate('app.notificaciones.unread', { smart_count: unread })}
      status={status}
      onOpen={() => void query.refetch()}
      action={
        <Button
          size="small"
          onClick={() => todas.mutate(undefined, { onSuccess: (r) => show('success', r.msg ?? translate('app.notificaciones.all_marked')), onError })}
          disabled={unread === 0 || todas.isPending}
          data-testid="notifications-mark-all"
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {translate('app.notificaciones.mark_all')}
        </Button>
      }
      footer={() => (
        <Typography variant="caption" color="text.secondary" sx={{ py: 0.5 }} data-testid="notifications-synced">
          {query.dataUpdatedAt > 0
            ? translate('app.notificaciones.synced', { fecha: formatDateTime(query.dataUpdatedAt) })
            : translate('app.notificaciones.not_synced')}
        </Typography>
      )}
    >
      {(close) =>
        items.length === 0 ? (
          <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary" variant="body2" data-testid="notifications-empty">
            {query.isError && !query.data ? query.error.message : translate('app.notificaciones.empty')}
          </Typography>
        ) : (
          <List disablePadding>
            {items.map((n) => (
              <ListItem key={n.id} disablePadding>
                <ListItemButton
                  divider
                  onClick={() => open(n, close)}
                  data-testid={`notification-${n.id}`}
                  sx={{ alignItems: 'flex-start', gap: 1.5, bgcolor: n.leida ? undefined : 'action.hover' }}
                >
                  <Box
                    aria-hidden
                    sx={{ mt: 0.9, width: 8, height: 8, borderRadius: '50%', flexShrink: 0, bgcolor: n.leida ? 'transparent' : 'primary.main' }}
                  />
                  <ListItemText
                    primary={n.mensaje}
                    secondary={formatDateTime(n.fecha)}
                    slotProps={{
                      primary: { variant: 'body2', sx: { fontWeight: n.leida ? 400 : 600, wordBreak: 'break-word' } },
                      secondary: { variant: 'caption' },
                    }}
                    sx={{ my: 0 }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )
      }
    </HeaderDropdown>
  );
}
