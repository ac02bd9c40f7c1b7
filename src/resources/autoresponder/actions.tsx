// The autoresponder's actions: send (or retry), discard, and generate now (administrators). They call the
// hand-written endpoints (POST /autoresponder/enviar|descartar|generar) and refresh the views.
import { msg } from '../../i18n/keys';
import { useState } from 'react';
import AutoMode from '@mui/icons-material/AutoMode';
import Delete from '@mui/icons-material/DeleteOutline';
import Replay from '@mui/icons-material/Replay';
import Send from '@mui/icons-material/Send';
import { Button, Confirm, useGetIdentity, useGetManyAggregate, useRecordContext, type RaRecord } from 'react-admin';
import { useT } from '../../i18n/useT';
import { ActionButton, stopPropagation as stop, useApiAction as useAction } from '../../framework/RecordAction';
import { ESTADOS_ABIERTOS } from './schema';

/**
 * Whether the signed-in user may send, discard or edit this message (administrator, or the demandante's agent);
 * undefined until that is known.
 */
export function useHandling(record: RaRecord | undefined): boolean | undefined {
  const { identity } = useGetIdentity();
  const id = record?.id_demandante;
  const asAgent = Boolean(id) && identity !== undefined && identity.tipo !== 'Administrador';
  const { data, isPending } = useGetManyAggregate('demandantes', { ids: id ? [id] : [] }, { enabled: asAgent });
  if (!record || !identity) return undefined;
  if (identity.tipo === 'Administrador') return true;
  if (!id) return false;
  if (isPending) return undefined;
  return data?.[0] !== undefined && Number(data[0].id_agente) === Number(identity.id);
}

export function useCanHandle(record: RaRecord | undefined): boolean {
  return useHandling(record) === true;
}

/** A message is edited while it waits to go out, by those who may handle it. */
export function useEditableMessage(record: RaRecord | undefined): boolean | undefined {
  const handling = useHandling(record);
  return handling === undefined ? undefined : handling && isOpen(record);
}

export const isOpen = (record: RaRecord | undefined) => ESTADOS_ABIERTOS.includes(String(record?.estado ?? ''));

/** 'Enviar' (or 'Reintentar' after an error), with a confirmation naming the recipient. */
export function SendButton({ compact }: { readonly compact?: boolean }) {
  const record = useRecordContext();
  const translate = useT();
  const canHandle = useCanHandle(record);
  const { busy, run } = useAction('/autoresponder/enviar');
  const [open, setOpen] = useState(false);
  if (!record || !isOpen(record) || !canHandle) return null;
  const retry = record.estado === 'error';
  return (
    <span onClick={stop}>
      <ActionButton
        compact={compact}
        label={retry ? 'app.autoresponder.retry' : 'app.autoresponder.send'}
        icon={retry ? <Replay /> : <Send />}
        disabled={busy}
        onClick={() => setOpen(true)}
        variant="contained"
        color={retry ? 'warning' : 'primary'}
      />
      <Confirm
        isOpen={open}
        loading={busy}
        title={translate('app.autoresponder.confirm_send_title')}
        content={translate('app.autoresponder.confirm_send', { asunto: String(record.asunto ?? ''), email: String(record.destinatario ?? '') })}
        confirm={retry ? 'app.autoresponder.retry' : 'app.autoresponder.send'}
        ConfirmIcon={retry ? Replay : Send}
        onConfirm={() => {
          setOpen(false);
          void run({ id: String(record.id) });
        }}
        onClose={() => setOpen(false)}
      />
    </span>
  );
}

export function DiscardButton({ compact }: { readonly compact?: boolean }) {
  const record = useRecordContext();
  const translate = useT();
  const canHandle = useCanHandle(record);
  const { busy, run } = useAction('/autoresponder/descartar');
  const [open, setOpen] = useState(false);
  if (!record || !isOpen(record) || !canHandle) return null;
  return (
    <span onClick={stop}>
      <ActionButton
        compact={compact}
        label="app.autoresponder.discard"
        icon={<Delete />}
        disabled={busy}
        onClick={() => setOpen(true)}
        variant="outlined"
        color="inherit"
      />
      <Confirm
        isOpen={open}
        loading={busy}
        title={translate('app.autoresponder.confirm_discard_title')}
        content={translate('app.autoresponder.confirm_discard')}
        confirm={msg('app.autoresponder.discard')}
        confirmColor="warning"
        ConfirmIcon={Delete}
        onConfirm={() => {
          setOpen(false);
          void run({ id: String(record.id) });
        }}
        onClose={() => setOpen(false)}
      />
    </span>
  );
}

/** 'Generar ahora' for administrators (the server refuses anyone else). */
export function GenerateButton({ variant = 'text', onDone }: { readonly variant?: 'text' | 'contained'; readonly onDone?: () => void }) {
  const { identity } = useGetIdentity();
  const { busy, run } = useAction('/autoresponder/generar');
  if (identity?.tipo !== 'Administrador') return null;
  return (
    <Button label={msg('app.autoresponder.generate')} disabled={busy} variant={variant} onClick={() => void run({}).then(() => onDone?.())}>
      <AutoMode />
    </Button>
  );
}
