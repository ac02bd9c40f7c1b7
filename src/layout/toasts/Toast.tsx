// One toast: coloured by type with a text colour derived from it, gone after its time (paused while the pointer is
// on it, then 1000 ms more), gone on click; an undoable one carries the 'Deshacer' button.
import { forwardRef, useEffect, useRef, type ReactNode } from 'react';
import { Box, Button, useTheme } from '@mui/material';
import { useSnackbar, type CustomContentProps, type SnackbarKey } from 'notistack';
import { CloseNotificationContext, type NotificationType } from 'react-admin';
import { useT } from '../../i18n/useT';
import { readableText } from '../../theme/contrast';
import { TOAST_EXTENDED_TIMEOUT_MS } from './constants';

interface ToastBodyProps {
  readonly id: SnackbarKey;
  readonly type: NotificationType;
  readonly children: ReactNode;
  /** null: stays until clicked. */
  readonly timeout: number | null;
  readonly onUndo?: () => void;
}

export function ToastBody({ id, type, children, timeout, onUndo }: ToastBodyProps) {
  const { closeSnackbar } = useSnackbar();
  const translate = useT();
  const theme = useTheme();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const close = () => closeSnackbar(id);
  const schedule = (ms: number | null) => {
    clearTimeout(timer.current);
    if (ms !== null) timer.current = setTimeout(() => closeSnackbar(id), ms);
  };
  useEffect(() => {
    if (timeout !== null) timer.current = setTimeout(() => closeSnackbar(id), timeout);
    return () => clearTimeout(timer.current);
  }, [closeSnackbar, id, timeout]);
  const background = theme.palette[type].main;
  const color = readableText(background);
  return (
    <CloseNotificationContext.Provider value={close}>
      <Box
        role={type === 'error' ? 'alert' : 'status'}
        data-testid="toast"
        data-type={type}
        onClick={close}
        onMouseEnter={() => schedule(null)}
        onMouseLeave={() => schedule(timeout === null ? null : TOAST_EXTENDED_TIMEOUT_MS)}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          width: 340,
          maxWidth: 'calc(100vw - 32px)',
          px: 2,
          py: 1.5,
          borderRadius: 1,
          boxShadow: 6,
          cursor: 'pointer',
          bgcolor: background,
          color,
          fontSize: 14,
          lineHeight: 1.45,
          overflowWrap: 'anywhere',
          '& a': { color: 'inherit', textDecoration: 'underline' },
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
        {onUndo ? (
          <Button
            size="small"
            variant="outlined"
            color="inherit"
            onClick={(e) => {
              e.stopPropagation();
              onUndo();
              close();
            }}
          >
            {translate('ra.action.undo')}
          </Button>
        ) : null}
      </Box>
    </CloseNotificationContext.Provider>
  );
}

/** notistack's frame for every variant: the message is the ToastBody built by <Notification>. */
export const ToastFrame = forwardRef<HTMLDivElement, CustomContentProps>(function ToastFrame({ message }, ref) {
  return <div ref={ref}>{message}</div>;
});
