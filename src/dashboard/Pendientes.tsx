// The dashboard's open tasks, oldest first, each linking to its record: overdue key loans, complaints near their
// deadline (administrators), contracts ending within 30 days, and the demand without supply.
import type { MessageArgs, SubKey } from '../i18n/keys';
import { Card, CardContent, Chip, Grid, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useT } from '../i18n/useT';
import { Link } from 'react-router-dom';
import { formatDate, formatDateTime } from '../lib/dates';
import type { Pendientes as Data } from './types';

interface Item {
  readonly key: number;
  readonly to: string;
  readonly primary: string;
  readonly secondary: string;
}

function TaskList({
  title,
  total,
  items,
  empty,
  testId,
}: {
  readonly title: string;
  readonly total: number;
  readonly items: readonly Item[];
  readonly empty: string;
  readonly testId: string;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={testId}>
      <CardContent>
        <Typography variant="h6" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {title}
          <Chip size="small" label={total} color={total ? 'warning' : 'default'} />
        </Typography>
        {items.length === 0 && <Typography color="text.secondary">{empty}</Typography>}
        <List dense>
          {items.map((i) => (
            <ListItem key={i.key} disablePadding>
              <ListItemButton component={Link} to={i.to}>
                <ListItemText primary={i.primary} secondary={i.secondary} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

export function Pendientes({ data }: { readonly data: Data }) {
  const translate = useT();
  const k = (key: SubKey<'app.reportes.dashboard.pendientes.'>, args?: MessageArgs) => translate(`app.reportes.dashboard.pendientes.${key}`, args);
  const lists = [
    <TaskList
      key="demanda"
      testId="lista-demanda"
      title={k('demanda')}
      total={data.demanda_sin_oferta.total}
      empty={k('sin_demanda')}
      items={data.demanda_sin_oferta.lista.map((x) => ({
        key: x.id,
        to: `/demandantes/${x.id}/show`,
        primary: x.nombre,
        secondary: k('demanda_item', { operacion: x.operacion, desde: formatDate(x.desde) }),
      }))}
    />,
    <TaskList
      key="prestamos"
      testId="lista-prestamos"
      title={k('prestamos')}
      total={data.prestamos_vencidos.total}
      empty={k('sin_prestamos')}
      items={data.prestamos_vencidos.lista.map((x) => ({
        key: x.id,
        to: `/controlllaves/${x.id}/show`,
        primary: `${x.llave} · ${x.inmueble}`,
        secondary: k('vencio', { fecha: formatDateTime(x.vence, false) }),
      }))}
    />,
    <TaskList
      key="contratos"
      testId="lista-contratos"
      title={k('contratos')}
      total={data.contratos_por_vencer.total}
      empty={k('sin_contratos')}
      items={data.contratos_por_vencer.lista.map((x) => ({
        key: x.id,
        to: `/controlcontratos/${x.id}/show`,
        primary: `${x.tipo} · ${x.inmueble}`,
        secondary: k('termina', { fecha: formatDate(x.fecha_fin) }),
      }))}
    />,
    ...(data.reclamos_por_vencer
      ? [
          <TaskList
            key="reclamos"
            testId="lista-reclamos"
            title={k('reclamos')}
            total={data.reclamos_por_vencer.total}
            empty={k('sin_reclamos')}
            items={data.reclamos_por_vencer.lista.map((x) => ({
              key: x.id,
              to: `/libroreclamaciones/${x.id}/show`,
              primary: `${x.numero} · ${x.nombre}`,
              secondary:
                x.dias < 0
                  ? k('vencido', { fecha: formatDate(x.fecha_limite) })
                  : k('quedan', { smart_count: x.dias, fecha: formatDate(x.fecha_limite) }),
            }))}
          />,
        ]
      : []),
  ];
  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      {lists.map((l) => (
        <Grid key={l.key} size={{ xs: 12, md: 6, xl: 3 }}>
          {l}
        </Grid>
      ))}
    </Grid>
  );
}
