// A grid of colour swatches operated as one widget: Tab enters it at the chosen swatch, the arrow keys (and Home,
// End) move, Enter or Space chooses (WAI-ARIA grid pattern with a roving tabindex).
import { useRef, useState, type KeyboardEvent } from 'react';
import { Box, ButtonBase } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { isLightColor } from './colorText';

export interface Swatch {
  readonly key: string;
  readonly color: string;
  /** The accessible name (Spanish). */
  readonly name: string;
}

interface SwatchGridProps {
  readonly swatches: readonly Swatch[];
  readonly columns: number;
  readonly selected: string | null;
  readonly onPick: (swatch: Swatch) => void;
  readonly label: string;
}

const MOVES: Record<string, (i: number, cols: number, n: number) => number> = {
  ArrowRight: (i, _c, n) => Math.min(n - 1, i + 1),
  ArrowLeft: (i) => Math.max(0, i - 1),
  ArrowDown: (i, c, n) => (i + c < n ? i + c : i),
  ArrowUp: (i, c) => (i - c >= 0 ? i - c : i),
  Home: () => 0,
  End: (_i, _c, n) => n - 1,
};

export function SwatchGrid({ swatches, columns, selected, onPick, label }: SwatchGridProps) {
  const selectedIndex = swatches.findIndex((s) => s.key === selected);
  const [focus, setFocus] = useState(Math.max(0, selectedIndex));
  const cells = useRef<(HTMLButtonElement | null)[]>([]);
  const rows = Array.from({ length: Math.ceil(swatches.length / columns) }, (_, r) => swatches.slice(r * columns, (r + 1) * columns));

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, columns, swatches.length);
    setFocus(next);
    cells.current[next]?.focus();
  };

  return (
    <Box role="grid" aria-label={label} sx={{ display: 'grid', gap: 0.75, justifyContent: 'center' }}>
      {rows.map((row, r) => (
        <Box role="row" key={r} sx={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, 36px)`, gap: 0.75 }}>
          {row.map((swatch, c) => {
            const index = r * columns + c;
            const isSelected = swatch.key === selected;
            return (
              <Box role="gridcell" key={swatch.key} aria-selected={isSelected}>
                <ButtonBase
                  ref={(el) => {
                    cells.current[index] = el;
                  }}
                  tabIndex={index === focus ? 0 : -1}
                  aria-label={swatch.name}
                  title={swatch.name}
                  onClick={() => {
                    setFocus(index);
                    onPick(swatch);
                  }}
                  onKeyDown={(e) => onKeyDown(e, index)}
                  focusRipple
                  sx={{
                    width: 36,
                    height: 36,
                    borderRadius: 1,
                    bgcolor: swatch.color,
                    border: 1,
                    borderColor: 'divider',
                    color: isLightColor(swatch.color) ? 'rgba(0,0,0,0.87)' : '#fff',
                    '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
                  }}
                >
                  {isSelected ? <CheckIcon fontSize="small" /> : null}
                </ButtonBase>
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
