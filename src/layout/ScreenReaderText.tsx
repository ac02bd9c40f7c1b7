// Text for screen readers only: out of sight, still part of the accessible name of what holds it. For a control
// whose visible text alone says too little (a '+' in a grid cell): the context goes here and the visible text stays
// in the name, as WCAG 2.5.3 (label in name) asks, which an aria-label replacing it would break.
import { Box } from '@mui/material';
import type { ReactNode } from 'react';

const hidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export function ScreenReaderText({ children }: { readonly children: ReactNode }) {
  return (
    <Box component="span" sx={hidden}>
      {children}
    </Box>
  );
}
