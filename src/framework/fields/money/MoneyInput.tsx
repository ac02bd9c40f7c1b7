// A money amount typed as text (see NumberTextInput), stored as integer cents, with the symbol of the currency
// chosen in the same form's sibling field (S/ or US$; the currency field's default when the form has none).
// In a list's range filter, `currencyFilter` (the module's filterable currency field) turns the symbol into an
// S/ | US$ switch that sets that filter: the server compares the range in that currency.
import { InputAdornment, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { useListContext, type Validator } from 'react-admin';
import { useT } from '../../../i18n/useT';
import { currencySymbol } from '../../../lib/money';
import type { FieldDef, FieldDefOf } from '../../schema';
import { NumberTextInput } from '../shared/views/NumberTextInput';

const toAmount = (cents: unknown) => (typeof cents === 'number' && Number.isFinite(cents) ? cents / 100 : null);
const toCents = (amount: number) => Math.round(amount * 100);

function CurrencySwitch({
  name,
  currency,
  value,
  label,
}: {
  readonly name: string;
  readonly currency: FieldDef;
  readonly value: string;
  readonly label: string;
}) {
  const translate = useT();
  const { setValue } = useFormContext();
  const { displayedFilters, showFilter } = useListContext();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      aria-label={translate('app.framework.moneda_rango', { campo: label })}
      // A click on the switch is not a click in the amount.
      onMouseDown={(e) => e.preventDefault()}
      onChange={(_e, next: unknown) => {
        if (typeof next !== 'string') return;
        // The currency filter shows among the others, so that it does not stay applied unseen when the range goes.
        if (displayedFilters[name]) setValue(name, next, { shouldDirty: true });
        else showFilter(name, next);
      }}
      sx={{ mr: 1, '& .MuiToggleButton-root': { py: 0.25, px: 0.75, lineHeight: 1.4, textTransform: 'none' } }}
    >
      {(currency.choices ?? []).map((c) => (
        <ToggleButton key={c.id} value={c.id} aria-label={c.name} title={c.name}>
          {currencySymbol(c.id)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

export function MoneyTextInput({
  source,
  field,
  label,
  validate,
  helperText,
  alwaysOn,
  currencyFilter,
}: {
  readonly source: string;
  readonly field: FieldDefOf<'money'>;
  readonly label: string;
  readonly validate?: Validator;
  readonly helperText?: string;
  readonly alwaysOn?: boolean;
  /** In a range filter: the filterable currency field the switch sets. */
  readonly currencyFilter?: FieldDef;
}) {
  const chosen: unknown = useWatch({ name: field.currencyField });
  const fallback = typeof currencyFilter?.default === 'string' ? currencyFilter.default : 'PEN';
  const currency = typeof chosen === 'string' && chosen !== '' ? chosen : fallback;
  return (
    <NumberTextInput
      source={source}
      label={label}
      validate={validate}
      helperText={helperText}
      alwaysOn={alwaysOn}
      min={0}
      toNumber={toAmount}
      fromNumber={toCents}
      startAdornment={
        <InputAdornment position="start">
          {currencyFilter ? (
            <CurrencySwitch name={field.currencyField} currency={currencyFilter} value={currency} label={label} />
          ) : (
            currencySymbol(currency)
          )}
        </InputAdornment>
      }
    />
  );
}
