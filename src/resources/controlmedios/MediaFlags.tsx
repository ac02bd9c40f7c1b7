// Control de medios: an ad still 'activo' after its end date is flagged in its list and on the property's tab.
import { Chip, Tooltip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useT } from '../../i18n/useT';
import { limaToday } from '../../lib/limaTime';

export function isOverdueAd(record: Readonly<Record<string, unknown>> | undefined, today = limaToday()): boolean {
  return record?.estado === 'activo' && typeof record.fecha_fin === 'string' && record.fecha_fin !== '' && record.fecha_fin < today;
}

export function OverdueAdChip() {
  const record = useRecordContext();
  const translate = useT();
  if (!isOverdueAd(record)) return null;
  return (
    <Tooltip title={translate('app.publicidad.medios.vencido_hint')}>
      <Chip size="small" color="error" label={translate('app.publicidad.medios.vencido')} />
    </Tooltip>
  );
}
