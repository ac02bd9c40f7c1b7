// Labels (Sistema › Etiquetas) as coloured chips, and a multi-choice picker of them.
import { Autocomplete, Box, Chip, TextField } from '@mui/material';
import type { ResponsiveWidth } from './api';
import { useGetList } from 'react-admin';
import { useT } from '../../i18n/useT';

export interface Etiqueta {
  readonly id: number;
  readonly nombre: string;
  readonly color: string;
}

export function useEtiquetas(): readonly Etiqueta[] {
  const { data } = useGetList<Etiqueta>('etiquetas', { pagination: { page: 1, perPage: 100 }, sort: { field: 'nombre', order: 'ASC' } });
  return data ?? [];
}

function LabelChip({ etiqueta, onDelete }: { etiqueta: Etiqueta; onDelete?: () => void }) {
  return (
    <Chip
      size="small"
      label={etiqueta.nombre}
      onDelete={onDelete}
      sx={{ bgcolor: etiqueta.color, color: '#fff', '& .MuiChip-deleteIcon': { color: 'rgba(255,255,255,.8)' } }}
    />
  );
}

export function LabelChips({ ids, all }: { ids: readonly number[]; all: readonly Etiqueta[] }) {
  const shown = ids.map((id) => all.find((e) => e.id === id)).filter((e): e is Etiqueta => e !== undefined);
  if (!shown.length) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {shown.map((e) => (
        <LabelChip key={e.id} etiqueta={e} />
      ))}
    </Box>
  );
}

export function LabelPicker({
  value,
  onChange,
  all,
  width = 280,
}: {
  value: readonly number[];
  onChange: (ids: number[]) => void;
  all: readonly Etiqueta[];
  width?: ResponsiveWidth;
}) {
  const translate = useT();
  const selected = value.map((id) => all.find((e) => e.id === id)).filter((e): e is Etiqueta => e !== undefined);
  return (
    <Autocomplete
      multiple
      size="small"
      sx={{ width }}
      options={[...all]}
      value={selected}
      disableCloseOnSelect
      getOptionLabel={(o) => o.nombre}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, v) => onChange(v.map((e) => e.id))}
      noOptionsText={translate('ra.navigation.no_results')}
      renderValue={(v, getItemProps) =>
        v.map((e, index) => {
          const { key, onDelete } = getItemProps({ index });
          return <LabelChip key={key} etiqueta={e} onDelete={onDelete as () => void} />;
        })
      }
      renderOption={(props, o) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            <Box component="span" sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: o.color, mr: 1, flexShrink: 0 }} />
            {o.nombre}
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} label={translate('app.publicidad.biblioteca.etiquetas')} />}
    />
  );
}
