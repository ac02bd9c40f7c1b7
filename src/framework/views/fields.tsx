// Read-only display of one schema field, by type (lists and show views).
import { Box, Chip, Stack, Typography } from '@mui/material';
import {
  BooleanField, EmailField, NumberField, ReferenceField, RichTextField, SelectField, TextField, UrlField, useRecordContext,
} from 'react-admin';
import { formatDateTime, isoDateToDisplay } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { avatarUrl, imageUrl } from '../../lib/images';
import type { FieldDef } from '../schema';

interface Props {
  readonly source: string;
  readonly field: FieldDef;
}

export function MoneyField({ source, field }: Props) {
  const record = useRecordContext();
  if (!record) return null;
  const currency = field.currencyField ? String(record[field.currencyField] ?? 'PEN') : 'PEN';
  return <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>{formatMoney(record[source] as number | null, currency)}</Typography>;
}

export function DateText({ source, withTime }: { readonly source: string; readonly withTime?: boolean }) {
  const record = useRecordContext();
  const value = record?.[source] as string | null | undefined;
  if (!value) return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {withTime ? formatDateTime(value) : isoDateToDisplay(value).replace(/-/g, '/')}
    </Typography>
  );
}

function ChoicesField({ source, field }: Props) {
  const record = useRecordContext();
  const values = (record?.[source] as string[] | undefined) ?? [];
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {values.map((v) => (
        <Chip key={v} size="small" label={field.choices?.find((c) => c.id === v)?.name ?? v} />
      ))}
    </Stack>
  );
}

function ColorField({ source }: { readonly source: string }) {
  const record = useRecordContext();
  const value = record?.[source] as string | undefined;
  if (!value) return null;
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Box sx={{ width: 18, height: 18, borderRadius: 0.5, bgcolor: value, border: 1, borderColor: 'divider' }} />
      <span>{value}</span>
    </Stack>
  );
}

/** The picture itself: a user's avatar, or a record's photo at size P from the record's folder. */
function ImageValue({ source, field }: Props) {
  const record = useRecordContext();
  const file = record?.[source] as string | null | undefined;
  if (!record || (!file && field.imageKind !== 'avatar')) return null;
  const src = field.imageKind === 'avatar' ? avatarUrl(file) : imageUrl(file, record.id as number, 'P');
  return <Box component="img" src={src} alt={field.label} sx={{ width: 94, height: field.imageKind === 'avatar' ? 94 : 62, objectFit: 'cover', borderRadius: 1 }} />;
}

function LongText({ source }: { readonly source: string }) {
  const record = useRecordContext();
  const value = record?.[source];
  if (typeof value !== 'string') return null;
  return <span title={value}>{value.length > 120 ? `${value.slice(0, 117)}…` : value}</span>;
}

/** The display component for a field; `compact` shortens long texts (list columns). */
export function SchemaField({ source, field, compact }: Props & { readonly compact?: boolean }) {
  switch (field.type) {
    case 'boolean':
      return <BooleanField source={source} />;
    case 'enum':
    case 'currency':
    case 'doctype':
      return <SelectField source={source} choices={field.choices as never} />;
    case 'multienum':
      return <ChoicesField source={source} field={field} />;
    case 'money':
      return <MoneyField source={source} field={field} />;
    case 'date':
      return <DateText source={source} />;
    case 'datetime':
      return <DateText source={source} withTime />;
    case 'email':
      return <EmailField source={source} />;
    case 'url':
      return <UrlField source={source} target="_blank" rel="noopener noreferrer" />;
    case 'richtext':
      return <RichTextField source={source} stripTags={compact} />;
    case 'longtext':
      return compact ? <LongText source={source} /> : <TextField source={source} sx={{ whiteSpace: 'pre-line' }} />;
    case 'color':
      return <ColorField source={source} />;
    case 'reference':
      return field.reference ? <ReferenceField source={source} reference={field.reference} link="show" /> : <TextField source={source} />;
    case 'decimal':
      return <NumberField source={source} locales="es-PE" options={{ maximumFractionDigits: field.decimals ?? 2 }} />;
    case 'integer':
      return <NumberField source={source} locales="es-PE" options={{ maximumFractionDigits: 0, useGrouping: false }} />;
    case 'image':
      return <ImageValue source={source} field={field} />;
    case 'password':
      return null;
    default:
      // Codes the server assigns (OF-000123) stay on one line.
      return <TextField source={source} sx={field.readOnly && compact ? { whiteSpace: 'nowrap' } : undefined} />;
  }
}
