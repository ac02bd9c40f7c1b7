// Imágenes y Files › Files: every stored file — a record's (contracts, SUNARP documents, ...) and the library's
// free uploads — newest first, paginated and filtered on the server (name, module, labels, property, uploader);
// labels edited in place, download with the token, free uploads deleted after a confirmation, several uploaded at once.
import type { MessageArgs, SubKey } from '../i18n/keys';
import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  IconButton,
  LinearProgress,
  Link,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import Delete from '@mui/icons-material/Delete';
import Download from '@mui/icons-material/Download';
import Edit from '@mui/icons-material/Edit';
import Upload from '@mui/icons-material/Upload';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { Confirm, Title, useNotify } from 'react-admin';
import { useT } from '../i18n/useT';
import { apiErrorText } from '../dataProvider/http';
import { fieldsOfType } from '../framework/fields';
import { sizeText } from '../framework/fields/file/kinds';
import { formatDateTime } from '../lib/dates';
import { modules } from '../resources/registry';
import { deleteFile, downloadLibraryFile, LIBRARY_MODULE, libraryQuery, listFiles, type LibraryFile } from './api';
import { FileLabelsDialog } from './FileLabelsDialog';
import { LabelChips, LabelPicker, useEtiquetas } from './Labels';
import { LibraryPager } from './LibraryPager';
import { PropertyPicker, UploaderSelect } from './Pickers';
import { UploadDialog } from './UploadDialog';

const withFiles = modules.filter((m) => fieldsOfType(m, 'file').length > 0);

