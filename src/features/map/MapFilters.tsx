// The map's filters, as the ofertantes list has them: operation, type, estado, district, currency and price range.
import { Autocomplete, Box, Button, InputAdornment, MenuItem, TextField } from '@mui/material';
import { useT } from '../../i18n/useT';
import { amountToCents, centsToAmount, currencySymbol } from '../../lib/money';
import { rangeCurrency } from '../../framework/fields/money';
import { DISTRITO_CHOICES } from '../../resources/common';
import ofertantes from '../../resources/ofertantes/schema';
import type { MapFilter } from './api';
import { fieldOf } from '../../framework/schema';

type EnumKey = 'tipo_operacion' | 'tipo_inmueble' | 'estado' | 'moneda';
const ENUMS: readonly EnumKey[] = ['tipo_operacion', 'tipo_inmueble', 'estado', 'moneda'];
const DISTRITOS = DISTRITO_CHOICES.map((c) => String(c.id));

export function MapFilters({ value, onChange }: { readonly value: MapFilter; readonly onChange: (f: MapFilter) => void }) {
  const translate = useT();
  const set = (patch: Partial<Record<keyof MapFilter, string | number | undefined>>) => onChange({ ...value, ...patch } as MapFilter);
  // The range is compared in the chosen Moneda, else the price's default one (as the server does): its symbol says which.
  const currency = rangeCurrency(fieldOf(ofertantes, 'precio'), fieldOf(ofertantes, 'moneda'), value.moneda ? [value.moneda] : undefined);
  const price = (key: 'precio_gte' | 'precio_lte') => (
    <TextField
      size="small"
      fullWidth={false}
      type="number"
      label={translate(key === 'precio_gte' ? 'app.mapa.precio_desde' : 'app.mapa.precio_hasta')}
      value={centsToAmount(value[key]) ?? ''}
      onChange={(e) => set({ [key]: amountToCents(e.target.value) ?? undefined })}
      slotProps={{
        htmlInput: { min: 0, step: 1000, 'data-filter': key },
        input: { startAdornment: <InputAdornment position="start">{currencySymbol(currency)}</InputAdornment> },
      }}
      sx={{ width: 150 }}
    />
  );
  return (
    <Box role="group" aria-label={translate('app.mapa.filtros')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {ENUMS.map((key) => (
        <TextField
          key={key}
          select
          size="small"
          fullWidth={false}
          label={fieldOf(ofertantes, key).label}
          value={value[key] ?? ''}
          onChange={(e) => set({ [key]: e.target.value || undefined })}
          sx={{ minWidth: key === 'tipo_inmueble' ? 175 : 140 }}
          slotProps={{ select: { inputProps: { 'data-filter': key } } }}
        >
          <MenuItem value="">{translate('app.mapa.todos')}</MenuItem>
          {fieldOf(ofertantes, key).choices.map((c) => (
            <MenuItem key={String(c.id)} value={String(c.id)}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      ))}
      <Autocomplete
        size="small"
        options={DISTRITOS}
        value={value.distrito ?? null}
        onChange={(_e, v) => set({ distrito: v ?? undefined })}
        renderInput={(params) => <TextField {...params} fullWidth label={fieldOf(ofertantes, 'distrito').label} />}
        sx={{ width: 220 }}
      />
      {price('precio_gte')}
      {price('precio_lte')}
      <Button size="small" onClick={() => onChange({})} disabled={Object.keys(value).length === 0}>
        {translate('app.mapa.limpiar')}
      </Button>
    </Box>
  );
}
