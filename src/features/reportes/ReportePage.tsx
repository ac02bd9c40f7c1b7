// '/reportes/agentes/generar' and '/reportes/propiedades/generar' (administrators): the table on screen, with
// CSV (Excel: UTF-8 with BOM, ',' or ';') and PDF downloads of the same table.
import type { SubKey } from '../../i18n/keys';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import Download from '@mui/icons-material/Download';
import { Form, SaveButton, Title } from 'react-admin';
import { useT } from '../../i18n/useT';
import { DatePickerInput } from '../../framework/fields/date/DateInput';
import { apiGet } from '../../dataProvider/http';
import { ESTADO_OFERTANTE_CHOICES } from '../../resources/ofertantes/estados';
import { TIPO_INMUEBLE_CHOICES } from '../../resources/common';
import { limaToday } from '../../lib/limaTime';
import { apiBlob, saveBlob } from '../../dataProvider/http';
import { ScrollShadows } from '../../framework/views/ScrollShadows';
import { dateFieldSx } from './dateFieldSx';

/** Level with the buttons beside them (a field's usual top margin would set it lower). */
const inRowSx = { ...dateFieldSx, '& .MuiFormControl-root': { width: '100%', my: 0 } } as const;

export type ReporteKind = 'agentes' | 'propiedades';

// MUI X Charts stays in its own chunk, fetched once a report has data.
const ReporteChart = lazy(() => import('./ReporteChart'));

interface TablaData {
  readonly titulo: string;
  readonly subtitulo: string;
  readonly columnas: readonly string[];
  readonly filas: readonly (readonly string[])[];
  readonly total: readonly string[] | null;
  readonly nota: string | null;
  readonly valores: readonly Record<string, unknown>[];
}

type Params = Record<string, string>;

/** The row's name stays in view while the figures scroll under it. */
const firstColumnSx = {
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  backgroundImage: 'var(--Paper-overlay)',
} as const;

const DEFAULTS: Readonly<Record<ReporteKind, Params>> = {
  agentes: { desde: `${limaToday().slice(0, 4)}-01-01`, hasta: limaToday() },
  propiedades: { agrupar: 'estado', estado: '', tipo_inmueble: '', tipo_operacion: '', moneda: '', precio_min: '', precio_max: '' },
};

