// A colour as text (seed §5): what a person may type (rgb/rgba, hsl/hsla, cmyk, hex with 3, 6 or 8 digits) and
// the four ways the picker shows it (hex → rgba → hsla → cmyk). Plain TypeScript; the maths are colord's.
import { colord, extend, type Colord, type RgbaColor } from 'colord';
import cmykPlugin from 'colord/plugins/cmyk';

extend([cmykPlugin]);

export type { RgbaColor } from 'colord';

export const COLOR_FORMATS = ['hex', 'rgba', 'hsla', 'cmyk'] as const;
export type ColorFormat = (typeof COLOR_FORMATS)[number];

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB_HSL = /^(rgba?|hsla?)\(.*\)$/i;
const CMYK = /^cmyka?\(([^)]*)\)$/i;
const NUMBER = /^([+-]?(?:\d+(?:\.\d+)?|\.\d+))(%)?$/;

/** The format after `format` when the shown value is clicked. */
export function nextFormat(format: ColorFormat): ColorFormat {
  return COLOR_FORMATS[(COLOR_FORMATS.indexOf(format) + 1) % COLOR_FORMATS.length] ?? 'hex';
}

export function isColorFormat(value: unknown): value is ColorFormat {
  return typeof value === 'string' && (COLOR_FORMATS as readonly string[]).includes(value);
}

/** 'cmyk(0%, 100%, 100%, 0%)' (percent signs optional, an optional fifth alpha 0–1 or %) as colord's object. */
function cmykObject(list: string): { c: number; m: number; y: number; k: number; a: number } | null {
  const parts = list
    .split(/\s*[,/]\s*|\s+/)
    .filter(Boolean)
    .map((p) => NUMBER.exec(p));
  if (parts.length !== 4 && parts.length !== 5) return null;
  const values: number[] = [];
  for (const p of parts) {
    if (!p) return null;
    values.push(Number(p[1]));
  }
  const [c, m, y, k, alpha] = values;
  if (c === undefined || m === undefined || y === undefined || k === undefined) return null;
  const a = alpha === undefined ? 1 : alpha / (parts[4]?.[2] ? 100 : 1);
  if ([c, m, y, k].some((v) => v < 0 || v > 100) || a < 0 || a > 1) return null;
  return { c, m, y, k, a };
}

function toColord(text: string): Colord | null {
  const s = text.trim();
  if (HEX.test(s)) return colord(s.startsWith('#') ? s : `#${s}`);
  if (RGB_HSL.test(s) || /^device-cmyk\(/i.test(s)) {
    const c = colord(s);
    return c.isValid() ? c : null;
  }
  const cmyk = CMYK.exec(s)?.[1];
  const obj = cmyk === undefined ? null : cmykObject(cmyk);
  return obj ? colord(obj) : null;
}

/** The colour a person typed, or null when the text is none of the accepted forms. */
export function parseColor(text: string): RgbaColor | null {
  return toColord(text)?.toRgb() ?? null;
}

/** The form the text was written in (for showing a typed value back in the same format), or null. */
export function formatOf(text: string): ColorFormat | null {
  const s = text.trim().toLowerCase();
  if (!toColord(s)) return null;
  if (s.startsWith('rgb')) return 'rgba';
  if (s.startsWith('hsl')) return 'hsla';
  if (s.startsWith('cmyk') || s.startsWith('device-cmyk')) return 'cmyk';
  return 'hex';
}

const alphaText = (a: number) => String(Math.round(a * 100) / 100);

/**
 * `color` written in `format`. A format that is not one of the four is a programming error: it is logged and the
 * colour is written in hex (seed §5).
 */
export function formatColor(color: RgbaColor, format: string): string {
  const c = colord(color);
  switch (format) {
    case 'hex':
      return c.toHex();
    case 'rgba': {
      const { r, g, b, a } = c.toRgb();
      return `rgba(${r}, ${g}, ${b}, ${alphaText(a)})`;
    }
    case 'hsla': {
      const { h, s, l, a } = c.toHsl();
      return `hsla(${Math.round(h)}, ${Math.round(s)}%, ${Math.round(l)}%, ${alphaText(a)})`;
    }
    case 'cmyk': {
      const { c: cy, m, y, k, a } = c.toCmyk();
      const cmyk = [cy, m, y, k].map((v) => `${Math.round(v)}%`).join(', ');
      return a < 1 ? `cmyk(${cmyk}, ${alphaText(a)})` : `cmyk(${cmyk})`;
    }
    default:
      console.error(`Formato de color desconocido: «${format}»; se usa hex.`);
      return c.toHex();
  }
}

/** The stored form of a colour: '#rrggbb', or '#rrggbbaa' when it is translucent. */
export function toStoredColor(color: RgbaColor): string {
  return colord(color).toHex();
}

/** Whether dark text reads better than white on `color` (swatch marks, labels on a chosen colour). */
export function isLightColor(color: RgbaColor | string): boolean {
  const c = typeof color === 'string' ? toColord(color) : colord(color);
  return c ? c.alpha() < 0.5 || c.isLight() : true;
}
