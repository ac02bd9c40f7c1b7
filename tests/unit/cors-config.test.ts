// CORS_ORIGINS: comma-separated origins, nothing by default; an entry that is not an origin stops the start with a
// Spanish reason (as a bad PUBLIC_URL does). And which requests get CORS answers at all (server/cors.ts).
import { describe, expect, it } from 'vitest';
import { parseCorsOrigins } from '#server/config';
import { corsFor } from '#server/cors';

describe('CORS_ORIGINS', () => {
  it('is empty by default and reads a comma-separated list (spaces, a trailing slash and capitals tolerated)', () => {
    expect(parseCorsOrigins(undefined)).toEqual([]);
    expect(parseCorsOrigins('  ')).toEqual([]);
    expect(parseCorsOrigins('https://www.agencia.pe, http://localhost:5173/ ,HTTPS://Admin.Agencia.pe')).toEqual([
      'https://www.agencia.pe',
      'http://localhost:5173',
      'https://admin.agencia.pe',
    ]);
  });

  it.each(['*', 'www.agencia.pe', 'https://agencia.pe/ruta', 'ftp://agencia.pe', 'https://agencia.pe?x=1'])('refuses %s', (value) => {
    expect(() => parseCorsOrigins(value)).toThrow(/^CORS_ORIGINS no válido/);
  });
});

describe('which requests get CORS answers', () => {
  const origins = ['https://sitio.example'];
  it('the REST dialect for a listed origin only; the public blog for any; nothing else', () => {
    expect(corsFor('/api/rest/glosario?range=[0,9]', 'https://sitio.example', origins).origin).toBe('https://sitio.example');
    expect(corsFor('/api/rest', 'https://sitio.example', origins).origin).toBe('https://sitio.example');
    expect(corsFor('/api/rest/glosario', 'https://otro.example', origins).origin).toBe(false);
    expect(corsFor('/api/rest/glosario', undefined, origins).origin).toBe(false);
    expect(corsFor('/api/rest/glosario', 'https://sitio.example', []).origin).toBe(false);
    expect(corsFor('/api/restaurantes', 'https://sitio.example', origins).origin).toBe(false);
    expect(corsFor('/api/public/blog/listado', 'https://otro.example', []).origin).toBe('*');
    expect(corsFor('/api/glosario/listado', 'https://sitio.example', origins).origin).toBe(false);
    expect(corsFor('/api/public/libroreclamaciones/proveedor', 'https://sitio.example', origins).origin).toBe(false);
  });
});
