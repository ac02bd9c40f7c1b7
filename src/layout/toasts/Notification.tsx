// react-admin's notifications as the seed's toasts (issue 14 §3): passed to <Admin notification>, it takes each
// message notify() queues and shows it with notistack — top-right, unlimited, newest on top, 300 ms fade. Undoable
// messages (deletions) run or roll back their mutation when the toast goes, as react-admin's own snackbar does.
import { lazy, Suspense, useEffect } from 'react';
import { Fade, GlobalStyles } from '@mui/material';
import { SnackbarProvider, useSnackbar, type SnackbarKey } from 'notistack';
import { useNotificationContext, useTakeUndoableMutation, useTranslate, type NotificationPayload } from 'react-admin';
import { TOAST_FADE_MS, TOAST_TIMEOUT_MS } from './constants';
import { ToastBody, ToastFrame } from './Toast';

// DOMPurify (~20 kB) stays out of the first load: most messages are plain text.
const SanitizedHtml = lazy(() => import('./SanitizedHtml'));
const CONTAINER_CLASS = 'toasts-top-right';
const frames = { default: ToastFrame, success: ToastFrame, error: ToastFrame, warning: ToastFrame, info: ToastFrame };

// Notifications carry any runtime text (a key or a server message): react-admin's untyped translate on purpose.
function messageContent(message: NotificationPayload['message'], translate: (key: string, args?: unknown) => string, args: unknown) {
  if (typeof message !== 'string') return message;
  // Messages may carry markup (the seed's toasts rendered HTML): sanitised, never trusted.
  const text = translate(message, args);
  if (!/[<&]/.test(text)) return <span>{text}</span>;
  return (
    <Suspense fallback={<span />}>
      <SanitizedHtml html={text} />
    </Suspense>
  );
}

let pendingUndoables = 0;
function confirmLeave(e: BeforeUnloadEvent) {
  e.preventDefault();
}

function ToastQueue() {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const { enqueueSnackbar } = useSnackbar();
  const translate = useTranslate();

  useEffect(() => {
    if (notifications.length === 0) return;
    const notification = takeNotification();
    if (!notification) return;
    const { message, type, notificationOptions = {} } = notification;
    const { autoHideDuration, messageArgs, undoable } = notificationOptions;
    const mutation = undoable ? takeMutation() : undefined;
    let undone = false;
    if (mutation) {
      if (pendingUndoables++ === 0) window.addEventListener('beforeunload', confirmLeave);
    }
    const timeout = autoHideDuration === undefined ? TOAST_TIMEOUT_MS : (autoHideDuration ?? null);
    const key: SnackbarKey = `${Date.now()}-${Math.random()}`;
    enqueueSnackbar({
      key,
      persist: true,
      message: (
        <ToastBody
          id={key}
          type={type}
          timeout={timeout}
          onUndo={
            mutation
              ? () => {
                  undone = true;
                  mutation({ isUndo: true });
                }
              : undefined
          }
        >
          {messageContent(message, translate, messageArgs)}
        </ToastBody>
      ),
      onExited: () => {
        if (!mutation) return;
        if (!undone) mutation({ isUndo: false });
        if (--pendingUndoables === 0) window.removeEventListener('beforeunload', confirmLeave);
      },
    });
  }, [notifications, takeNotification, takeMutation, enqueueSnackbar, translate]);
  return null;
}

export function Notification() {
  return (
    <SnackbarProvider
      maxSnack={Number.MAX_SAFE_INTEGER}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      TransitionComponent={Fade}
      transitionDuration={{ enter: TOAST_FADE_MS, exit: TOAST_FADE_MS }}
      Components={frames}
      classes={{ containerAnchorOriginTopRight: CONTAINER_CLASS }}
    >
      {/* notistack stacks downwards in arrival order; the seed puts the newest on top. */}
      <GlobalStyles styles={{ [`.notistack-SnackbarContainer.${CONTAINER_CLASS}`]: { flexDirection: 'column-reverse' } }} />
      <ToastQueue />
    </SnackbarProvider>
  );
}
