import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLOR_FORMATS, formatColor, formatOf, isLightColor, nextFormat, parseColor, toStoredColor } from '../../src/framework/color/colorText';
import { COLOR_GROUPS, SHADES, findShade } from '../../src/framework/color/palette';
import { colorMessages } from '../../src/i18n/modules/color';

const PURPLE = { r: 98, g: 58, b: 162, a: 1 };

describe('parseColor: every text form of seed §5', () => {
  it.each([
    ['#623AA2', PURPLE],
    ['623aa2', PURPLE],
    ['#fff', { r: 255, g: 255, b: 255, a: 1 }],
    ['#623AA280', { r: 98, g: 58, b: 162, a: 0.5 }],
    ['rgb(98, 58, 162)', PURPLE],
    ['rgba(98, 58, 162, 0.5)', { ...PURPLE, a: 0.5 }],
    ['  RGBA(98,58,162,1) ', PURPLE],
    ['hsl(0, 100%, 50%)', { r: 255, g: 0, b: 0, a: 1 }],
    ['hsla(120, 100%, 25%, 0.25)', { r: 0, g: 128, b: 0, a: 0.25 }],
    ['cmyk(0%, 100%, 100%, 0%)', { r: 255, g: 0, b: 0, a: 1 }],
    ['cmyk(0, 0, 0, 100)', { r: 0, g: 0, b: 0, a: 1 }],
    ['cmyk(100%, 0%, 0%, 0%, 0.5)', { r: 0, g: 255, b: 255, a: 0.5 }],
    ['device-cmyk(0% 100% 100% 0%)', { r: 255, g: 0, b: 0, a: 1 }],
  ])('%s', (text, expected) => {
    expect(parseColor(text)).toEqual(expected);
  });

  it.each([
    '',
    'morado',
    '#12',
    '#1234',
    '#12345',
    '#1234567',
    '#ggg',
    'rgb(1, 2)',
    'hsl(a, b, c)',
    'cmyk(0, 0, 0)',
    'cmyk(0, 0, 0, 140)',
    'cmyk(x, 0, 0, 0)',
  ])('refuses %j', (text) => {
    expect(parseColor(text)).toBeNull();
    expect(formatOf(text)).toBeNull();
  });

  it('tells the format the text was written in', () => {
    expect(formatOf('#abc')).toBe('hex');
    expect(formatOf('rgb(1, 2, 3)')).toBe('rgba');
    expect(formatOf('hsla(1, 2%, 3%, 0.4)')).toBe('hsla');
    expect(formatOf('cmyk(1, 2, 3, 4)')).toBe('cmyk');
  });
});

describe('formatColor: the four shown formats', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes an opaque colour in each format', () => {
    expect(formatColor(PURPLE, 'hex')).toBe('#623aa2');
    expect(formatColor(PURPLE, 'rgba')).toBe('rgba(98, 58, 162, 1)');
    expect(formatColor(PURPLE, 'hsla')).toBe('hsla(263, 47%, 43%, 1)');
    expect(formatColor(PURPLE, 'cmyk')).toBe('cmyk(40%, 64%, 0%, 36%)');
  });

  it('keeps the alpha in every format', () => {
    const half = { ...PURPLE, a: 0.5 };
    expect(formatColor(half, 'hex')).toBe('#623aa280');
    expect(formatColor(half, 'rgba')).toBe('rgba(98, 58, 162, 0.5)');
    expect(formatColor(half, 'hsla')).toBe('hsla(263, 47%, 43%, 0.5)');
    expect(formatColor(half, 'cmyk')).toBe('cmyk(40%, 64%, 0%, 36%, 0.5)');
  });

  it('an invalid forced format logs an error and falls back to hex', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(formatColor(PURPLE, 'lab')).toBe('#623aa2');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('lab'));
  });

  it('each written format reads back as the same colour', () => {
    for (const format of COLOR_FORMATS) expect(parseColor(formatColor({ r: 255, g: 0, b: 0, a: 1 }, format))).toEqual({ r: 255, g: 0, b: 0, a: 1 });
  });

  it('cycles hex → rgba → hsla → cmyk → hex', () => {
    expect(['hex', 'rgba', 'hsla', 'cmyk'].map((f) => nextFormat(f as never))).toEqual(['rgba', 'hsla', 'cmyk', 'hex']);
  });

  it('stores #rrggbb, or #rrggbbaa when translucent', () => {
    expect(toStoredColor(PURPLE)).toBe('#623aa2');
    expect(toStoredColor({ ...PURPLE, a: 0.2 })).toBe('#623aa233');
  });

  it('tells light colours from dark ones', () => {
    expect(isLightColor('#ffeb3b')).toBe(true);
    expect(isLightColor(PURPLE)).toBe(false);
  });
});

describe('palette', () => {
  it('has the 19 named groups, each with its 14 shades and a Spanish name', () => {
    expect(COLOR_GROUPS).toHaveLength(19);
    for (const g of COLOR_GROUPS) {
      expect(colorMessages.groups).toHaveProperty(g.key);
      for (const s of SHADES) expect(parseColor(g.shades[s])).not.toBeNull();
    }
    expect(Object.keys(colorMessages.groups)).toEqual(COLOR_GROUPS.map((g) => g.key));
  });

  it('finds the group and shade of a palette colour', () => {
    expect(findShade('#F44336')).toMatchObject({ group: { key: 'red' }, shade: '500' });
    expect(findShade('#623AA2')).toBeNull();
  });
});
