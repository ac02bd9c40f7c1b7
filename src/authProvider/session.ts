// The browser session as the seed stores it in local storage: token, identity, ingreso, screen_block, url_sistema.
import type { Identity } from '../framework/identity';
import { SESSION_TTL_MS } from '../lib/dates';

export const KEYS = {
  token: 'token',
  identity: 'identity',
  ingreso: 'ingreso',
  screenBlock: 'screen_block',
  urlSistema: 'url_sistema',
} as const;

export type { Identity };

/** Identity missing, or the text 'undefined' or 'null', is no identity; unparsable identity is cleared and logged. */
export function parseIdentity(raw: string | null, storage: Storage = localStorage): Identity | null {
  if (raw === null || raw === '' || raw === 'undefined' || raw === 'null') return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || !('sub' in value)) throw new Error('identidad sin sub');
    return value as Identity;
  } catch (e) {
    console.error('Identidad no válida en el almacenamiento local; se elimina.', e);
    storage.removeItem(KEYS.identity);
    return null;
  }
}

export function getToken(storage: Storage = localStorage): string | null {
  const token = storage.getItem(KEYS.token);
  return token && token !== 'undefined' && token !== 'null' ? token : null;
}

/** Valid while a token and a login timestamp exist and the login is at most 24 hours old. */
export function isSessionValid(storage: Storage = localStorage, now: number = Date.now()): boolean {
  const token = getToken(storage);
  const ingreso = Number(storage.getItem(KEYS.ingreso));
  if (!token || !Number.isFinite(ingreso) || ingreso <= 0) return false;
  return now - ingreso <= SESSION_TTL_MS && ingreso <= now + 60_000;
}

export function isLocked(storage: Storage = localStorage): boolean {
  return storage.getItem(KEYS.screenBlock) === 'S';
}

export function saveLogin(token: string, identity: Identity, storage: Storage = localStorage, now: number = Date.now()): void {
  storage.setItem(KEYS.token, token);
  storage.setItem(KEYS.identity, JSON.stringify(identity));
  storage.setItem(KEYS.ingreso, String(now));
  storage.removeItem(KEYS.screenBlock);
}

/** Sign out: removes the lock flag, token and identity (and the login time and saved route). */
export function clearSession(storage: Storage = localStorage): void {
  for (const key of [KEYS.screenBlock, KEYS.token, KEYS.identity, KEYS.ingreso, KEYS.urlSistema]) storage.removeItem(key);
}

export function markLocked(route: string, storage: Storage = localStorage): void {
  storage.setItem(KEYS.urlSistema, route);
  storage.setItem(KEYS.screenBlock, 'S');
}

export function markUnlocked(storage: Storage = localStorage): string {
  const route = storage.getItem(KEYS.urlSistema) || '/dashboard/sales-dashboard';
  storage.removeItem(KEYS.screenBlock);
  storage.removeItem(KEYS.urlSistema);
  return route.startsWith('/') && !route.startsWith('/auth') ? route : '/dashboard/sales-dashboard';
}
