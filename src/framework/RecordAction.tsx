// A row or toolbar action that calls a hand-written endpoint (POST, form fields), says what the server said,
// and refreshes the views; optionally behind a confirmation. Shared by the modules' own actions
// (autoresponder send/discard, key returns, ...).
import type { MessageKey } from '../i18n/keys';
import { useState, type MouseEvent, type ReactElement } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import { Button, Confirm, useLogoutIfAccessDenied, useNotify, useRefresh } from 'react-admin';
import { useT } from '../i18n/useT';
import { apiErrorText, apiPost } from '../dataProvider/http';

export function useApiAction(path: string) {
  const notify = useNotify();
  const refresh = useRefresh();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [busy, setBusy] = useState(false);
  const run = async (fields: Record<string, string>) => {
    setBusy(true);
    try {
      const res = await apiPost<unknown>(path, fields);
      notify(res.msg ?? 'ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } });
    } catch (e) {
      if (!(await logoutIfAccessDenied(e))) notify(apiErrorText(e), { type: 'error', multiLine: true, autoHideDuration: 8000 });
    } finally {
      setBusy(false);
      refresh();
    }
  };
  return { busy, run };
}

export const stopPropagation = (e: MouseEvent) => e.stopPropagation();

export interface ActionButtonProps {
  /** An icon with a tooltip (list rows) instead of a labelled button (toolbars). */
  readonly compact?: boolean;
  readonly label: MessageKey;
  readonly icon: ReactElement;
  readonly onClick: () => void;
  readonly disabled: boolean;
  readonly color: 'primary' | 'warning' | 'inherit' | 'error';
  readonly variant: 'text' | 'contained' | 'outlined';
}

export function ActionButton({ compact, label, icon, onClick, disabled, color, variant }: ActionButtonProps) {
  const translate = useT();
  if (compact) {
    return (
      <Tooltip title={translate(label)}>
        <span>
          <IconButton aria-label={translate(label)} size="small" color={color} disabled={disabled} onClick={onClick}>
            {icon}
          </IconButton>
        </span>
      </Tooltip>
    );
  }
  return (
    <Button label={label} disabled={disabled} onClick={onClick} variant={variant} size="small" color={color}>
      {icon}
    </Button>
  );
}

/** An ActionButton that asks first, then POSTs `fields` to `path`. */
export function ConfirmedAction({
  path,
  fields,
  title,
  content,
  ...button
}: Omit<ActionButtonProps, 'onClick' | 'disabled'> & {
  readonly path: string;
  readonly fields: Record<string, string>;
  /** Translated texts of the confirmation. */
  readonly title: string;
  readonly content: string;
}) {
  const { busy, run } = useApiAction(path);
  const [open, setOpen] = useState(false);
  const Icon = () => button.icon;
  return (
    <span onClick={stopPropagation}>
      <ActionButton {...button} disabled={busy} onClick={() => setOpen(true)} />
      <Confirm
        isOpen={open}
        loading={busy}
        title={title}
        content={content}
        confirm={button.label}
        confirmColor={button.color === 'warning' || button.color === 'error' ? 'warning' : 'primary'}
        ConfirmIcon={Icon}
        onConfirm={() => {
          setOpen(false);
          void run(fields);
        }}
        onClose={() => setOpen(false)}
      />
    </span>
  );
}
