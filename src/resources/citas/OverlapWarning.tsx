// Warns (does not block) when the agent already has a cita overlapping the one being edited.
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Alert, AlertTitle } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useT } from '../../i18n/useT';
import { apiGet } from '../../dataProvider/http';
import { currentIdentity } from '../../authProvider';

interface Cita {
  readonly id_cita: number;
  readonly hora_inicio: string;
  readonly hora_fin: string;
  readonly tipo: string;
  readonly lugar?: string | null;
}

export function OverlapWarning() {
  const translate = useT();
  const record = useRecordContext();
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
        excluir: record?.id as number | undefined,
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
