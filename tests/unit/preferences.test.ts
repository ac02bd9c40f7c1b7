// Stored preferences: what the panel writes through react-admin's store is what main.tsx reads back before the first
// paint; a damaged value falls back to its default alone. And every colour choice keeps text at WCAG AA.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Store } from 'react-admin';
import { AA, contrast, fitAsText, gradientSurface, over, readableText } from '../../src/theme/contrast';
import { buildTheme } from '../../src/theme';
import { DEFAULT_PREFERENCES, PREFERENCE_KEYS, readStoredPreferences, STORE_PREFIX, type Preferences } from '../../src/theme/preferences';
import { FILLED_FIELD, PAPER, RAISED_PAPER, surfaceFor } from '../../src/theme/surfaces';

// react-admin's localStorageStore looks for window.localStorage when its module loads: before every import.
const storage = vi.hoisted(() => {
  class MapStorage {
    private readonly map = new Map<string, string>();
    getItem(key: string) {
      return this.map.get(key) ?? null;
    }
    setItem(key: string, value: string) {
      this.map.set(key, String(value));
    }
    removeItem(key: string) {
      this.map.delete(key);
    }
  }
  const s = new MapStorage();
  Object.assign(globalThis, { window: { localStorage: s, addEventListener() {}, removeEventListener() {} } });
  return s;
});
let store: Store;

beforeAll(async () => {
  const { localStorageStore } = await import('ra-core');
  store = localStorageStore();
  store.setup();
});

const CHOSEN: Preferences = {
  direccion: 'rtl',
  menu: 'horizontal-hover',
  modo: 'dark',
  estiloMenu: 'gradient',
  estiloCabecera: 'dark',
  ancho: 'boxed',
  posicion: 'scrollable',
  primario: '#0f7b6c',
  fondo: '#fde8e8',
};

describe('stored preferences', () => {
  it('round trip: written through the store, read back synchronously from localStorage', () => {
    expect(readStoredPreferences(storage)).toEqual(DEFAULT_PREFERENCES);
    for (const [name, value] of Object.entries(CHOSEN)) store.setItem(PREFERENCE_KEYS[name as keyof Preferences], value);
    expect(readStoredPreferences(storage)).toEqual(CHOSEN);
    expect(storage.getItem(`${STORE_PREFIX}apariencia.primario`)).toBe('"#0f7b6c"');
    // Removing every key (Restablecer todo) gives the defaults back.
    for (const key of Object.values(PREFERENCE_KEYS)) store.removeItem(key);
    expect(readStoredPreferences(storage)).toEqual(DEFAULT_PREFERENCES);
  });

  it('a damaged or unknown value falls back to its own default, the rest stays', () => {
    store.setItem(PREFERENCE_KEYS.direccion, 'rtl');
    storage.setItem(`${STORE_PREFIX}${PREFERENCE_KEYS.menu}`, '{not json');
    store.setItem(PREFERENCE_KEYS.primario, 'red; background: url(x)');
    store.setItem(PREFERENCE_KEYS.ancho, 'enorme');
    const read = readStoredPreferences(storage);
    expect(read).toEqual({ ...DEFAULT_PREFERENCES, direccion: 'rtl' });
  });
});

const SAMPLES = ['#623AA2', '#ffeb3b', '#00bcd4', '#ff9800', '#4caf50', '#000000', '#ffffff', '#e91e63', '#777777', '#8bc34a'];

describe('text contrast for every chosen colour', () => {
  it.each(SAMPLES)('%s: readable text, gradient ends, primary as text and menu/header styles stay AA', (color) => {
    expect(contrast(readableText(color), color)).toBeGreaterThanOrEqual(AA);
    const g = gradientSurface(color);
    const stops = /#[0-9a-f]{6}/gi[Symbol.match](g.background) ?? [];
    expect(stops).toHaveLength(2);
    for (const stop of stops) expect(contrast(g.text, stop)).toBeGreaterThanOrEqual(AA);
    for (const mode of ['light', 'dark'] as const) {
      expect(contrast(fitAsText(color, PAPER[mode]), PAPER[mode])).toBeGreaterThanOrEqual(AA);
      const theme = buildTheme({ primario: color, fondo: color, direccion: 'ltr' }, mode);
      const palette = theme.palette as { primary: { main: string; contrastText: string } };
      expect(contrast(palette.primary.main, PAPER[mode])).toBeGreaterThanOrEqual(AA);
      expect(contrast(palette.primary.contrastText, palette.primary.main)).toBeGreaterThanOrEqual(AA);
      for (const style of ['light', 'color', 'dark'] as const) {
        const s = surfaceFor(style, color, mode);
        expect(contrast(s.text, s.base)).toBeGreaterThanOrEqual(AA);
      }
    }
  });
});

describe('status colours and icons on every page background', () => {
  type Fill = { main: string; contrastText: string };
  it.each(SAMPLES)('%s as background: error, warning, info and success read as text and under their own text; idle icons read', (fondo) => {
    for (const mode of ['light', 'dark'] as const) {
      const theme = buildTheme({ primario: DEFAULT_PREFERENCES.primario, fondo, direccion: 'ltr' }, mode);
      const palette = theme.palette as Record<'error' | 'warning' | 'info' | 'success', Fill> & {
        background: { default: string; paper: string };
        action: { active: string };
      };
      for (const status of ['error', 'warning', 'info', 'success'] as const) {
        const { main, contrastText } = palette[status];
        // A chip, badge or button filled with it, and a message or icon written in it on paper, raised or not.
        expect(contrast(contrastText, main), `${status} (${mode})`).toBeGreaterThanOrEqual(AA);
        expect(contrast(main, PAPER[mode]), `${status} on paper (${mode})`).toBeGreaterThanOrEqual(AA);
        expect(contrast(main, RAISED_PAPER[mode]), `${status} on raised paper (${mode})`).toBeGreaterThanOrEqual(AA);
        // A field's error message and required mark, on a filled field under the pointer.
        expect(contrast(main, over(FILLED_FIELD[mode], PAPER[mode])), `${status} on a filled field (${mode})`).toBeGreaterThanOrEqual(AA);
      }
      // action.active (idle toggle and icon buttons) sits right on the page's background: 3:1 for a control.
      const active = over(palette.action.active, palette.background.default);
      expect(contrast(active, palette.background.default), `action.active (${mode})`).toBeGreaterThanOrEqual(3);
    }
  });

  it("react-admin's loading message is written in text.secondary, not the faint text.disabled", () => {
    const theme = buildTheme(DEFAULT_PREFERENCES, 'light');
    const root = theme.components?.RaLoading?.styleOverrides?.root;
    expect(typeof root).toBe('function');
    const palette = { text: { secondary: 'rgba(0, 0, 0, 0.6)', disabled: 'rgba(0, 0, 0, 0.38)' } };
    const styles = (root as (p: { theme: { palette: typeof palette } }) => Record<string, { color: string }>)({ theme: { palette } });
    expect(styles['& .RaLoading-message']?.color).toBe(palette.text.secondary);
  });
});
