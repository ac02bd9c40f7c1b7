// Imágenes y Files › Files: every file bound to a record, newest first, paginated and filtered on the server.
import { useState } from 'react';
import { Box, Card, IconButton, LinearProgress, Link, MenuItem, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, TextField, Tooltip, Typography } from '@mui/material';
import Download from '@mui/icons-material/Download';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { Title, useNotify, useTranslate } from 'react-admin';
import { apiErrorText, apiGet } from '../dataProvider/http';
import { downloadFile } from '../framework/fields/file/api';
import { sizeText } from '../framework/fields/file/kinds';
import { formatDateTime } from '../lib/dates';
import { modules } from '../resources/registry';

interface LibraryFile {
  readonly id: number;
  readonly modulo: string;
  readonly campo: string;
  readonly id_registro: number;
  readonly nombre: string;
  readonly mime: string;
  readonly bytes: number;
  readonly creado_en: string;
  readonly subido_por: string;
}

const withFiles = modules.filter((m) => Object.values(m.fields).some((f) => f.type === 'file'));

export function FilesLibrary() {
  const translate = useTranslate();
  const notify = useNotify();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const [modulo, setModulo] = useState('');
  const [q, setQ] = useState('');
  const { data, isPending } = useQuery({
    queryKey: ['biblioteca', 'files', page, perPage, modulo, q],
    queryFn: () => apiGet<LibraryFile[]>('/biblioteca/files/listado', { page: page + 1, perPage, modulo: modulo || undefined, q: q || undefined }),
  });
  const rows = data?.data ?? [];
  const label = (name: string) => modules.find((m) => m.name === name)?.label.many ?? name;
  const tr = (k: string) => translate(`app.publicidad.biblioteca.${k}`);
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={tr('files')} />
      <Box sx={{ display: 'flex', gap: 2, mb: 2 }}>
        <TextField size="small" sx={{ width: 240 }} label={translate('ra.action.search')} value={q} onChange={(e) => { setQ(e.target.value); setPage(0); }} />
        <TextField size="small" select label={tr('modulo')} value={modulo} sx={{ width: 240 }} onChange={(e) => { setModulo(e.target.value); setPage(0); }}>
          <MenuItem value="">{translate('app.common.all')}</MenuItem>
          {withFiles.map((m) => <MenuItem key={m.name} value={m.name}>{m.label.many}</MenuItem>)}
        </TextField>
      </Box>
      <Card>
        {isPending ? <LinearProgress /> : null}
        <Table size="small">
          <TableHead>
            <TableRow>
              {['nombre', 'modulo', 'registro', 'tipo', 'tamano', 'subido_por', 'fecha'].map((k) => <TableCell key={k}>{tr(k)}</TableCell>)}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id} hover>
                <TableCell>{r.nombre}</TableCell>
                <TableCell>{label(r.modulo)}</TableCell>
                <TableCell><Link component={RouterLink} to={`/${r.modulo}/${r.id_registro}/show`}>#{r.id_registro}</Link></TableCell>
                <TableCell>{r.mime}</TableCell>
                <TableCell>{sizeText(r.bytes)}</TableCell>
                <TableCell>{r.subido_por}</TableCell>
                <TableCell>{formatDateTime(r.creado_en)}</TableCell>
                <TableCell>
                  <Tooltip title={tr('descargar')}>
                    <IconButton size="small" aria-label={tr('descargar')} onClick={() => { downloadFile(r.modulo, r.id_registro, r.campo).catch((e: unknown) => notify(apiErrorText(e), { type: 'error' })); }}>
                      <Download fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {!isPending && rows.length === 0 ? <Typography color="text.secondary" sx={{ p: 2 }}>{tr('vacio')}</Typography> : null}
        <TablePagination component="div" count={data?.total ?? 0} page={page} rowsPerPage={perPage} rowsPerPageOptions={[25, 50, 100]}
          onPageChange={(_, p) => setPage(p)} onRowsPerPageChange={(e) => { setPerPage(Number(e.target.value)); setPage(0); }}
          labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
          labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })} />
      </Card>
    </Box>
  );
}
