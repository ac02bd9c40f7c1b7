// Read-only display of one schema field (lists and show views): the field type's own display.
import { fieldView } from '../fields/views';
import { FormattedText } from '../fields/shared/views/text';
import type { FieldDef } from '../schema';

interface Props {
  readonly source: string;
  readonly field: FieldDef;
}

/** Money in the record's own currency. */
export function MoneyField({ source, field }: Props) {
  return <FormattedText source={source} field={field} />;
}

const DATE: FieldDef = { type: 'date', label: '' };
const DATETIME: FieldDef = { type: 'datetime', label: '' };

/** A date (dd/MM/yyyy) or, `withTime`, an instant in Lima time. */
export function DateText({ source, withTime }: { readonly source: string; readonly withTime?: boolean }) {
  return <FormattedText source={source} field={withTime ? DATETIME : DATE} />;
}

/** The display component for a field; `compact` shortens long texts (list columns). */
export function SchemaField({ source, field, compact }: Props & { readonly compact?: boolean }) {
  const { Display } = fieldView(field);
  return <Display source={source} field={field} compact={compact} />;
}
