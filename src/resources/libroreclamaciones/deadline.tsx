// Days left to answer a sheet, and whether it is late: computed in the browser with the same business-day
// calendar as the server (src/lib/businessDays).
import { Chip } from '@mui/material';
import { useRecordContext, type RaRecord } from 'react-admin';
import { useT } from '../../i18n/useT';
import { businessDaysLeft } from '../../lib/businessDays';
import { limaDayOf, limaToday } from '../../lib/limaTime';

export type DeadlineState = { readonly kind: 'answered'; readonly late: boolean } | { readonly kind: 'open'; readonly left: number };

export function deadlineState(record: RaRecord, today = limaToday()): DeadlineState | null {
  const limite = typeof record.fecha_limite === 'string' ? record.fecha_limite : '';
  if (!limite) return null;
  if (record.estado === 'respondido') {
    const answered = typeof record.fecha_respuesta === 'string' ? limaDayOf(record.fecha_respuesta) : today;
    return { kind: 'answered', late: answered > limite };
  }
  return { kind: 'open', left: businessDaysLeft(today, limite) };
}

export function DaysLeftChip() {
  const record = useRecordContext();
  const translate = useT();
  const state = record ? deadlineState(record) : null;
  if (!state) return null;
  if (state.kind === 'answered') {
    return state.late ? (
      <Chip size="small" variant="outlined" color="warning" label={translate('app.libro.respondida_tarde')} />
    ) : (
      <Chip size="small" variant="outlined" color="success" label={translate('app.libro.respondida_a_tiempo')} />
    );
  }
  const { left } = state;
  if (left < 0) return <Chip size="small" color="error" data-late="true" label={translate('app.libro.vencida_hace', { smart_count: -left })} />;
  if (left === 0) return <Chip size="small" color="error" variant="outlined" label={translate('app.libro.vence_hoy')} />;
  return <Chip size="small" color={left <= 3 ? 'warning' : 'default'} label={translate('app.libro.dias', { smart_count: left })} />;
}

const ESTADO_COLOR: Readonly<Record<string, 'default' | 'info' | 'success'>> = { pendiente: 'default', en_proceso: 'info', respondido: 'success' };

export function EstadoChip({ name }: { readonly name: (id: string) => string }) {
  const record = useRecordContext();
  const estado = String(record?.estado ?? '');
  if (!estado) return null;
  return <Chip size="small" color={ESTADO_COLOR[estado] ?? 'default'} label={name(estado)} />;
}
