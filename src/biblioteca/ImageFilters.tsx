// The pictures' filters (server-side): text, origin, property, uploader, labels (all of them), dates. Shared by the
// library page and the picker of the blog editor.
import type { SubKey } from '../i18n/keys';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../i18n/useT';
import { DateFilterPicker } from '../framework/fields/date/DateInput';
import { libraryQuery, listImages } from './api';
import { LabelPicker, type Etiqueta } from './Labels';
import { PropertyPicker, UploaderSelect } from './Pickers';

export interface ImageFilterValues {
  readonly q: string;
  readonly origen: string;
  readonly id_propiedad: number | null;
  readonly subido_por: string;
  readonly etiquetas: readonly number[];
  readonly desde: string;
  readonly hasta: string;
}

export const NO_IMAGE_FILTERS: ImageFilterValues = { q: '', origen: '', id_propiedad: null, subido_por: '', etiquetas: [], desde: '', hasta: '' };

export function useLibraryImages(f: ImageFilterValues, page: number, perPage: number) {
  return useQuery({
    queryKey: ['biblioteca', 'imagenes', f, page, perPage],
    queryFn: () =>
      listImages(
        libraryQuery({
          page: page + 1,
          perPage,
          q: f.q.trim(),
          origen: f.origen,
          id_propiedad: f.id_propiedad ?? undefined,
          subido_por: f.subido_por,
          etiquetas: f.etiquetas,
          desde: f.desde,
          hasta: f.hasta,
        }),
      ),
  });
}

export function ImageFilters({
  value,
  onChange,
  etiquetas,
  compact = false,
}: {
  value: ImageFilterValues;
  onChange: (v: ImageFilterValues) => void;
  etiquetas: readonly Etiqueta[];
  compact?: boolean;
}) {
  const translate = useT();
  const tr = (k: SubKey<'app.publicidad.biblioteca.'>) => translate(`app.publicidad.biblioteca.${k}`);
  const set = (patch: Partial<ImageFilterValues>) => onChange({ ...value, ...patch });
  const w = { xs: '100%', sm: 220 };
  return (
    <Stack direction="row" sx={{ mb: 2, flexWrap: 'wrap', gap: 1.5 }}>
      <TextField size="small" sx={{ width: w }} label={tr('buscar')} value={value.q} onChange={(e) => set({ q: e.target.value })} />
      <LabelPicker
        value={value.etiquetas}
        onChange={(etiquetasIds) => set({ etiquetas: etiquetasIds })}
        all={etiquetas}
        width={{ xs: '100%', sm: 280 }}
      />
      {compact ? null : (
        <>
          <TextField
            size="small"
            select
            sx={{ width: w }}
            label={tr('origen')}
            value={value.origen}
            onChange={(e) => set({ origen: e.target.value })}
          >
            <MenuItem value="">{tr('todos')}</MenuItem>
            <MenuItem value="propiedades">{tr('origen_propiedades')}</MenuItem>
            <MenuItem value="biblioteca">{tr('origen_biblioteca')}</MenuItem>
            <MenuItem value="avatares">{tr('origen_avatares')}</MenuItem>
          </TextField>
          <PropertyPicker value={value.id_propiedad} onChange={(id) => set({ id_propiedad: id })} width={w} />
          <UploaderSelect value={value.subido_por} onChange={(id) => set({ subido_por: id })} width={w} />
          <DateFilterPicker width={w} label={tr('desde')} value={value.desde} onChange={(desde) => set({ desde })} />
          <DateFilterPicker width={w} label={tr('hasta')} value={value.hasta} onChange={(hasta) => set({ hasta })} />
        </>
      )}
    </Stack>
  );
}
