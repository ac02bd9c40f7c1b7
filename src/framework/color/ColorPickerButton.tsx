// TEMPORARY stand-in (replaced at merge by the real picker of issue 14 §2, same path and signature): a swatch button
// that opens the browser's own colour input.
import { useRef } from 'react';
import { Box, Button } from '@mui/material';

export interface ColorPickerButtonProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  disabled?: boolean;
}

export function ColorPickerButton({ value, onChange, label, disabled }: ColorPickerButtonProps): React.JSX.Element {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Button variant="outlined" color="inherit" disabled={disabled} onClick={() => input.current?.click()} sx={{ justifyContent: 'flex-start', gap: 1, textTransform: 'none' }}>
      <Box component="span" sx={{ width: 20, height: 20, borderRadius: 0.5, border: 1, borderColor: 'divider', bgcolor: value }} />
      {label}
      <input ref={input} type="color" value={value} aria-label={label} onChange={(e) => onChange(e.target.value)} style={{ position: 'absolute', opacity: 0, width: 0, height: 0, pointerEvents: 'none' }} />
    </Button>
  );
}
