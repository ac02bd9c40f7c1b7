// Step 2 of Sistema › Importar: the sheet, and which column feeds which field — the analysis' proposal, each
// correctable with a select; the columns left out and the required fields no column feeds are named. A changed
// mapping is sent back for a new analysis (the preview is always the server's).
import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, FormControl, FormHelperText, InputLabel, MenuItem, Select, Stack, Typography } from '@mui/material';
import { useT } from '../../i18n/useT';
import type { ModuleSchema } from '../../framework/schema';
import { importableFields } from './shared/importable';
import { ImportTable, type ImportColumn } from './ImportTable';
import type { AnalisisGuardado, Cell, ColumnMap } from './shared/types';

interface Props {
  readonly schema: ModuleSchema;
  readonly analisis: AnalisisGuardado;
  readonly busy: boolean;
  /** Told whether the mapping differs from the analysed one (the preview is then out of date). */
  readonly onDirty: (dirty: boolean) => void;
  readonly onHoja: (hoja: string) => void;
  readonly onReanalyze: (mapeo: Record<string, string>) => void;
}

const shown = (c: Cell | undefined): string => (c === null || c === undefined ? '' : typeof c === 'boolean' ? (c ? 'Sí' : 'No') : String(c));

/** The mapping as the server proposed it: column → field ('' for none). */
const proposed = (analisis: AnalisisGuardado): Record<string, string> => Object.fromEntries(analisis.columnas.map((c) => [c.columna, c.campo ?? '']));

export function MappingStep({ schema, analisis, busy, onDirty, onHoja, onReanalyze }: Props) {
  const translate = useT();
  const [mapeo, setMapeo] = useState<Record<string, string>>(() => proposed(analisis));
  const fields = useMemo(() => importableFields(schema), [schema]);
  const original = proposed(analisis);
  const dirty = Object.entries(mapeo).some(([k, v]) => original[k] !== v);
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  const example = (i: number) => shown(analisis.filas.find((f) => f.celdas[i] !== null && f.celdas[i] !== undefined)?.celdas[i]);

  /** Each column of the file with its position (two untitled columns share a title, not a position). */
  const rows = analisis.columnas.map((c, i) => ({ ...c, i }));
  const columns: ImportColumn<ColumnMap & { readonly i: number }>[] = [
    { label: translate('app.importar.columnas.columna'), rowHeader: true, sx: { fontWeight: 500 }, cell: (c) => c.columna },
    {
      label: translate('app.importar.columnas.ejemplo'),
      from: 'sm',
      sx: { color: 'text.secondary', maxWidth: 240, overflowWrap: 'anywhere' },
      cell: (c) => example(c.i),
    },
    {
      label: translate('app.importar.columnas.campo'),
      sx: { minWidth: 180 },
      cell: (c) => (
        <Select
          size="small"
          fullWidth
          value={mapeo[c.columna] ?? ''}
          onChange={(e) => choose(c.columna, e.target.value)}
          disabled={busy}
          displayEmpty
          inputProps={{ 'aria-label': translate('app.importar.columnas.campo_de', { columna: c.columna }) }}
          data-testid={`importar-campo-${c.i}`}
        >
          <MenuItem value="">
            <em>{translate('app.importar.columnas.ninguno')}</em>
          </MenuItem>
          {fields.map(([name, f]) => (
            <MenuItem key={name} value={name}>
              {f.required ? `${f.label} *` : f.label}
            </MenuItem>
          ))}
        </Select>
      ),
    },
  ];

  /** A field goes to one column: choosing it for a column leaves the column that had it unmapped. */
  const choose = (columna: string, campo: string) =>
    setMapeo((current) => {
      const next: Record<string, string> = {};
      for (const [c, f] of Object.entries(current)) next[c] = campo !== '' && f === campo ? '' : f;
      next[columna] = campo;
      return next;
    });

  return (
    <Stack spacing={2}>
      {analisis.hojas.length > 1 ? (
        <FormControl size="small" sx={{ maxWidth: 320 }}>
          <InputLabel id="importar-hoja-label">{translate('app.importar.columnas.hoja')}</InputLabel>
          <Select
            labelId="importar-hoja-label"
            id="importar-hoja"
            value={analisis.hoja}
            label={translate('app.importar.columnas.hoja')}
            onChange={(e) => onHoja(e.target.value)}
            disabled={busy}
            aria-describedby="importar-hoja-ayuda"
          >
            {analisis.hojas.map((h) => (
              <MenuItem key={h} value={h}>
                {h}
              </MenuItem>
            ))}
          </Select>
          <FormHelperText id="importar-hoja-ayuda">{translate('app.importar.columnas.hoja_ayuda')}</FormHelperText>
        </FormControl>
      ) : null}
      <ImportTable columns={columns} rows={rows} rowKey={(c) => c.i} testId="importar-mapeo" />
      {dirty ? (
        <Alert severity="info" data-testid="importar-mapeo-cambiado">
          {translate('app.importar.columnas.cambiado')}
        </Alert>
      ) : (
        <>
          {analisis.sinMapear.length > 0 ? (
            <Alert severity="info" data-testid="importar-sin-mapear">
              {translate('app.importar.columnas.sin_mapear', { columnas: analisis.sinMapear.map((c) => `«${c}»`).join(', ') })}
            </Alert>
          ) : null}
          <Alert severity={analisis.faltantes.length ? 'warning' : 'success'} data-testid="importar-faltantes">
            {analisis.faltantes.length
              ? translate('app.importar.columnas.faltantes_lista', { campos: analisis.faltantes.map((c) => `«${c}»`).join(', ') })
              : translate('app.importar.columnas.faltantes')}
          </Alert>
        </>
      )}
      {dirty ? (
        <Box>
          <Button variant="contained" onClick={() => onReanalyze(mapeo)} disabled={busy} data-testid="importar-reanalizar">
            {translate('app.importar.columnas.reanalizar')}
          </Button>
        </Box>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {translate('app.importar.archivo.nada_se_guarda')}
      </Typography>
    </Stack>
  );
}
