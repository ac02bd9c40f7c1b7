// The library's upload and labels dialogs pick a property, searched by code or address.
import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import type { ResponsiveWidth } from './api';
import { useGetList, useGetOne } from 'react-admin';
import { useT } from '../../i18n/useT';

interface Ofertante {
  readonly id: number;
  readonly codigo: string;
  readonly descripcion?: string | null;
}

const propertyText = (o: Ofertante) => [o.codigo, o.descripcion].filter(Boolean).join(' · ');

export function PropertyPicker({
  value,
  onChange,
  width = 260,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  width?: ResponsiveWidth;
}) {
  const translate = useT();
  const [q, setQ] = useState('');
  const { data } = useGetList<Ofertante>('ofertantes', {
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'codigo', order: 'DESC' },
    filter: q ? { q } : {},
  });
  const { data: current } = useGetOne<Ofertante>('ofertantes', { id: value ?? 0 }, { enabled: value !== null });
  const options = [...(data ?? [])];
  if (current && !options.some((o) => o.id === current.id)) options.unshift(current);
  return (
    <Autocomplete
      size="small"
      sx={{ width }}
      options={options}
      value={value === null ? null : (options.find((o) => o.id === value) ?? null)}
      getOptionLabel={propertyText}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setQ(text);
      }}
      onChange={(_, o) => {
        onChange(o ? o.id : null);
        setQ('');
      }}
      noOptionsText={translate('ra.navigation.no_results')}
      renderInput={(params) => <TextField {...params} label={translate('app.publicidad.biblioteca.inmueble')} />}
    />
  );
}
