// The picker's palette: MUI's 19 named colour groups (seed §2: 19 named Spanish colour groups) and their shades.
import type { SubKey } from '../../i18n/keys';
import {
  amber,
  blue,
  blueGrey,
  brown,
  cyan,
  deepOrange,
  deepPurple,
  green,
  grey,
  indigo,
  lightBlue,
  lightGreen,
  lime,
  orange,
  pink,
  purple,
  red,
  teal,
  yellow,
} from '@mui/material/colors';
import { keysOf } from '../../lib/keys';

export const SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', 'A100', 'A200', 'A400', 'A700'] as const;
export type Shade = (typeof SHADES)[number];

/** The group's key is its i18n key under app.color.groups (the Spanish name). */
export interface ColorGroup {
  readonly key: SubKey<'app.color.groups.'>;
  readonly shades: Readonly<Record<Shade, string>>;
}

/** The shade that stands for a group in the palette. */
export const MAIN_SHADE: Shade = '500';

const PALETTE: Readonly<Record<ColorGroup['key'], ColorGroup['shades']>> = {
  red,
  pink,
  purple,
  deepPurple,
  indigo,
  blue,
  lightBlue,
  cyan,
  teal,
  green,
  lightGreen,
  lime,
  yellow,
  amber,
  orange,
  deepOrange,
  brown,
  grey,
  blueGrey,
};

export const COLOR_GROUPS: readonly ColorGroup[] = keysOf(PALETTE).map((key) => ({ key, shades: PALETTE[key] }));

/** The group and shade whose colour is `hex` (case-insensitive), if any. */
export function findShade(hex: string): { group: ColorGroup; shade: Shade } | null {
  const target = hex.toLowerCase();
  for (const group of COLOR_GROUPS) {
    const shade = SHADES.find((s) => group.shades[s].toLowerCase() === target);
    if (shade) return { group, shade };
  }
  return null;
}
