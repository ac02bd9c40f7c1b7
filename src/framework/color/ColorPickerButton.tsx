// A button showing a colour swatch and its label; it opens the colour picker in a popover. The picker (palette,
// variants, saturation/hue/alpha, colord) is its own chunk, loaded on the first opening: the shell stays light.
// The popover is placed again whenever its content changes size (the picker replacing the spinner, another menu):
// placed once for the spinner, the wider picker ran off the screen's edge.
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { Box, Button, CircularProgress, Popover, Stack, Typography, type PopoverActions } from '@mui/material';
import { useT } from '../../i18n/useT';

export interface ColorPickerButtonProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  disabled?: boolean;
}

const ColorPickerPanel = lazy(() => import('./ColorPickerPanel').then((m) => ({ default: m.ColorPickerPanel })));

/** Starts loading the picker early (e.g. on hover); harmless when it is already loaded. */
export const preloadColorPicker = () => void import('./ColorPickerPanel');

/** A square of `color` over a checkerboard (so that a translucent colour shows as such). */
export function ColorSwatch({ color, size = 20 }: { readonly color: string; readonly size?: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        flex: 'none',
        borderRadius: 0.5,
        border: 1,
        borderColor: 'divider',
        backgroundImage: `linear-gradient(${color}, ${color}), repeating-conic-gradient(#ccc 0 25%, #fff 0 50%)`,
        backgroundSize: '100% 100%, 8px 8px',
      }}
    />
  );
}

export function ColorPickerButton({ value, onChange, label, disabled }: ColorPickerButtonProps): React.JSX.Element {
  const translate = useT();
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const dialogId = useId();
  const close = () => setOpen(false);
  const popover = useRef<PopoverActions>(null);
  const followSize = useCallback((content: HTMLElement | null) => {
    if (!content || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => popover.current?.updatePosition());
    observer.observe(content);
    return () => observer.disconnect();
  }, []);
  return (
    <>
      <Button
        ref={anchor}
        variant="outlined"
        color="inherit"
        disabled={disabled}
        onClick={() => setOpen(true)}
        onPointerEnter={preloadColorPicker}
        onFocus={preloadColorPicker}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        aria-label={translate('app.color.open', { label })}
        sx={{ textTransform: 'none', justifyContent: 'flex-start', gap: 1, borderColor: 'divider' }}
      >
        <ColorSwatch color={value} />
        <Typography component="span" variant="body2" noWrap>
          {label}
        </Typography>
      </Button>
      <Popover
        open={open}
        action={popover}
        anchorEl={anchor.current}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { id: dialogId, role: 'dialog', 'aria-label': translate('app.color.dialog') } }}
      >
        <Box ref={followSize}>
          <Suspense
            fallback={
              <Stack
                alignItems="center"
                justifyContent="center"
                sx={{ width: 280, height: 200 }}
                role="status"
                aria-label={translate('app.color.loading')}
              >
                <CircularProgress size={24} />
              </Stack>
            }
          >
            <ColorPickerPanel
              value={value}
              onAccept={(next) => {
                close();
                onChange(next);
              }}
              onCancel={close}
            />
          </Suspense>
        </Box>
      </Popover>
    </>
  );
}
