// The checks that read caught errors and JSON answers without asserting their type (src/lib/guards.ts).
import { describe, expect, it } from 'vitest';
import { errorCode, errorMessage, fieldErrors, isRecord, textOf } from '../../src/lib/guards';

describe('guards', () => {
  it('errorCode reads a code from errors and objects, and nothing from the rest (null included)', () => {
    expect(errorCode(Object.assign(new Error('x'), { code: 'ENOENT' }))).toBe('ENOENT');
    expect(errorCode({ code: '23505' })).toBe('23505');
    expect(errorCode(null)).toBeUndefined();
    expect(errorCode(undefined)).toBeUndefined();
    expect(errorCode('ENOENT')).toBeUndefined();
    expect(errorCode(new Error('sin código'))).toBeUndefined();
  });

  it('errorMessage reads Error and DOMException messages, else gives an empty text', () => {
    expect(errorMessage(new Error('Falló'))).toBe('Falló');
    expect(errorMessage(new DOMException('Subida cancelada', 'AbortError'))).toBe('Subida cancelada');
    expect(textOf(new DOMException('x', 'AbortError'), 'name')).toBe('AbortError');
    expect(errorMessage('texto')).toBe('');
    expect(errorMessage({ message: 42 })).toBe('');
  });

  it('textOf and isRecord take plain objects only', () => {
    expect(textOf({ msg: 'Hecho' }, 'msg')).toBe('Hecho');
    expect(textOf({ msg: 1 }, 'msg')).toBeUndefined();
    expect(textOf(null, 'msg')).toBeUndefined();
    expect(isRecord([])).toBe(false);
    expect(isRecord({})).toBe(true);
  });

  it('fieldErrors keeps the text messages of a refused write', () => {
    const refused = Object.assign(new Error('Revise'), { body: { errors: { email: 'Correo no válido', n: 3 } } });
    expect(fieldErrors(refused)).toEqual({ email: 'Correo no válido' });
    expect(fieldErrors(new Error('x'))).toBeUndefined();
    expect(fieldErrors({ body: { errors: [] } })).toBeUndefined();
  });
});
