// Colour maths for the theme (colord): text colours derived from the chosen colours so that every combination the
// settings panel allows keeps WCAG AA contrast (4.5:1 for normal text).
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';

extend([a11yPlugin]);

export const AA = 4.5;
const WHITE = '#ffffff';
const INK = '#1a1a1a';
const BLACK = '#000000';

export function contrast(a: string, b: string): number {
  return colord(a).contrast(b);
}

/** White or near-black, whichever reads better on the colour; pure black where neither reaches AA (white or black
 * always does: the better of the two is at least 4.58:1 on any colour). */
export function readableText(background: string): string {
  const white = contrast(WHITE, background);
  const ink = contrast(INK, background);
  if (Math.max(white, ink) >= AA) return white >= ink ? WHITE : INK;
  return contrast(BLACK, background) >= white ? BLACK : WHITE;
}

/** The colour moved towards black (on light surfaces) or white (on dark ones) until it reads as text on the surface. */
export function fitAsText(color: string, surface: string): string {
  const towardsLight = colord(surface).isDark();
  let c = colord(color);
  for (let i = 0; i < 50 && c.contrast(surface) < AA; i++) c = towardsLight ? c.lighten(0.02) : c.darken(0.02);
  return c.toHex();
}

/** A translucent colour (MUI's greys are black or white at some opacity) as the solid colour it shows on the surface. */
export function over(color: string, surface: string): string {
  const top = colord(color).toRgb();
  const bottom = colord(surface).toRgb();
  const mix = (a: number, b: number) => Math.round(a * top.a + b * (1 - top.a));
  return colord({ r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b) }).toHex();
}

/** A page background with the chosen tint, light or dark enough for the mode's own text colours to stay AA. */
export function fitBackground(color: string, mode: 'light' | 'dark'): string {
  const text = mode === 'light' ? '#616161' : '#b3b3b3';
  let c = colord(color);
  for (let i = 0; i < 50 && c.contrast(text) < AA; i++) c = mode === 'light' ? c.lighten(0.02) : c.darken(0.02);
  return c.toHex();
}

/** A palette colour and the text written on it. */
export interface Fill {
  readonly main: string;
  readonly contrastText: string;
}

/**
 * A status colour (error, warning, info, success) that works both ways it is used: as the fill of chips, badges and
 * buttons with their text, and as text on the paper (an error message, a warning icon). On light paper it is
 * darkened until white reads on it (then it also reads on the paper); on dark paper it is lightened until it reads
 * as text, and its text is the darker ink.
 */
export function fitStatus(color: string, paper: string): Fill {
  if (colord(paper).isDark()) {
    const main = fitAsText(color, paper);
    return { main, contrastText: readableText(main) };
  }
  let c = colord(color);
  for (let i = 0; i < 50 && c.contrast(WHITE) < AA; i++) c = c.darken(0.02);
  const main = fitAsText(c.toHex(), paper);
  return { main, contrastText: readableText(main) };
}

export interface Surface {
  /** CSS background (a colour or a gradient). */
  readonly background: string;
  /** The plain colour nested components treat as the surface. */
  readonly base: string;
  readonly text: string;
}

/** A gradient from the colour to a second stop moved away from the text colour, so the text stays AA on both ends. */
export function gradientSurface(color: string, angle = 135): Surface {
  const text = readableText(color);
  const end = text === WHITE ? colord(color).darken(0.12).rotate(-20) : colord(color).lighten(0.12).rotate(-20);
  const safeEnd = end.contrast(text) >= contrast(color, text) ? end.toHex() : colord(color).toHex();
  return { background: `linear-gradient(${angle}deg, ${colord(color).toHex()} 0%, ${safeEnd} 100%)`, base: color, text };
}
