// Warns (does not block) when the agent already has a cita overlapping the one being edited.
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Alert, AlertTitle } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useT } from '../../i18n/useT';
import { apiGet } from '../../dataProvider/http';
import { currentIdentity } from '../../authProvider';
import type { ApiRecord, RaRecordOf } from '../../framework/records';
import type citas from './schema';

type Cita = ApiRecord<typeof citas>;

export function OverlapWarning() {
  const translate = useT();
  // The cita being edited (none yet on create).
  const record = useRecordContext<Partial<RaRecordOf<typeof citas>>>();
  const [fecha, inicio, fin, agente] = useWatch({ name: ['fecha', 'hora_inicio', 'hora_fin', 'id_agente'] }) as [string?, string?, string?, number?];
  const [overlaps, setOverlaps] = useState<readonly Cita[]>([]);

  useEffect(() => {
    const idAgente = agente ?? currentIdentity()?.sub;
    if (!fecha || !inicio || !fin || fin <= inicio || !idAgente) {
      setOverlaps([]);
      return undefined;
    }
    let active = true;
    const timer = window.setTimeout(() => {
      apiGet<Cita[]>('/citas/solapamientos', {
        id_agente: idAgente,
        fecha,
        hora_inicio: inicio,
        hora_fin: fin,
        excluir: record?.id,
      })
        .then((res) => active && setOverlaps(res.data))
        .catch(() => active && setOverlaps([]));
    }, 300);
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, [fecha, inicio, fin, agente, record?.id]);

  if (overlaps.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mt: 1, width: '100%' }} data-testid="cita-overlap">
      <AlertTitle>{translate('app.citas.overlap_title')}</AlertTitle>
      {overlaps.map((c) => `${c.hora_inicio}–${c.hora_fin} (${c.tipo}${c.lugar ? `, ${c.lugar}` : ''})`).join(' · ')}
    </Alert>
  );
}
