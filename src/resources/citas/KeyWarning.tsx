// Warns (does not block) when a key of the cita's property is out on loan at the cita's time.
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Alert, AlertTitle } from '@mui/material';
import { useT } from '../../i18n/useT';
import { apiGet } from '../../dataProvider/http';
import { formatDateTime } from '../../lib/dates';

interface Prestamo {
  readonly id_prestamo: number;
  readonly codigo: string;
  readonly quien: string;
  readonly hasta: string;
}

export function KeyWarning() {
  const translate = useT();
  const [fecha, inicio, fin, propiedad] = useWatch({ name: ['fecha', 'hora_inicio', 'hora_fin', 'id_propiedad'] }) as [
    string?,
    string?,
    string?,
    number?,
  ];
  const [loans, setLoans] = useState<readonly Prestamo[]>([]);

  useEffect(() => {
    if (!fecha || !inicio || !fin || fin <= inicio || !propiedad) {
      setLoans([]);
      return undefined;
    }
    let active = true;
    const timer = window.setTimeout(() => {
      apiGet<Prestamo[]>('/llaves/prestadas', { id_propiedad: propiedad, fecha, hora_inicio: inicio, hora_fin: fin })
        .then((res) => active && setLoans(res.data))
        .catch(() => active && setLoans([]));
    }, 300);
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, [fecha, inicio, fin, propiedad]);

  if (loans.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mt: 1, width: '100%' }} data-testid="cita-llave">
      <AlertTitle>{translate('app.documentos.citas.llave_prestada')}</AlertTitle>
      {loans
        .map((l) => translate('app.documentos.citas.llave_detalle', { codigo: l.codigo, quien: l.quien, hasta: formatDateTime(l.hasta, false) }))
        .join(' · ')}
    </Alert>
  );
}