export function FilesLibrary() {
  const translate = useT();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const tr = (k: SubKey<'app.publicidad.biblioteca.'>, args?: MessageArgs) => translate(`app.publicidad.biblioteca.${k}`, args);
  const etiquetas = useEtiquetas();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const [modulo, setModulo] = useState('');
  const [q, setQ] = useState('');
  const [labels, setLabels] = useState<number[]>([]);
  const [propiedad, setPropiedad] = useState<number | null>(null);
  const [subidoPor, setSubidoPor] = useState('');
  const [editing, setEditing] = useState<LibraryFile | null>(null);
  const [deleting, setDeleting] = useState<LibraryFile | null>(null);
  const [uploading, setUploading] = useState(false);
  const filters = { modulo, q: q.trim(), etiquetas: labels, id_propiedad: propiedad ?? undefined, subido_por: subidoPor };
  const { data, isPending } = useQuery({
    queryKey: ['biblioteca', 'files', page, perPage, filters],
    queryFn: () => listFiles(libraryQuery({ page: page + 1, perPage, ...filters })),
  });
  const rows = data?.data ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['biblioteca', 'files'] });
  const label = (name: string) => (name === LIBRARY_MODULE ? tr('libre') : (modules.find((m) => m.name === name)?.label.many ?? name));
  const filtered =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(0);
    };
  const remove = async (f: LibraryFile) => {
    setDeleting(null);
    try {
      const r = await deleteFile(f.id);
      notify(r.msg ?? tr('eliminado'), { type: 'success' });
      await refresh();
    } catch (e) {
      notify(apiErrorText(e), { type: 'error' });
    }
  };
  const w = { xs: '100%', sm: 220 };
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={tr('files')} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
        <Button variant="contained" startIcon={<Upload />} onClick={() => setUploading(true)}>
          {tr('subir_archivos')}
        </Button>
      </Stack>
      <Stack direction="row" sx={{ mb: 2, flexWrap: 'wrap', gap: 1.5 }}>
        <TextField size="small" sx={{ width: w }} label={tr('buscar_nombre')} value={q} onChange={(e) => filtered(setQ)(e.target.value)} />
        <LabelPicker value={labels} onChange={filtered(setLabels)} all={etiquetas} width={{ xs: '100%', sm: 280 }} />
        <TextField size="small" select label={tr('modulo')} value={modulo} sx={{ width: w }} onChange={(e) => filtered(setModulo)(e.target.value)}>
          <MenuItem value="">{translate('app.common.all')}</MenuItem>
          <MenuItem value={LIBRARY_MODULE}>{tr('libre')}</MenuItem>
          {withFiles.map((m) => (
            <MenuItem key={m.name} value={m.name}>
              {m.label.many}
            </MenuItem>
          ))}
        </TextField>
        <PropertyPicker value={propiedad} onChange={filtered(setPropiedad)} width={w} />
        <UploaderSelect value={subidoPor} onChange={filtered(setSubidoPor)} width={w} />
      </Stack>
      <Card sx={{ overflowX: 'auto' }}>
        {isPending ? <LinearProgress /> : null}
        <Table size="small">
          <TableHead>
            <TableRow>
              {(['nombre', 'etiquetas', 'modulo', 'inmueble', 'tamano', 'subido_por', 'fecha'] as const).map((k) => (
                <TableCell key={k}>{tr(k)}</TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id} hover data-testid="biblioteca-file">
                <TableCell>
                  {r.nombre}
                  <Typography variant="caption" color="text.secondary" component="div">
                    {r.mime.split('/').pop()}
                  </Typography>
                </TableCell>
                <TableCell>
                  <LabelChips ids={r.etiquetas} all={etiquetas} />
                </TableCell>
                <TableCell>
                  {r.libre ? (
                    label(r.modulo)
                  ) : (
                    <Link component={RouterLink} to={`/${r.modulo}/${r.id_registro}/show`}>
                      {label(r.modulo)} #{r.id_registro}
                    </Link>
                  )}
                </TableCell>
                <TableCell>
                  {r.id_propiedad ? (
                    <Link component={RouterLink} to={`/ofertantes/${r.id_propiedad}/show`}>
                      {r.codigo ?? `#${r.id_propiedad}`}
                    </Link>
                  ) : (
                    '—'
                  )}
                </TableCell>
                <TableCell>{sizeText(r.bytes)}</TableCell>
                <TableCell>{r.subido_por}</TableCell>
                <TableCell>{formatDateTime(r.creado_en)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title={tr('editar')}>
                    <IconButton size="small" aria-label={tr('editar')} onClick={() => setEditing(r)}>
                      <Edit fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={tr('descargar')}>
                    <IconButton
                      size="small"
                      aria-label={tr('descargar')}
                      onClick={() => {
                        downloadLibraryFile(r).catch((e: unknown) => notify(apiErrorText(e), { type: 'error' }));
                      }}
                    >
                      <Download fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  {r.libre ? (
                    <Tooltip title={tr('eliminar')}>
                      <IconButton size="small" aria-label={tr('eliminar')} onClick={() => setDeleting(r)}>
                        <Delete fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {!isPending && rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {tr('vacio')}
          </Typography>
        ) : null}
        <LibraryPager
          total={data?.total ?? 0}
          page={page}
          perPage={perPage}
          options={[25, 50, 100]}
          onPage={setPage}
          onPerPage={(n) => {
            setPerPage(n);
            setPage(0);
          }}
        />
      </Card>
      {editing ? (
        <FileLabelsDialog
          file={editing}
          etiquetas={etiquetas}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      ) : null}
      <Confirm
        isOpen={deleting !== null}
        title={tr('eliminar')}
        content={tr('confirmar_archivo', { nombre: deleting?.nombre ?? '' })}
        confirm={tr('eliminar')}
        cancel={tr('cancelar')}
        onConfirm={() => {
          if (deleting) void remove(deleting);
        }}
        onClose={() => setDeleting(null)}
      />
      <UploadDialog
        kind="files"
        open={uploading}
        etiquetas={etiquetas}
        onClose={() => setUploading(false)}
        onDone={() => {
          setUploading(false);
          void refresh();
        }}
      />
    </Box>
  );
}