function Select({
  name,
  label,
  value,
  options,
  onChange,
}: {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly options: readonly { id: string; name: string }[];
  readonly onChange: (name: string, v: string) => void;
}) {
  return (
    <TextField select size="small" label={label} value={value} onChange={(e) => onChange(name, e.target.value)} sx={{ width: 190 }}>
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function ReportePage({ kind }: { readonly kind: ReporteKind }) {
  const translate = useT();
  const k = (key: SubKey<'app.reportes.generar.'>) => translate(`app.reportes.generar.${key}`);
  const [params, setParams] = useState<Params>(DEFAULTS[kind]);
  const [data, setData] = useState<TablaData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: string, v: string) => setParams((p) => ({ ...p, [name]: v }));

  const load = useCallback(
    async (p: Params) => {
      setBusy(true);
      try {
        setData((await apiGet<TablaData>(`/reportes/${kind}`, { ...p, formato: 'json' })).data);
        setError(null);
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
      } finally {
        setBusy(false);
      }
    },
    [kind],
  );
  useEffect(() => {
    setParams(DEFAULTS[kind]);
    void load(DEFAULTS[kind]);
  }, [kind, load]);

  const download = async (formato: 'csv' | 'pdf', separador?: string) => {
    setBusy(true);
    try {
      saveBlob((await apiBlob(`/reportes/${kind}`, { ...params, formato, separador })).blob, `reporte-${kind}.${formato}`);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const any = { id: '', name: k('todos') };
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={k(kind)} />
      <CardContent>
        <Typography variant="h6">{data?.titulo ?? k(kind)}</Typography>
        <Stack direction="row" flexWrap="wrap" useFlexGap spacing={2} alignItems="flex-start" sx={{ my: 2 }}>
          {kind === 'agentes' ? (
            <Form
              defaultValues={DEFAULTS.agentes}
              onSubmit={(v: Record<string, unknown>) => {
                const p = { desde: String(v.desde ?? ''), hasta: String(v.hasta ?? '') };
                setParams(p);
                void load(p);
              }}
            >
              {/* On a phone each date takes a line of its own: squeezed side by side they hid the year. */}
              <Stack direction="row" flexWrap="wrap" useFlexGap spacing={2} alignItems="flex-start">
                <Box sx={inRowSx}>
                  <DatePickerInput source="desde" label={k('desde')} />
                </Box>
                <Box sx={inRowSx}>
                  <DatePickerInput source="hasta" label={k('hasta')} />
                </Box>
                <SaveButton label={k('generar')} icon={<span />} alwaysEnable sx={{ whiteSpace: 'nowrap', flexShrink: 0, minWidth: 110 }} />
              </Stack>
            </Form>
          ) : (
            <>
              <Select
                name="agrupar"
                label={k('agrupar')}
                value={params.agrupar ?? ''}
                onChange={set}
                options={[
                  { id: 'estado', name: 'Estado' },
                  { id: 'tipo_inmueble', name: 'Tipo de inmueble' },
                  { id: 'distrito', name: 'Distrito' },
                  { id: 'tipo_operacion', name: 'Operación' },
                ]}
              />
              <Select
                name="estado"
                label="Estado"
                value={params.estado ?? ''}
                onChange={set}
                options={[any, ...ESTADO_OFERTANTE_CHOICES.map((c) => ({ id: String(c.id), name: c.name }))]}
              />
              <Select
                name="tipo_inmueble"
                label="Tipo de inmueble"
                value={params.tipo_inmueble ?? ''}
                onChange={set}
                options={[any, ...TIPO_INMUEBLE_CHOICES.map((c) => ({ id: String(c.id), name: c.name }))]}
              />
              <Select
                name="tipo_operacion"
                label="Operación"
                value={params.tipo_operacion ?? ''}
                onChange={set}
                options={[any, { id: 'V', name: 'Venta' }, { id: 'A', name: 'Alquiler' }]}
              />
              <Select
                name="moneda"
                label={k('moneda')}
                value={params.moneda ?? ''}
                onChange={set}
                options={[any, { id: 'PEN', name: 'S/' }, { id: 'USD', name: 'US$' }]}
              />
              <TextField
                size="small"
                label={k('precio_min')}
                value={params.precio_min}
                onChange={(e) => set('precio_min', e.target.value)}
                sx={{ width: 140 }}
              />
              <TextField
                size="small"
                label={k('precio_max')}
                value={params.precio_max}
                onChange={(e) => set('precio_max', e.target.value)}
                sx={{ width: 140 }}
              />
            </>
          )}
          {kind === 'propiedades' && (
            <Button variant="contained" onClick={() => void load(params)} disabled={busy}>
              {k('generar')}
            </Button>
          )}
          <Button variant="outlined" startIcon={<Download />} onClick={() => void download('csv', ',')} disabled={busy}>
            {k('csv_coma')}
          </Button>
          <Button variant="outlined" startIcon={<Download />} onClick={() => void download('csv', ';')} disabled={busy}>
            {k('csv_punto_coma')}
          </Button>
          <Button variant="outlined" startIcon={<Download />} onClick={() => void download('pdf')} disabled={busy}>
            PDF
          </Button>
        </Stack>
        {busy && <LinearProgress sx={{ mb: 1 }} />}
        {error && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {error}
          </Alert>
        )}
        {data && (
          <Box>
            <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
              {data.subtitulo}
            </Typography>
            <Suspense fallback={<LinearProgress />}>
              <ReporteChart kind={kind} valores={data.valores} />
            </Suspense>
            <ScrollShadows testId="reporte-desplazable" label={data.titulo}>
              <Table
                size="small"
                data-testid="reporte-tabla"
                sx={{ '& .MuiTableCell-root': { px: 1 }, '& .MuiTableCell-root:first-of-type': firstColumnSx }}
              >
                <TableHead>
                  <TableRow>
                    {data.columnas.map((c, i) => (
                      <TableCell key={c} align={i ? 'right' : 'left'}>
                        {c}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.filas.map((f) => (
                    <TableRow key={f[0]}>
                      {f.map((v, i) => (
                        <TableCell key={i} align={i ? 'right' : 'left'} sx={{ whiteSpace: i ? 'nowrap' : undefined }}>
                          {v}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                  {data.total && (
                    <TableRow>
                      {data.total.map((v, i) => (
                        <TableCell key={i} align={i ? 'right' : 'left'} sx={{ fontWeight: 'bold', whiteSpace: 'nowrap' }}>
                          {v}
                        </TableCell>
                      ))}
                    </TableRow>
                  )}
                </TableBody>
              </Table>
            </ScrollShadows>
            {data.nota && (
              <Typography variant="caption" color="text.secondary">
                {data.nota}
              </Typography>
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

export default ReportePage;
