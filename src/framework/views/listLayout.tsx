// How a list column fits: its width follows the field type; long values stay on one line with an ellipsis and
// show in full on hover. Cells are still drawn by SchemaField.
import type { ReactNode } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { fieldText } from '../fields';
import { fieldView } from '../fields/views';
import type { FieldDef } from '../schema';
import { scaledWidth } from '../fields/cellWidth';

/** The sx of a column (header and cells) for a field: its type's fit (fields/<type>/view.tsx `cell`). */
export function columnSx(field: FieldDef): SxProps<Theme> {
  const fit = fieldView(field).cell;
  return {
    ...(fit.nowrap ? { whiteSpace: 'nowrap' } : {}),
    ...(fit.maxWidth ? { maxWidth: scaledWidth(fit.maxWidth) } : {}),
    ...(fit.align ? { textAlign: fit.align } : {}),
  };
}

/** The whole value for the hover title, as its type's text; none for a number (a reference's id is not what its cell shows). */
function hoverText(field: FieldDef, value: unknown, record: Readonly<Record<string, unknown>>): string | undefined {
  if (typeof value !== 'string' && !Array.isArray(value)) return undefined;
  return fieldText(field, value, record) || undefined;
}

/** A cell that keeps to one line: what does not fit ends in '…' and shows in full on hover. */
export function EllipsisCell({ source, field, children }: { readonly source: string; readonly field: FieldDef; readonly children: ReactNode }) {
  const record = useRecordContext();
  const fit = fieldView(field).cell;
  if (!fit.maxWidth) return <>{children}</>;
  return (
    <Box
      component="span"
      title={record ? hoverText(field, record[source], record) : undefined}
      sx={{
        display: 'block',
        maxWidth: scaledWidth(fit.maxWidth),
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
