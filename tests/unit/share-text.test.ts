// What sharing a property sends (issue 30): the page's address from the code and the description, one message for
// one property, a numbered list for several, the unpublished left out; and the wa.me link it travels in.
import { describe, expect, it } from 'vitest';
import { pageUrl, shareMessage, shareableOfertante, type ShareableProperty } from '../../src/resources/ofertantes/share/shareText';
import { isPublished, listingPath } from '../../src/resources/ofertantes/schema';
import { waLink } from '../../src/lib/whatsapp';

const ORIGIN = 'https://inmobiliaria.example.pe/';
const casa: ShareableProperty = {
  id: 7,
  codigo: 'OF-000007',
  descripcion: 'Casa en Surco con jardín',
  precio: 45_000_000,
  moneda: 'USD',
  publicado: true,
};
const depa: ShareableProperty = { ...casa, id: 8, codigo: 'OF-000008', descripcion: 'Depa ñoño en Miraflores', precio: 250_000, moneda: 'PEN' };
const oculto: ShareableProperty = { ...casa, id: 9, codigo: 'OF-000009', publicado: false };

describe('sharing a property', () => {
  it('builds the public page’s address as the server does', () => {
    expect(listingPath('OF-000007', 'Casa en Surco con jardín')).toBe('/inmueble/OF-000007-casa-en-surco-con-jardin');
    expect(pageUrl(casa, ORIGIN)).toBe('https://inmobiliaria.example.pe/inmueble/OF-000007-casa-en-surco-con-jardin');
  });

  it('says who has a page: published and disponible only', () => {
    expect(isPublished({ publicar_web: true, estado: 'disponible' })).toBe(true);
    expect(isPublished({ publicar_web: 1, estado: 'disponible' })).toBe(true);
    expect(isPublished({ publicar_web: true, estado: 'reservado' })).toBe(false);
    expect(isPublished({ publicar_web: false, estado: 'disponible' })).toBe(false);
    expect(
      shareableOfertante({
        id_propiedad: 3,
        codigo: 'OF-000003',
        descripcion: 'x',
        precio: 100,
        moneda: 'PEN',
        publicar_web: true,
        estado: 'vendido',
      }),
    ).toEqual({
      id: 3,
      codigo: 'OF-000003',
      descripcion: 'x',
      precio: 100,
      moneda: 'PEN',
      publicado: false,
      estado: 'vendido',
    });
  });

  it('writes one property as a short note and several as a numbered list with code, price and link', () => {
    expect(shareMessage([casa], ORIGIN)).toBe(
      'Hola, le comparto este inmueble:\nOF-000007 · Casa en Surco con jardín\nUS$ 450,000.00\nhttps://inmobiliaria.example.pe/inmueble/OF-000007-casa-en-surco-con-jardin',
    );
    const many = shareMessage([casa, oculto, depa], ORIGIN);
    expect(many.split('\n\n')).toEqual([
      'Hola, le comparto estos inmuebles:',
      '1. OF-000007 · Casa en Surco con jardín\nUS$ 450,000.00\nhttps://inmobiliaria.example.pe/inmueble/OF-000007-casa-en-surco-con-jardin',
      '2. OF-000008 · Depa ñoño en Miraflores\nS/ 2,500.00\nhttps://inmobiliaria.example.pe/inmueble/OF-000008-depa-nono-en-miraflores',
    ]);
    expect(many).not.toContain('OF-000009');
    expect(shareMessage([oculto], ORIGIN)).toBe('');
  });

  it('travels in a wa.me link to the client’s number as 51…, or to whomever WhatsApp asks', () => {
    const to = new URL(waLink('987 654 321', shareMessage([casa], ORIGIN)));
    expect([to.origin, to.pathname]).toEqual(['https://wa.me', '/51987654321']);
    expect(to.searchParams.get('text')).toBe(shareMessage([casa], ORIGIN));
    expect(new URL(waLink(null, 'x')).pathname).toBe('/');
  });
});
