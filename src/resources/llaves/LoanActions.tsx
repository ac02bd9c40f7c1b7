// Actions on a key loan and a key: return it, close it with the key lost, a lost key found, lend an available key.
import { msg } from '../../i18n/keys';
import AssignmentReturn from '@mui/icons-material/AssignmentReturn';
import KeyOff from '@mui/icons-material/KeyOff';
import Key from '@mui/icons-material/Key';
import Outbox from '@mui/icons-material/Outbox';
import { Chip } from '@mui/material';
import { CreateButton, useCanAccess, useRecordContext, useReference } from 'react-admin';
import { useT } from '../../i18n/useT';
import { ConfirmedAction, stopPropagation } from '../../framework/RecordAction';

/** Open and past its expected return. */
export const isOverdue = (record: Readonly<Record<string, unknown>> | undefined, now = Date.now()) =>
  record?.estado === 'abierto' && typeof record.fecha_devolucion_prevista === 'string' && Date.parse(record.fecha_devolucion_prevista) < now;

export function OverdueChip() {
  const record = useRecordContext();
  const translate = useT();
  return isOverdue(record) ? <Chip size="small" color="error" label={translate('app.documentos.actions.vencido')} /> : null;
}

export function LoanActions({ compact }: { readonly compact?: boolean }) {
  const record = useRecordContext();
  const translate = useT();
  const { canAccess } = useCanAccess({ resource: 'controlllaves', action: 'edit' });
  // The key as people name it (LL-0007): the same query as the loan's Llave column or field, so already at hand.
  const idLlave: unknown = record?.id_llave;
  const known = typeof idLlave === 'number' || typeof idLlave === 'string';
  const { referenceRecord: llave } = useReference({ reference: 'llaves', id: known ? idLlave : '', options: { enabled: known } });
  if (!record || record.estado !== 'abierto' || !canAccess) return null;
  const codigo = typeof llave?.codigo === 'string' ? llave.codigo : '';
  const fields = { id_prestamo: String(record.id) };
  return (
    <>
      <ConfirmedAction
        compact={compact}
        path="/controlllaves/devolver"
        fields={fields}
        label="app.documentos.actions.devolver"
        icon={<AssignmentReturn />}
        color="primary"
        variant="contained"
        title={translate('app.documentos.actions.devolver')}
        content={translate('app.documentos.actions.confirm_devolver', { codigo })}
      />
      {compact ? null : (
        <ConfirmedAction
          path="/controlllaves/extraviar"
          fields={fields}
          label="app.documentos.actions.extraviar"
          icon={<KeyOff />}
          color="warning"
          variant="outlined"
          title={translate('app.documentos.actions.extraviar')}
          content={translate('app.documentos.actions.confirm_extraviar', { codigo })}
        />
      )}
    </>
  );
}

/** On a key: 'Prestar' when it is in the office, 'Llave encontrada' when it was lost. */
export function KeyActions({ compact }: { readonly compact?: boolean }) {
  const record = useRecordContext();
  const translate = useT();
  const { canAccess } = useCanAccess({ resource: 'controlllaves', action: 'create' });
  if (!record || !canAccess) return null;
  if (record.estado === 'extraviada') {
    return (
      <ConfirmedAction
        compact={compact}
        path="/llaves/recuperar"
        fields={{ id_llave: String(record.id) }}
        label="app.documentos.actions.recuperar"
        icon={<Key />}
        color="primary"
        variant="outlined"
        title={translate('app.documentos.actions.recuperar')}
        content={String(record.codigo ?? '')}
      />
    );
  }
  if (record.estado !== 'disponible') return null;
  return (
    <span onClick={stopPropagation}>
      <CreateButton
        resource="controlllaves"
        label={msg('app.documentos.actions.prestar')}
        icon={<Outbox />}
        state={{ record: { id_llave: record.id } }}
      />
    </span>
  );
}
