// The pictures' table, shared by Imágenes y Files › Imágenes and the blog's picker: a thumbnail, the human name,
// where it comes from, its labels, who uploaded it and when. The page adds the row actions; the picker a click.
import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useRecordContext } from 'react-admin';
import { useT } from '../../i18n/useT';
import { imageUrl } from '../../lib/images';
import type { ExtraColumn, ListComposition } from '../../framework/views/ResourceViews';
import type { LibraryImage } from './api';
import { imagenesResource } from './resources';
import { LabelChips, useEtiquetas } from './Labels';

function Thumbnail() {
  const r = useRecordContext<LibraryImage>();
  if (!r) return null;
  return (
    <Box
      component="img"
      src={imageUrl(r.archivo, r.carpeta, 'P')}
      alt=""
      loading="lazy"
      data-testid="biblioteca-imagen"
      sx={{ width: 72, height: 48, objectFit: 'cover', borderRadius: 0.5, display: 'block' }}
    />
  );
}

/** Its property's code (a link), or the library or 'Avatares'. */
function Origin() {
  const r = useRecordContext<LibraryImage & { origen: string }>();
  if (!r) return null;
  if (r.id_propiedad && r.codigo)
    return (
      <Link component={RouterLink} to={`/ofertantes/${r.id_propiedad}/show`} onClick={(e) => e.stopPropagation()}>
        {r.codigo}
      </Link>
    );
  return <>{imagenesResource.fields.origen.choices.find((c) => c.id === r.origen)?.name ?? ''}</>;
}

/** The human name, on up to two lines. */
function Name() {
  const r = useRecordContext<LibraryImage>();
  return (
    <Typography
      variant="body2"
      sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
      title={r?.nombre}
    >
      {r?.nombre ?? ''}
    </Typography>
  );
}

function Uploader() {
  const r = useRecordContext<{ subido_por?: string }>();
  return <>{r?.subido_por ?? ''}</>;
}

function Labels() {
  const all = useEtiquetas();
  const r = useRecordContext<LibraryImage>();
  return r ? <LabelChips ids={r.etiquetas} all={all} /> : null;
}

/** The thumbnail before the schema's columns and the labels after them, as both lists show them. */
export function useImageColumns(): ListComposition {
  const translate = useT();
  const extraColumns: ExtraColumn[] = [
    { id: 'miniatura', before: true, label: '', render: <Thumbnail />, sx: { width: 88 } },
    { id: 'etiquetas', label: translate('app.publicidad.biblioteca.etiquetas'), render: <Labels /> },
  ];
  return {
    extraColumns,
    cells: {
      nombre: { render: <Name />, sx: { minWidth: 160, maxWidth: 280 } },
      origen: { render: <Origin />, sortable: false },
      id_subido_por: { render: <Uploader />, sortable: false },
    },
  };
}
