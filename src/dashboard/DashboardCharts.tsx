// The dashboard's four charts (MUI X Charts), a lazy chunk of their own: the figures show first, the charts when
// this chunk arrives.
import type { SubKey } from '../i18n/keys';
import { Card, CardContent, Grid, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useT } from '../i18n/useT';
import type { Graficos } from './types';

const MESES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'set', 'oct', 'nov', 'dic'];
const mesCorto = (ym: string) => `${MESES[Number(ym.slice(5, 7)) - 1]} ${ym.slice(2, 4)}`;

function ChartCard({ title, testId, children }: { readonly title: string; readonly testId: string; readonly children: React.ReactNode }) {
  return (
    <Card variant="outlined" data-testid={testId}>
      <CardContent>
        <Typography variant="h6">{title}</Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export default function DashboardCharts({ data }: { readonly data: Graficos }) {
  const translate = useT();
  const k = (key: SubKey<'app.reportes.dashboard.graficos.'>) => translate(`app.reportes.dashboard.graficos.${key}`);
  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <ChartCard title={k('pipeline')} testId="grafico-pipeline">
          <BarChart
            height={260}
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: data.pipeline.map((p) => p.nombre), width: 90 }]}
            series={[{ data: data.pipeline.map((p) => p.cantidad), label: k('inmuebles') }]}
            hideLegend
          />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <ChartCard title={k('meses')} testId="grafico-meses">
          <LineChart
            height={260}
            xAxis={[{ scaleType: 'point', data: data.meses.map((m) => mesCorto(m.mes)) }]}
            series={[
              { data: data.meses.map((m) => m.captaciones), label: k('captaciones') },
              { data: data.meses.map((m) => m.cierres), label: k('cierres') },
            ]}
          />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <ChartCard title={k('distritos')} testId="grafico-distritos">
          <BarChart
            height={Math.max(200, 24 * data.distritos.lista.length + 40)}
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: data.distritos.lista.map((d) => d.distrito), width: 130 }]}
            series={[{ data: data.distritos.lista.map((d) => d.cantidad), label: k('disponibles') }]}
            hideLegend
          />
          {data.distritos.otros > 0 && (
            <Typography variant="caption" color="text.secondary">
              {translate('app.reportes.dashboard.graficos.otros', {
                disponibles: translate('app.reportes.dashboard.graficos.otros_disponibles', { smart_count: data.distritos.otros }),
                distritos: translate('app.reportes.dashboard.graficos.otros_distritos', { smart_count: data.distritos.n_otros }),
              })}
            </Typography>
          )}
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <ChartCard title={k('dias')} testId="grafico-dias">
          <BarChart
            height={260}
            xAxis={[{ scaleType: 'band', data: data.dias_semana.map((d) => d.dia.slice(0, 3)) }]}
            series={[{ data: data.dias_semana.map((d) => d.citas), label: k('citas') }]}
            hideLegend
          />
        </ChartCard>
      </Grid>
    </Grid>
  );
}
