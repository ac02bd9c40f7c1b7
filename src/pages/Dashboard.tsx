// '/dashboard/sales-dashboard': the key figures of a period compared with the previous one (GET /dashboard/resumen),
// the closings per currency with their S/ equivalent at the configured rate, today's and tomorrow's citas, the
// charts (GET /dashboard/graficos, drawn by a lazy chunk once it arrives) and the open tasks with the demand without
// supply (GET /dashboard/pendientes), and the properties' public pages this month (GET /dashboard/visitas). An agent sees their own figures; an administrator the agency's or one agent's.
import type { MessageArgs, SubKey } from '../i18n/keys';
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Grid,
  LinearProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { Title, useGetIdentity, useGetList, usePermissions } from 'react-admin';
import { useT } from '../i18n/useT';
import { Link } from 'react-router-dom';
import { apiGet } from '../dataProvider/http';
import { formatDate } from '../lib/dates';
import { addDays, addMonths, limaToday, monthStart } from '../lib/limaTime';
import { currencySymbol, formatMoney } from '../lib/money';
import { Pendientes } from '../dashboard/Pendientes';
import type { Graficos, Pendientes as PendientesData, VisitasWeb as VisitasWebData } from '../dashboard/types';
import { VisitasWeb } from '../dashboard/VisitasWeb';
import { ScrollShadows } from '../framework/views/ScrollShadows';
import { useWhenIdle } from '../framework/views/useWhenIdle';

// MUI X Charts: its own chunk, fetched after the figures are on screen (never part of the first load).
const DashboardCharts = lazy(() => import('../dashboard/DashboardCharts'));

interface Comparada {
  readonly actual: number;
  readonly anterior: number;
}
interface Resumen {
  readonly periodo: { desde: string; hasta: string };
  readonly anterior: { desde: string; hasta: string };
  readonly captaciones: Comparada;
  readonly disponibles: { venta: number; alquiler: number };
  readonly citas: { realizadas: Comparada; programadas: Comparada };
  readonly contratos: Comparada;
  readonly cierres: readonly { operacion: 'vendido' | 'alquilado'; moneda: string; cantidad: Comparada; monto: Comparada }[];
  readonly cierres_equivalente_pen: Comparada & { tipo_cambio: number };
  readonly agenda: readonly { id_cita: number; fecha: string; hora: string; inmueble: string; demandante: string }[];
}

/** One call's answer: null while it loads (an error is shown in the page's alert). */
function useApi<T>(path: string, params: Record<string, string | undefined>, onError: (msg: string) => void): T | null {
  const [data, setData] = useState<T | null>(null);
  const key = JSON.stringify(params);
  useEffect(() => {
    let live = true;
    setData(null);
    apiGet<T>(path, JSON.parse(key) as Record<string, string | undefined>)
      .then((r) => {
        if (live) setData(r.data);
      })
      .catch((e: unknown) => {
        if (live) onError(e instanceof Error ? e.message : String(e));
      });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onError is a setter; the params are compared by value
  }, [path, key]);
  return data;
}

type Preset = 'este_mes' | 'mes_anterior' | 'ultimos_90' | 'este_anio';

export function presetRange(preset: Preset, today = limaToday()): { desde: string; hasta: string } {
  const month = monthStart(today);
  if (preset === 'mes_anterior') return { desde: addMonths(month, -1), hasta: addDays(month, -1) };
  if (preset === 'ultimos_90') return { desde: addDays(today, -89), hasta: today };
  if (preset === 'este_anio') return { desde: `${today.slice(0, 4)}-01-01`, hasta: today };
  return { desde: month, hasta: today };
}

