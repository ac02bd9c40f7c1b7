// The browser session of the seed (§4): 24 h validity, identity parsing, lock flags, sign-out.
import { describe, expect, it, vi } from 'vitest';
import { clearSession, isLocked, isSessionValid, KEYS, markLocked, markUnlocked, parseIdentity, saveLogin } from '../../src/authProvider/session';

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  setItem(k: string, v: string) {
    this.map.set(k, String(v));
  }
}

const identity = { sub: 1, nombre: 'Rosa', apellido: 'Quispe', tipo: 'Agente', imagenmini: '' };
const HOUR = 3_600_000;

describe('session validity', () => {
  it('needs a token and a login time no older than 24 hours', () => {
    const s = new MemoryStorage();
    const now = Date.UTC(2026, 10, 21, 12);
    expect(isSessionValid(s, now)).toBe(false);
    saveLogin('tok-123', identity, s, now);
    expect(s.getItem(KEYS.token)).toBe('tok-123');
    expect(JSON.parse(s.getItem(KEYS.identity) ?? '')).toEqual(identity);
    expect(isSessionValid(s, now)).toBe(true);
    expect(isSessionValid(s, now + 24 * HOUR)).toBe(true);
    expect(isSessionValid(s, now + 24 * HOUR + 1)).toBe(false);
    s.removeItem(KEYS.ingreso);
    expect(isSessionValid(s, now)).toBe(false);
  });
  it('a token without a login time, or an unreadable time, is not a session', () => {
    const s = new MemoryStorage();
    s.setItem(KEYS.token, 'tok');
    s.setItem(KEYS.ingreso, 'ayer');
    expect(isSessionValid(s)).toBe(false);
    s.setItem(KEYS.token, 'undefined');
    s.setItem(KEYS.ingreso, String(Date.now()));
    expect(isSessionValid(s)).toBe(false);
  });
});

describe('identity', () => {
  it('missing, "undefined" or "null" is no identity', () => {
    const s = new MemoryStorage();
    expect(parseIdentity(null, s)).toBeNull();
    expect(parseIdentity('undefined', s)).toBeNull();
    expect(parseIdentity('null', s)).toBeNull();
  });
  it('unparsable identity is cleared and logged', () => {
    const s = new MemoryStorage();
    s.setItem(KEYS.identity, '{roto');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(parseIdentity('{roto', s)).toBeNull();
    expect(s.getItem(KEYS.identity)).toBeNull();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
  it('reads a stored identity', () => {
    expect(parseIdentity(JSON.stringify(identity), new MemoryStorage())).toEqual(identity);
  });
});

describe('lock and sign-out', () => {
  it('lock saves the route and sets the flag to S; unlock returns to it and clears the flag', () => {
    const s = new MemoryStorage();
    expect(isLocked(s)).toBe(false);
    markLocked('/glosario?page=2', s);
    expect(s.getItem(KEYS.screenBlock)).toBe('S');
    expect(s.getItem(KEYS.urlSistema)).toBe('/glosario?page=2');
    expect(isLocked(s)).toBe(true);
    expect(markUnlocked(s)).toBe('/glosario?page=2');
    expect(isLocked(s)).toBe(false);
    expect(s.getItem(KEYS.screenBlock)).toBeNull();
  });
  it('never returns to an auth route after unlocking', () => {
    const s = new MemoryStorage();
    markLocked('/auth/block', s);
    expect(markUnlocked(s)).toBe('/dashboard/sales-dashboard');
  });
  it('sign-out removes the lock flag, token and identity', () => {
    const s = new MemoryStorage();
    saveLogin('tok', identity, s);
    markLocked('/x', s);
    clearSession(s);
    for (const key of Object.values(KEYS)) expect(s.getItem(key)).toBeNull();
  });
});
