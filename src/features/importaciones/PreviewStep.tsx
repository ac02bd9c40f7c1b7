// Step 3 of Sistema › Importar: the preview, nothing written yet — the counts, every row with its status, each
// error and correction named by its cell ('Fila 12, columna «Precio»: …'), the record a duplicate repeats, and the
// choice of what to do with the duplicates.
import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Chip,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useT } from '../../i18n/useT';
import { grouped } from '../../lib/numbers';
import type { MessageKey } from '../../i18n/keys';
import { ImportTable, type ImportColumn } from './ImportTable';
import { TablePager } from './TablePager';
import type { AnalisisGuardado, Clase, Duplicados, FilaAnalizada } from './shared/types';
import { DUPLICADOS } from './shared/types';

type Filtro = 'todas' | Clase;

const CLASE_COLOR: Record<Clase, 'success' | 'warning' | 'error'> = { nuevo: 'success', duplicado: 'warning', error: 'error' };
const DUPLICADO_TEXT: Record<Duplicados, MessageKey> = {
  omitir: 'app.importar.vista.omitir',
  actualizar: 'app.importar.vista.actualizar',
  importar: 'app.importar.vista.importar',
};
const FILTROS: readonly { value: Filtro; label: MessageKey }[] = [
  { value: 'todas', label: 'app.importar.vista.todas' },
  { value: 'nuevo', label: 'app.importar.vista.nuevos' },
  { value: 'duplicado', label: 'app.importar.vista.duplicados' },
  { value: 'error', label: 'app.importar.vista.errores' },
];

/** 'fila 12, columna «Precio»' as a sentence starts. */
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The row's first few cells, as the file has them. */
const contenido = (f: FilaAnalizada) =>
  f.celdas
    .filter((c) => c !== null && c !== '')
    .slice(0, 3)
    .map(String)
    .join(' · ');

interface Props {
  readonly analisis: AnalisisGuardado;
  readonly duplicados: Duplicados;
  readonly onDuplicados: (d: Duplicados) => void;
}

function Counts({ analisis }: { readonly analisis: AnalisisGuardado }) {
  const translate = useT();
  const cambios = analisis.filas.reduce((n, f) => n + f.cambios.length, 0);
  const items: { key: string; label: MessageKey; value: number; color: 'default' | 'success' | 'warning' | 'error' | 'info' }[] = [
    { key: 'total', label: 'app.importar.vista.total', value: analisis.resumen.total, color: 'default' },
    { key: 'nuevos', label: 'app.importar.vista.nuevos', value: analisis.resumen.nuevos, color: 'success' },
    { key: 'duplicados', label: 'app.importar.vista.duplicados', value: analisis.resumen.duplicados, color: 'warning' },
    { key: 'errores', label: 'app.importar.vista.errores', value: analisis.resumen.errores, color: 'error' },
    { key: 'cambios', label: 'app.importar.vista.cambios', value: cambios, color: 'info' },
  ];
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }} data-testid="importar-resumen">
      {items.map((i) => (
        <li key={i.key}>
          <Chip
            label={`${translate(i.label)}: ${grouped(i.value)}`}
            color={i.color}
            variant={i.color === 'default' ? 'outlined' : 'filled'}
            data-testid={`importar-resumen-${i.key}`}
          />
        </li>
      ))}
    </Box>
  );
}

function Detail({ fila }: { readonly fila: FilaAnalizada }) {
  return (
    <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {fila.errores.map((e, i) => (
        <Typography component="li" variant="body2" color="error" key={`e${i}`}>
          {capital(e.celda)}: {e.mensaje}
        </Typography>
      ))}
      {fila.duplicado ? (
        <Typography
          component="li"
          variant="body2"
          sx={(theme) => ({ color: theme.palette.mode === 'dark' ? theme.palette.warning.light : theme.palette.warning.dark })}
        >
          {fila.duplicado.registro}
        </Typography>
      ) : null}
      {fila.cambios.map((c, i) => (
        <Typography component="li" variant="body2" color="text.secondary" key={`c${i}`}>
          {capital(c.celda)}: {c.mensaje}
        </Typography>
      ))}
    </Stack>
  );
}

export function PreviewStep({ analisis, duplicados, onDuplicados }: Props) {
  const translate = useT();
  const [filtro, setFiltro] = useState<Filtro>('todas');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const filas = useMemo(() => (filtro === 'todas' ? analisis.filas : analisis.filas.filter((f) => f.clase === filtro)), [analisis, filtro]);
  const visible = filas.slice(page * perPage, (page + 1) * perPage);
  const claseLabel: Record<Clase, string> = {
    nuevo: translate('app.importar.vista.clase.nuevo'),
    duplicado: translate('app.importar.vista.clase.duplicado'),
    error: translate('app.importar.vista.clase.error'),
  };
  const columns: ImportColumn<FilaAnalizada>[] = [
    { label: translate('app.importar.vista.fila'), rowHeader: true, cell: (f) => f.fila },
    { label: translate('app.importar.vista.estado'), cell: (f) => <Chip size="small" label={claseLabel[f.clase]} color={CLASE_COLOR[f.clase]} /> },
    { label: translate('app.importar.vista.contenido'), from: 'md', sx: { maxWidth: 280, overflowWrap: 'anywhere' }, cell: contenido },
    { label: translate('app.importar.vista.detalle'), sx: { minWidth: 200, overflowWrap: 'anywhere' }, cell: (f) => <Detail fila={f} /> },
  ];

  return (
    <Stack spacing={2}>
      <Counts analisis={analisis} />
      {analisis.resumen.errores > 0 ? <Alert severity="warning">{translate('app.importar.vista.errores_ayuda')}</Alert> : null}
      {analisis.resumen.duplicados > 0 ? (
        <FormControl>
          <FormLabel id="importar-duplicados-label">
            {translate('app.importar.vista.duplicados_titulo', { smart_count: analisis.resumen.duplicados })}
          </FormLabel>
          <RadioGroup
            aria-labelledby="importar-duplicados-label"
            aria-describedby="importar-duplicados-ayuda"
            name="duplicados"
            value={duplicados}
            onChange={(e) => onDuplicados(e.target.value as Duplicados)}
          >
            {DUPLICADOS.map((d) => (
              <FormControlLabel key={d} value={d} control={<Radio />} label={translate(DUPLICADO_TEXT[d])} data-testid={`importar-duplicados-${d}`} />
            ))}
          </RadioGroup>
          <Typography variant="body2" color="text.secondary" id="importar-duplicados-ayuda">
            {translate('app.importar.vista.actualizar_ayuda')}
          </Typography>
        </FormControl>
      ) : null}
      <ToggleButtonGroup
        size="small"
        exclusive
        value={filtro}
        onChange={(_, v: Filtro | null) => {
          if (v) {
            setFiltro(v);
            setPage(0);
          }
        }}
        aria-label={translate('app.importar.vista.filtro')}
        sx={{ flexWrap: 'wrap' }}
      >
        {FILTROS.map((f) => (
          <ToggleButton key={f.value} value={f.value} data-testid={`importar-filtro-${f.value}`}>
            {translate(f.label)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ImportTable
        columns={columns}
        rows={visible}
        rowKey={(f) => f.fila}
        testId="importar-filas"
        rowTestId={(f) => `importar-fila-${f.fila}`}
        empty={translate('app.importar.vista.sin_filas')}
        alignTop
      />
      <TablePager
        count={filas.length}
        page={page}
        perPage={perPage}
        onPage={setPage}
        onPerPage={(n) => {
          setPerPage(n);
          setPage(0);
        }}
      />
    </Stack>
  );
}
