// Flags in lists: a broker's expired MVCS registry, a SUNARP procedure whose term is near or past.
import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useT } from '../../i18n/useT';
import { daysBetween, limaToday } from '../../lib/limaTime';

export function ExpiredRegistryChip() {
  const record = useRecordContext();
  const translate = useT();
  const hasta = record?.registro_vigencia;
  if (typeof hasta !== 'string' || hasta >= limaToday()) return null;
  return <Chip size="small" color="error" label={translate('app.documentos.corredores.vencido')} />;
}

/** Open procedures only: 'Vence en N días' within a week, 'Vencido' once past. */
export function RecordDeadlineChip() {
  const record = useRecordContext();
  const translate = useT();
  const vence = record?.fecha_vencimiento;
  if (typeof vence !== 'string' || record?.estado === 'inscrito' || record?.estado === 'tachado') return null;
  const days = daysBetween(limaToday(), vence.slice(0, 10));
  if (days < 0) return <Chip size="small" color="error" label={translate('app.documentos.registros.vencido')} />;
  if (days <= 7) return <Chip size="small" color="warning" label={translate('app.documentos.registros.por_vencer', { smart_count: days })} />;
  return null;
}