function Figure({
  label,
  value,
  before,
  note,
  testId,
}: {
  readonly label: string;
  readonly value: string | number;
  readonly before?: number;
  readonly note?: string;
  readonly testId: string;
}) {
  const translate = useT();
  const delta = before === undefined ? null : Number(value) - before;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography color="text.secondary" variant="body2">
          {label}
        </Typography>
        <Typography variant="h4" data-testid={testId}>
          {value}
        </Typography>
        {delta !== null && (
          <Typography variant="body2" color={delta > 0 ? 'success.main' : delta < 0 ? 'error.main' : 'text.secondary'}>
            {`${delta > 0 ? '▲ +' : delta < 0 ? '▼ ' : ''}${delta} · ${translate('app.reportes.dashboard.anterior', { n: before ?? 0 })}`}
          </Typography>
        )}
        {note && (
          <Typography variant="body2" color="text.secondary">
            {note}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** `onShown` runs when the browser is idle after the figures are first on screen (the app fetches the next screens' code). */
export function Dashboard({ onShown }: { readonly onShown?: () => void }) {
  const translate = useT();
  const k = (key: SubKey<'app.reportes.dashboard.'>, args?: MessageArgs) => translate(`app.reportes.dashboard.${key}`, args);
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<string>();
  const admin = permissions === 'Administrador' || identity?.tipo === 'Administrador';
  const [preset, setPreset] = useState<Preset>('este_mes');
  const [agente, setAgente] = useState('');
  const [data, setData] = useState<Resumen | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const { data: agentes } = useGetList(
    'agentes',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'apellido', order: 'ASC' } },
    { enabled: admin },
  );

  useEffect(() => {
    let live = true;
    setLoading(true);
    apiGet<Resumen>('/dashboard/resumen', { ...presetRange(preset), id_agente: agente || undefined })
      .then((r) => {
        if (live) {
          setData(r.data);
          setError(null);
        }
      })
      .catch((e: unknown) => {
        if (live) setError(e instanceof Error ? e.message : String(e));
      })
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [preset, agente]);
  const graficos = useApi<Graficos>('/dashboard/graficos', { ...presetRange(preset), id_agente: agente || undefined }, setError);
  const pendientes = useApi<PendientesData>('/dashboard/pendientes', { id_agente: agente || undefined }, setError);
  const visitas = useApi<VisitasWebData>('/dashboard/visitas', { id_agente: agente || undefined }, setError);
  useWhenIdle(onShown, data !== null);

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('app.menu.dashboard')} />
      <Typography variant="h5" gutterBottom data-testid="welcome">
        {translate('app.dashboard.welcome', { nombre: String(identity?.nombre ?? '') })}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }} sx={{ mb: 1 }}>
        <ToggleButtonGroup size="small" exclusive value={preset} onChange={(_, v: Preset | null) => v && setPreset(v)} aria-label={k('periodo')}>
          {(['este_mes', 'mes_anterior', 'ultimos_90', 'este_anio'] as const).map((p) => (
            <ToggleButton key={p} value={p}>
              {k(p)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {admin && (
          <TextField select size="small" label={k('agente')} value={agente} onChange={(e) => setAgente(e.target.value)} sx={{ width: 280 }}>
            <MenuItem value="">{k('toda_agencia')}</MenuItem>
            {(agentes ?? []).map((a) => (
              <MenuItem key={a.id} value={String(a.id)}>{`${String(a.nombre ?? '')} ${String(a.apellido ?? '')}`}</MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      {data && (
        <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
          {k('del_al', {
            desde: formatDate(data.periodo.desde),
            hasta: formatDate(data.periodo.hasta),
            adesde: formatDate(data.anterior.desde),
            ahasta: formatDate(data.anterior.hasta),
          })}
        </Typography>
      )}
      {loading && <LinearProgress sx={{ mb: 1 }} />}
      {error && <Alert severity="error">{k('error', { msg: error })}</Alert>}
      {data && (
        <>
          <Grid container spacing={2}>
            <Grid size={{ xs: 6, md: 4, lg: 'grow' }}>
              <Figure testId="fig-captaciones" label={k('captaciones')} value={data.captaciones.actual} before={data.captaciones.anterior} />
            </Grid>
            <Grid size={{ xs: 6, md: 4, lg: 'grow' }}>
              <Figure testId="fig-disp-venta" label={k('disponibles_venta')} value={data.disponibles.venta} note={k('hoy')} />
            </Grid>
            <Grid size={{ xs: 6, md: 4, lg: 'grow' }}>
              <Figure testId="fig-disp-alquiler" label={k('disponibles_alquiler')} value={data.disponibles.alquiler} note={k('hoy')} />
            </Grid>
            <Grid size={{ xs: 6, md: 4, lg: 'grow' }}>
              <Figure
                testId="fig-citas-realizadas"
                label={k('citas_realizadas')}
                value={data.citas.realizadas.actual}
                before={data.citas.realizadas.anterior}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 4, lg: 'grow' }}>
              <Figure
                testId="fig-citas-programadas"
                label={k('citas_programadas')}
                value={data.citas.programadas.actual}
                before={data.citas.programadas.anterior}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 4, lg: 'grow' }}>
              <Figure testId="fig-contratos" label={k('contratos')} value={data.contratos.actual} before={data.contratos.anterior} />
            </Grid>
            {pendientes && (
              <Grid size={{ xs: 6, md: 4, lg: 'grow' }}>
                <Figure
                  testId="fig-demanda"
                  label={k('demanda_sin_oferta')}
                  value={pendientes.demanda_sin_oferta.total}
                  note={k('de_activos', { smart_count: pendientes.demanda_sin_oferta.activos })}
                />
              </Grid>
            )}
          </Grid>
          <Grid container spacing={2} sx={{ mt: 1 }}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Card variant="outlined">
                <CardContent>
                  <Typography variant="h6">{k('cierres')}</Typography>
                  <ScrollShadows label={k('cierres')}>
                    <Table size="small">
                      <TableHead>
                        <TableRow>
                          <TableCell>{k('operacion')}</TableCell>
                          <TableCell>{k('moneda')}</TableCell>
                          <TableCell align="right">{k('cantidad')}</TableCell>
                          <TableCell align="right">{k('monto')}</TableCell>
                        </TableRow>
                      </TableHead>
                      <TableBody>
                        {data.cierres.map((c) => (
                          <TableRow key={`${c.operacion}-${c.moneda}`}>
                            <TableCell>{k(c.operacion)}</TableCell>
                            <TableCell>{currencySymbol(c.moneda)}</TableCell>
                            <TableCell align="right">
                              {c.cantidad.actual}{' '}
                              <Typography component="span" variant="caption" color="text.secondary">
                                ({k('anterior', { n: c.cantidad.anterior })})
                              </Typography>
                            </TableCell>
                            <TableCell align="right">{formatMoney(c.monto.actual, c.moneda)}</TableCell>
                          </TableRow>
                        ))}
                        <TableRow>
                          <TableCell colSpan={3}>
                            <strong>{k('equivalente')}</strong>
                          </TableCell>
                          <TableCell align="right" data-testid="fig-equivalente">
                            <strong>{formatMoney(data.cierres_equivalente_pen.actual, 'PEN')}</strong>
                          </TableCell>
                        </TableRow>
                      </TableBody>
                    </Table>
                  </ScrollShadows>
                  <Typography variant="caption" color="text.secondary">
                    {k('tipo_cambio', { tc: data.cierres_equivalente_pen.tipo_cambio.toFixed(2) })}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <Card variant="outlined">
                <CardContent>
                  <Typography variant="h6">{k('agenda')}</Typography>
                  {data.agenda.length === 0 && <Typography color="text.secondary">{k('sin_agenda')}</Typography>}
                  <List dense>
                    {data.agenda.map((c) => (
                      <ListItem key={c.id_cita} disablePadding>
                        <ListItemButton component={Link} to={`/citas/${c.id_cita}/show`}>
                          <ListItemText primary={`${formatDate(c.fecha)} ${c.hora} · ${c.inmueble}`} secondary={c.demandante || undefined} />
                        </ListItemButton>
                      </ListItem>
                    ))}
                  </List>
                </CardContent>
              </Card>
            </Grid>
          </Grid>
          {graficos ? (
            <Suspense fallback={<LinearProgress sx={{ mt: 2 }} />}>
              <DashboardCharts data={graficos} />
            </Suspense>
          ) : (
            <LinearProgress sx={{ mt: 2 }} />
          )}
          {pendientes && <Pendientes data={pendientes} />}
          {visitas && <VisitasWeb data={visitas} />}
        </>
      )}
    </Box>
  );
}
