// How a list column fits: its width follows the field type; long values stay on one line with an ellipsis and
// show in full on hover. Cells are still drawn by SchemaField.
import type { ReactNode } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { FieldDef, FieldType } from '../schema';

interface Fit {
  /** Fixed-size values (dates, amounts, codes): never wrapped, never cut. */
  readonly nowrap?: boolean;
  /** Free text: cut with an ellipsis beyond this width (px). */
  readonly maxWidth?: number;
  readonly align?: 'right' | 'center';
}

const FIT: Partial<Record<FieldType, Fit>> = {
  date: { nowrap: true },
  datetime: { nowrap: true },
  time: { nowrap: true },
  money: { nowrap: true, align: 'right' },
  integer: { nowrap: true, align: 'right' },
  decimal: { nowrap: true, align: 'right' },
  boolean: { nowrap: true, align: 'center' },
  enum: { nowrap: true },
  currency: { nowrap: true },
  doctype: { nowrap: true },
  phone: { nowrap: true },
  ubigeo: { nowrap: true },
  document: { nowrap: true },
  text: { maxWidth: 220 },
  district: { maxWidth: 150 },
  reference: { maxWidth: 160 },
  email: { maxWidth: 220 },
  url: { maxWidth: 200 },
  longtext: { maxWidth: 260 },
  richtext: { maxWidth: 260 },
  multienum: { maxWidth: 220 },
};

/**
 * Set on the table's container: free-text columns are cut at this share of their usual width (a list short of
 * room cuts them before it leaves columns out: useFittingColumns).
 */
export const TEXT_WIDTH_SCALE = '--lista-ancho-texto';
const scaled = (px: number) => `calc(${px}px * var(${TEXT_WIDTH_SCALE}, 1))`;

/** The sx of a column (header and cells) for a field. */
export function columnSx(field: FieldDef): SxProps<Theme> {
  const fit = FIT[field.type] ?? {};
  return {
    ...(fit.nowrap ? { whiteSpace: 'nowrap' } : {}),
    ...(fit.maxWidth ? { maxWidth: scaled(fit.maxWidth) } : {}),
    ...(fit.align ? { textAlign: fit.align } : {}),
  };
}

/** The plain text of a value for the hover title (choices by their name). */
function plainText(field: FieldDef, value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const name = (id: unknown) => field.choices?.find((c) => c.id === id)?.name ?? String(id);
  if (Array.isArray(value)) return value.map(name).join(', ');
  if (field.choices) return name(value);
  if (field.type === 'richtext')
    return String(value)
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  return typeof value === 'string' ? value : undefined;
}

/** A cell that keeps to one line: what does not fit ends in '…' and shows in full on hover. */
export function EllipsisCell({ source, field, children }: { readonly source: string; readonly field: FieldDef; readonly children: ReactNode }) {
  const record = useRecordContext();
  const fit = FIT[field.type] ?? {};
  if (!fit.maxWidth) return <>{children}</>;
  return (
    <Box
      component="span"
      title={plainText(field, record?.[source])}
      sx={{
        display: 'block',
        maxWidth: scaled(fit.maxWidth),
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        '& .MuiStack-root': { flexWrap: 'nowrap' },
      }}
    >
      {children}
    </Box>
  );
}
