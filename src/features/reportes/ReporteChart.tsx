// The report's chart (MUI X Charts), its own lazy chunk: loaded only when a report page shows data.
import { BarChart } from '@mui/x-charts/BarChart';
import type { ReporteKind } from './ReportePage';

type Valores = readonly Record<string, unknown>[];

const num = (v: unknown) => Number(v ?? 0);

export default function ReporteChart({ kind, valores }: { readonly kind: ReporteKind; readonly valores: Valores }) {
  if (!valores.length) return null;
  const labels = valores.map((v) => String(kind === 'agentes' ? v.agente : v.nombre));
  const series =
    kind === 'agentes'
      ? [
          { data: valores.map((v) => num(v.captaciones)), label: 'Captaciones' },
          { data: valores.map((v) => num(v.contratos)), label: 'Contratos' },
          { data: valores.map((v) => num(v.cierres)), label: 'Operaciones cerradas' },
        ]
      : [
          { data: valores.map((v) => num(v.cantidad_pen)), label: 'En S/', stack: 'total' },
          { data: valores.map((v) => num(v.cantidad_usd)), label: 'En US$', stack: 'total' },
        ];
  return (
    <div data-testid="reporte-grafico">
      <BarChart height={300} xAxis={[{ scaleType: 'band', data: labels }]} series={series} margin={{ bottom: 10 }} />
    </div>
  );
}
