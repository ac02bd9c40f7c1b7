// What the document itself shows before and around React: direction, colour scheme and page background.
import { fitBackground } from './contrast';
import type { Preferences } from './preferences';

const DEFAULT_BACKGROUND = { light: '#f4f5fa', dark: '#121212' } as const;

export function pageBackground(prefs: Pick<Preferences, 'fondo' | 'modo'>): string {
  return prefs.fondo ? fitBackground(prefs.fondo, prefs.modo) : DEFAULT_BACKGROUND[prefs.modo];
}

export function applyToDocument(prefs: Preferences): void {
  const html = document.documentElement;
  html.dir = prefs.direccion;
  html.style.colorScheme = prefs.modo;
  html.style.backgroundColor = pageBackground(prefs);
}
