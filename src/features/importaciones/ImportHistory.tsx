// The past imports of Sistema › Importar (GET /importaciones, newest first): when, what, by whom, their state and
// what they wrote; opening one shows its result (its failed rows, its undo).
import { useState } from 'react';
import { Alert, Button, Card, CardContent, CardHeader, Chip } from '@mui/material';
import { useT } from '../../i18n/useT';
import type { MessageKey } from '../../i18n/keys';
import { apiErrorText } from '../../dataProvider/http';
import type { ModuleSchema } from '../../framework/schema';
import { formatDateTime } from '../../lib/dates';
import { useImportaciones } from './api';
import { ImportTable, type ImportColumn } from './ImportTable';
import { TablePager } from './TablePager';
import type { Estado, ImportacionPasada } from './shared/types';

const ESTADO: Record<Estado, { label: MessageKey; color: 'default' | 'info' | 'success' | 'error' | 'warning' }> = {
  analizada: { label: 'app.importar.historial.estados.analizada', color: 'default' },
  en_curso: { label: 'app.importar.historial.estados.en_curso', color: 'info' },
  completada: { label: 'app.importar.historial.estados.completada', color: 'success' },
  fallida: { label: 'app.importar.historial.estados.fallida', color: 'error' },
  deshecha: { label: 'app.importar.historial.estados.deshecha', color: 'warning' },
};

interface Props {
  readonly modules: readonly ModuleSchema[];
  readonly onOpen: (id: number) => void;
}

const PER_PAGE = 10;

export function ImportHistory({ modules, onOpen }: Props) {
  const translate = useT();
  const [page, setPage] = useState(0);
  const query = useImportaciones(page + 1, PER_PAGE);
  const label = (modulo: string) => modules.find((m) => m.name === modulo)?.label.many ?? modulo;
  const columns: ImportColumn<ImportacionPasada>[] = [
    {
      label: translate('app.importar.historial.fecha'),
      sx: { whiteSpace: 'nowrap' },
      cell: (row) => (
        <Button
          size="small"
          onClick={() => onOpen(row.id)}
          aria-label={translate('app.importar.historial.abrir', { id: row.id, fecha: formatDateTime(row.creado_en, false) })}
          sx={{ textTransform: 'none', minWidth: 0, p: 0 }}
        >
          {formatDateTime(row.creado_en, false)}
        </Button>
      ),
    },
    { label: translate('app.importar.historial.modulo'), cell: (row) => label(row.modulo) },
    { label: translate('app.importar.historial.archivo'), sx: { overflowWrap: 'anywhere', minWidth: 120 }, cell: (row) => row.archivo },
    { label: translate('app.importar.historial.usuario'), from: 'md', cell: (row) => row.usuario },
    {
      label: translate('app.importar.historial.estado'),
      cell: (row) => <Chip size="small" label={translate(ESTADO[row.estado].label)} color={ESTADO[row.estado].color} />,
    },
    {
      label: translate('app.importar.historial.registros'),
      from: 'sm',
      sx: { whiteSpace: 'nowrap' },
      cell: (row) => translate('app.importar.historial.registros_valor', { creados: row.creados, actualizados: row.actualizados }),
    },
  ];

  return (
    <Card data-testid="importar-historial">
      <CardHeader title={translate('app.importar.historial.titulo')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        {query.isError ? <Alert severity="error">{apiErrorText(query.error)}</Alert> : null}
        {query.data && query.data.total === 0 ? <Alert severity="info">{translate('app.importar.historial.vacio')}</Alert> : null}
        {query.data && query.data.total > 0 ? (
          <>
            <ImportTable columns={columns} rows={query.data.data} rowKey={(row) => row.id} rowTestId={(row) => `importar-historial-${row.id}`} />
            <TablePager count={query.data.total} page={page} perPage={PER_PAGE} onPage={setPage} />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
