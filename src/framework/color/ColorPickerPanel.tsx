// The colour picker itself (seed §2): three menus — the palette of 19 named groups, the variants (shades) of the
// chosen group, and a custom saturation/hue/alpha picker — over one draft colour; its value is shown as text in a
// format that cycles hex → rgba → hsla → cmyk, and typing any accepted form sets it. 'Aceptar' hands the colour
// over as hex ('#rrggbb', '#rrggbbaa' when translucent: what CSS, MUI and the API take); 'Cancelar' discards it.
// Loaded lazily by ColorPickerButton.
import { useState, type KeyboardEvent } from 'react';
import { Box, Button, InputAdornment, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useT } from '../../i18n/useT';
import { COLOR_GROUPS, MAIN_SHADE, SHADES, findShade, type ColorGroup } from './palette';
import { formatColor, formatOf, nextFormat, parseColor, toStoredColor, type ColorFormat, type RgbaColor } from './colorText';
import { ColorSwatch } from './ColorPickerButton';
import { CustomColor } from './CustomColor';
import { SwatchGrid, type Swatch } from './SwatchGrid';

const BLACK: RgbaColor = { r: 0, g: 0, b: 0, a: 1 };
type Menu = 'palette' | 'variants' | 'custom';

export interface ColorPickerPanelProps {
  readonly value: string;
  readonly onAccept: (value: string) => void;
  readonly onCancel: () => void;
}

export function ColorPickerPanel({ value, onAccept, onCancel }: ColorPickerPanelProps) {
  const translate = useT();
  const [draft, setDraft] = useState<RgbaColor>(() => parseColor(value) ?? BLACK);
  const [format, setFormat] = useState<ColorFormat>(() => formatOf(value) ?? 'hex');
  const [group, setGroup] = useState<ColorGroup | null>(() => findShade(toStoredColor(draft))?.group ?? null);
  const [menu, setMenu] = useState<Menu>('palette');
  // What is being typed, until Enter, leaving the field or 'Aceptar' reads it.
  const [typed, setTyped] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);

  const hex = toStoredColor(draft);
  const groupName = (g: ColorGroup) => translate(`app.color.groups.${g.key}`);

  const choose = (color: RgbaColor) => {
    setDraft(color);
    setTyped(null);
    setInvalid(false);
  };
  /** Reads the typed text: the colour it names, or null (and the error shown) when it names none. */
  const commitTyped = (): RgbaColor | null => {
    if (typed === null) return draft;
    const parsed = parseColor(typed);
    if (!parsed) {
      setInvalid(true);
      return null;
    }
    setFormat(formatOf(typed) ?? format);
    choose(parsed);
    return parsed;
  };
  const accept = () => {
    const color = commitTyped();
    if (color) onAccept(toStoredColor(color));
  };
  const onFieldKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commitTyped();
  };

  const paletteSwatches: Swatch[] = COLOR_GROUPS.map((g) => ({ key: g.key, color: g.shades[MAIN_SHADE], name: groupName(g) }));
  const variantSwatches: Swatch[] = group
    ? SHADES.map((s) => ({ key: s, color: group.shades[s], name: translate('app.color.variant', { group: groupName(group), shade: s }) }))
    : [];
  const pickedShade = findShade(hex);

  return (
    <Box sx={{ width: 320, maxWidth: 'calc(100vw - 32px)', p: 1.5 }}>
      <Tabs value={menu} onChange={(_, m: Menu) => setMenu(m)} variant="fullWidth" sx={{ minHeight: 36, mb: 1.5 }}>
        {(['palette', 'variants', 'custom'] as const).map((m) => (
          <Tab
            key={m}
            value={m}
            label={translate(`app.color.tabs.${m}`)}
            sx={{ minHeight: 36, minWidth: 0, px: 0.5, textTransform: 'none', fontSize: '0.8125rem' }}
          />
        ))}
      </Tabs>
      <Box sx={{ minHeight: 160, display: 'flex', justifyContent: 'center', '& > *': { flex: 1 } }}>
        {menu === 'palette' && (
          <SwatchGrid
            label={translate('app.color.tabs.palette')}
            swatches={paletteSwatches}
            columns={6}
            selected={pickedShade?.shade === MAIN_SHADE ? pickedShade.group.key : null}
            onPick={(s) => {
              const g = COLOR_GROUPS.find((x) => x.key === s.key) ?? null;
              setGroup(g);
              choose(parseColor(s.color) ?? draft);
            }}
          />
        )}
        {menu === 'variants' &&
          (group ? (
            <SwatchGrid
              label={translate('app.color.variants_of', { group: groupName(group) })}
              swatches={variantSwatches}
              columns={5}
              selected={pickedShade?.group === group ? pickedShade.shade : null}
              onPick={(s) => choose(parseColor(s.color) ?? draft)}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {translate('app.color.variants_none')}
            </Typography>
          ))}
        {menu === 'custom' && <CustomColor color={draft} onChange={choose} />}
      </Box>
      <TextField
        size="small"
        fullWidth
        sx={{ mt: 1.5 }}
        label={translate('app.color.value')}
        value={typed ?? formatColor(draft, format)}
        onChange={(e) => {
          setTyped(e.target.value);
          setInvalid(false);
        }}
        onBlur={commitTyped}
        onKeyDown={onFieldKey}
        error={invalid}
        helperText={invalid ? translate('app.color.invalid') : undefined}
        slotProps={{
          htmlInput: { spellCheck: false, autoComplete: 'off', style: { fontSize: '0.875rem' } },
          input: {
            startAdornment: (
              <InputAdornment position="start" title={translate('app.color.preview')}>
                <ColorSwatch color={hex} size={22} />
              </InputAdornment>
            ),
            endAdornment: (
              <InputAdornment position="end">
                <Button
                  size="small"
                  onClick={() => {
                    setTyped(null);
                    setInvalid(false);
                    setFormat(nextFormat(format));
                  }}
                  aria-label={translate('app.color.format', { format: format.toUpperCase(), next: nextFormat(format).toUpperCase() })}
                  sx={{ minWidth: 0, px: 0.75, fontSize: '0.75rem' }}
                >
                  {format.toUpperCase()}
                </Button>
              </InputAdornment>
            ),
          },
        }}
      />
      <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ mt: 1.5 }}>
        <Button onClick={onCancel}>{translate('app.color.cancel')}</Button>
        <Button variant="contained" onClick={accept}>
          {translate('app.color.accept')}
        </Button>
      </Stack>
    </Box>
  );
}
