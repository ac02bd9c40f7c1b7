// The look the settings panel chooses (seed §2, §4), as plain data: one react-admin store key per choice
// (localStorage 'RaStore.<key>', JSON), read back field by field so a damaged value falls back to its default alone.
// No React here: main.tsx reads it synchronously before the first paint, the panel writes it through the store.
import { fromKeys, keysOf } from '../lib/keys';

export const DEFAULT_PRIMARY = '#623AA2';

export const CHOICES = {
  direccion: ['ltr', 'rtl'],
  menu: ['vertical', 'horizontal', 'horizontal-hover'],
  modo: ['light', 'dark'],
  estiloMenu: ['light', 'color', 'dark', 'gradient'],
  estiloCabecera: ['light', 'color', 'dark', 'gradient'],
  ancho: ['full', 'boxed'],
  posicion: ['fixed', 'scrollable'],
} as const;

type Choices = typeof CHOICES;
export type ChoiceName = keyof Choices;
export type Direction = Choices['direccion'][number];
export type MenuLayout = Choices['menu'][number];
export type ThemeMode = Choices['modo'][number];
export type SurfaceStyle = Choices['estiloMenu'][number];

export type Preferences = { readonly [K in ChoiceName]: Choices[K][number] } & {
  /** Hex #rrggbb. */
  readonly primario: string;
  /** Hex #rrggbb, or null for the theme's own page background. */
  readonly fondo: string | null;
};
export type PreferenceName = keyof Preferences;

export const DEFAULT_PREFERENCES: Preferences = {
  direccion: 'ltr',
  menu: 'vertical',
  modo: 'light',
  estiloMenu: 'light',
  estiloCabecera: 'color',
  ancho: 'full',
  posicion: 'fixed',
  primario: DEFAULT_PRIMARY,
  fondo: null,
};

/** Store keys (react-admin store; localStorage 'RaStore.' + key). 'theme' is react-admin's own light/dark key. */
export const PREFERENCE_KEYS: { readonly [K in PreferenceName]: string } = {
  direccion: 'apariencia.direccion',
  menu: 'apariencia.menu',
  modo: 'theme',
  estiloMenu: 'apariencia.estiloMenu',
  estiloCabecera: 'apariencia.estiloCabecera',
  ancho: 'apariencia.ancho',
  posicion: 'apariencia.posicion',
  primario: 'apariencia.primario',
  fondo: 'apariencia.fondo',
};

/** Also cleared by 'Restablecer todo': the sidebar's open/closed state (react-admin's key). */
export const SIDEBAR_KEY = 'sidebar.open';

/** react-admin's localStorageStore prefix. */
export const STORE_PREFIX = 'RaStore.';

const HEX = /^#[0-9a-f]{6}$/i;

function isChoice<K extends ChoiceName>(name: K, value: unknown): value is Choices[K][number] {
  const choices: readonly unknown[] = CHOICES[name];
  return choices.includes(value);
}

const DEFAULT_CHOICES: { readonly [K in ChoiceName]: Choices[K][number] } = DEFAULT_PREFERENCES;

/** A choice's check: one of its options, else its default. */
const choice =
  <K extends ChoiceName>(name: K) =>
  (value: unknown): Choices[K][number] =>
    isChoice(name, value) ? value : DEFAULT_CHOICES[name];
/** A colour's check: hex #rrggbb, else `fallback`. */
const hex =
  <F extends string | null>(fallback: F) =>
  (value: unknown): string | F =>
    typeof value === 'string' && HEX.test(value) ? value : fallback;

const CHECKS: { readonly [K in PreferenceName]: (value: unknown) => Preferences[K] } = {
  direccion: choice('direccion'),
  menu: choice('menu'),
  modo: choice('modo'),
  estiloMenu: choice('estiloMenu'),
  estiloCabecera: choice('estiloCabecera'),
  ancho: choice('ancho'),
  posicion: choice('posicion'),
  primario: hex(DEFAULT_PRIMARY),
  fondo: hex(null),
};

/** A stored value checked against what the panel can choose; anything else is the default. */
export function checkPreference<K extends PreferenceName>(name: K, value: unknown): Preferences[K] {
  return CHECKS[name](value);
}

export function parsePreferences(read: (key: string) => unknown): Preferences {
  return fromKeys<Preferences>(keysOf(PREFERENCE_KEYS), (name) => checkPreference(name, read(PREFERENCE_KEYS[name])));
}

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Synchronous read of what react-admin's localStorageStore wrote (JSON under 'RaStore.<key>'). */
export function readStoredPreferences(storage: Pick<Storage, 'getItem'>): Preferences {
  return parsePreferences((key) => parseJson(storage.getItem(STORE_PREFIX + key)));
}
