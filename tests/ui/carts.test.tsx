// The header's cart dropdown (seed §2 Header, §4, §8): the badge only above 0, the exact empty texts, items with
// their price in their own currency linking to the detail, and a refused deletion showing the server's msg for 3 s.
// The network is the boundary: fetch answers like the API (the components, hooks and transport are the real ones).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddToCartButton, CartRows, cartKeys } from '../../src/carts';
import { CartMenu } from '../../src/layout/CartMenu';
import { STATUS_TIMEOUT_MS } from '../../src/layout/useStatusMessage';
import { renderView } from './render';

type Json = Record<string, unknown>;
type Reply = { status: number; body: Json };
type Handler = (body: URLSearchParams, url: URL) => Reply | Promise<Reply>;

let routes: Record<string, Handler>;
let calls: { path: string; body: URLSearchParams; url: URL }[];

function answer(status: number, body: Json): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  localStorage.setItem('token', 'token-de-prueba-1234567890');
  localStorage.setItem('ingreso', String(Date.now()));
  localStorage.setItem('identity', JSON.stringify({ sub: 1, nombre: 'Ana', apellido: 'Quispe', tipo: 'Agente', imagenmini: '' }));
  calls = [];
  routes = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const body = new URLSearchParams(
        typeof init?.body === 'string' ? init.body : init?.body instanceof URLSearchParams ? init.body.toString() : '',
      );
      const path = url.pathname.replace(/^\/api/, '');
      calls.push({ path, body, url });
      const handler = routes[path];
      if (!handler) return answer(404, { status: 'error', msg: 'La dirección solicitada no existe.' });
      const r = await handler(body, url);
      return answer(r.status, r.body);
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const ofertante = (id_carrito: number, id_propiedad: number, extra: Json = {}) => ({
  id_carrito,
  id_usuario: 1,
  id_propiedad,
  descripcion: `Departamento ${id_propiedad} en Miraflores`,
  imagen: null,
  precio: 35000000,
  moneda: 'USD',
  codigo: `OF-${String(id_propiedad).padStart(6, '0')}`,
  ...extra,
});

/** A server with a cart of `items`; eliminar answers `eliminar` (default: removes it). */
function cartServer(kind: 'carrito' | 'carritode', items: Json[], eliminar?: Handler) {
  let list = [...items];
  routes[`/${kind}/contar`] = () => ({ status: 200, body: { status: 'success', data: list.length } });
  routes[`/${kind}/listado`] = () => ({ status: 200, body: { status: 'success', data: list, total: list.length } });
  routes[`/${kind}/eliminar`] =
    eliminar ??
    ((body) => {
      list = list.filter((i) => String(i.id_carrito) !== body.get('id_carrito'));
      return { status: 200, body: { status: 'success', data: { id_carrito: Number(body.get('id_carrito')) }, msg: 'Se quitó del carrito.' } };
    });
}

const badge = (kind: string) => screen.getByTestId(`cart-${kind}-badge`);
const open = (kind: string) => fireEvent.click(screen.getByTestId(`cart-${kind}-button`));

describe('CartMenu', () => {
  it('empty ofertantes cart: no badge, and the exact empty text', async () => {
    cartServer('carrito', []);
    renderView('ofertantes', <CartMenu kind="carrito" />);
    await waitFor(() => expect(calls.some((c) => c.path === '/carrito/contar')).toBe(true));
    await waitFor(() => expect(badge('carrito')).toHaveClass('MuiBadge-invisible'));
    open('carrito');
    expect(await screen.findByText('No se encontraron ofertantes en el carrito.')).toBeInTheDocument();
    expect(screen.getByTestId('cart-carrito-total')).toHaveTextContent('0 ofertantes');
    // The calls carry the caller's own id and the Bearer token.
    const contar = calls.find((c) => c.path === '/carrito/contar');
    expect(contar?.url.searchParams.get('id_usuario')).toBe('1');
  });

  it("empty demandantes cart: the exact empty text (not the seed's typo)", async () => {
    cartServer('carritode', []);
    renderView('demandantes', <CartMenu kind="carritode" />);
    open('carritode');
    expect(await screen.findByText('No se encontraron demandantes en el carrito.')).toBeInTheDocument();
    expect(badge('carritode')).toHaveClass('MuiBadge-invisible');
  });

  it('shows the count, the total, the items with their price and a link to the detail and to the cart page', async () => {
    cartServer('carrito', [ofertante(11, 101), ofertante(12, 102, { precio: 180000, moneda: 'PEN' })]);
    renderView('ofertantes', <CartMenu kind="carrito" />);
    await waitFor(() => expect(badge('carrito')).toHaveTextContent('2'));
    expect(badge('carrito')).not.toHaveClass('MuiBadge-invisible');
    open('carrito');
    const menu = await screen.findByTestId('cart-carrito-menu');
    expect(await within(menu).findByText('Departamento 101 en Miraflores')).toBeInTheDocument();
    expect(within(menu).getByText('US$ 350,000.00')).toBeInTheDocument();
    expect(within(menu).getByText('S/ 1,800.00')).toBeInTheDocument();
    expect(within(menu).getByTestId('cart-carrito-total')).toHaveTextContent('2 ofertantes');
    expect(within(menu).getByText('Departamento 102 en Miraflores').closest('a')).toHaveAttribute('href', '/ofertantes/102/show');
    expect(within(menu).getByTestId('cart-carrito-page-link')).toHaveAttribute('href', '/favoritos/carrito/listado');
    // The missing photo falls back to the no-image picture.
    expect(within(menu).getAllByRole('img')[0]).toHaveAttribute('src', '/img/no-image.svg');
    expect(screen.getByTestId('cart-carrito-body')).toHaveStyle({ maxHeight: '400px', overflowY: 'auto' });
  });

  it("'Compartir' sends the cart's published properties as one WhatsApp message and says how many stay out", async () => {
    cartServer('carrito', [
      ofertante(11, 101, { publicado: true }),
      ofertante(12, 102, { publicado: false }),
      ofertante(13, 103, { publicado: true, precio: 180000, moneda: 'PEN' }),
    ]);
    renderView('ofertantes', <CartMenu kind="carrito" />);
    open('carrito');
    const menu = await screen.findByTestId('cart-carrito-menu');
    fireEvent.click(await within(menu).findByRole('button', { name: 'Compartir (3)' }));
    const wa = new URL((await screen.findByTestId('share-cart-carrito-whatsapp')).getAttribute('href') ?? '');
    expect([wa.origin, wa.pathname]).toEqual(['https://wa.me', '/']);
    const page = (n: number) => `${window.location.origin}/inmueble/OF-000${n}-departamento-${n}-en-miraflores`;
    expect(wa.searchParams.get('text')).toBe(
      [
        'Hola, le comparto estos inmuebles:',
        `1. OF-000101 · Departamento 101 en Miraflores\nUS$ 350,000.00\n${page(101)}`,
        `2. OF-000103 · Departamento 103 en Miraflores\nS/ 1,800.00\n${page(103)}`,
      ].join('\n\n'),
    );
    expect(screen.getByTestId('share-cart-carrito-left')).toHaveTextContent('1 inmueble sin página pública no va en el mensaje');
  });

  it("'Compartir' on a cart with no published property says why and how to publish, with no dead button", async () => {
    cartServer('carrito', [ofertante(12, 102, { publicado: false })]);
    renderView('ofertantes', <CartMenu kind="carrito" />);
    open('carrito');
    const menu = await screen.findByTestId('cart-carrito-menu');
    fireEvent.click(await within(menu).findByRole('button', { name: 'Compartir (1)' }));
    const why = await screen.findByTestId('share-cart-carrito-unpublished');
    expect(why).toHaveTextContent('Sin página pública');
    expect(why).toHaveTextContent('Publicar en la web');
    expect(within(why).getByRole('link', { name: 'Editar el inmueble' })).toHaveAttribute('href', '/ofertantes/102');
    expect(screen.queryByTestId('share-cart-carrito-whatsapp')).not.toBeInTheDocument();
  });

  it('demandantes show Compra/Alquiler and the price range', async () => {
    cartServer('carritode', [
      {
        id_carrito: 5,
        id_usuario: 1,
        id_demandante: 7,
        tipo_operacion: 'C',
        descripcion: 'Ana Ruiz — Depa en Surco',
        precio_min: 20000000,
        precio_max: 25000000,
        moneda: 'USD',
      },
      {
        id_carrito: 6,
        id_usuario: 1,
        id_demandante: 8,
        tipo_operacion: 'A',
        descripcion: 'Luis Paz',
        precio_min: null,
        precio_max: 300000,
        moneda: 'PEN',
      },
    ]);
    renderView('demandantes', <CartMenu kind="carritode" />);
    open('carritode');
    const menu = await screen.findByTestId('cart-carritode-menu');
    expect(await within(menu).findByText('Ana Ruiz — Depa en Surco')).toBeInTheDocument();
    expect(within(menu).getByText('Compra')).toBeInTheDocument();
    expect(within(menu).getByText('Alquiler')).toBeInTheDocument();
    expect(within(menu).getByText('US$ 200,000.00 – US$ 250,000.00')).toBeInTheDocument();
    expect(within(menu).getByText('Hasta S/ 3,000.00')).toBeInTheDocument();
    expect(within(menu).getByText('Luis Paz').closest('a')).toHaveAttribute('href', '/demandantes/8/show');
  });

  it('removing an item: success message, the item and the count go at once', async () => {
    cartServer('carrito', [ofertante(11, 101), ofertante(12, 102)]);
    renderView('ofertantes', <CartMenu kind="carrito" />);
    open('carrito');
    await screen.findByText('Departamento 101 en Miraflores');
    fireEvent.click(screen.getByTestId('cart-carrito-remove-11'));
    expect(await screen.findByTestId('cart-carrito-status')).toHaveTextContent('Se quitó del carrito.');
    await waitFor(() => expect(screen.queryByText('Departamento 101 en Miraflores')).not.toBeInTheDocument());
    await waitFor(() => expect(badge('carrito')).toHaveTextContent('1'));
    const eliminar = calls.find((c) => c.path === '/carrito/eliminar');
    expect(eliminar?.body.get('id_carrito')).toBe('11');
    expect(eliminar?.body.get('authorization')).toBe('token-de-prueba-1234567890');
  });

  it("a refused deletion shows the server's msg as an error for 3 seconds, then clears it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    cartServer('carrito', [ofertante(11, 101)], () => ({
      status: 404,
      body: { status: 'error', msg: 'No se encontró ese elemento en su carrito.' },
    }));
    renderView('ofertantes', <CartMenu kind="carrito" />);
    open('carrito');
    await screen.findByText('Departamento 101 en Miraflores');
    fireEvent.click(screen.getByTestId('cart-carrito-remove-11'));
    const status = await screen.findByTestId('cart-carrito-status');
    expect(status).toHaveTextContent('No se encontró ese elemento en su carrito.');
    expect(status.className).toMatch(/Error/);
    act(() => {
      vi.advanceTimersByTime(STATUS_TIMEOUT_MS - 200);
    });
    expect(screen.getByTestId('cart-carrito-status')).toHaveTextContent('No se encontró ese elemento en su carrito.');
    act(() => {
      vi.advanceTimersByTime(400);
    });
    await waitFor(() => expect(screen.queryByTestId('cart-carrito-status')).not.toBeInTheDocument());
    // The item is still there (nothing was removed).
    expect(screen.getByText('Departamento 101 en Miraflores')).toBeInTheDocument();
    expect(STATUS_TIMEOUT_MS).toBe(3000);
  });

  it("'Agregar al carrito' updates the header badge at once and then shows 'En el carrito'", async () => {
    cartServer('carrito', []);
    let stored: Json[] = [];
    routes['/carrito/contar'] = () => ({ status: 200, body: { status: 'success', data: stored.length } });
    routes['/carrito/listado'] = () => ({ status: 200, body: { status: 'success', data: stored, total: stored.length } });
    routes['/carrito/agregar'] = (body) => {
      stored = [ofertante(1, Number(body.get('id_propiedad')))];
      return {
        status: 201,
        body: { status: 'success', data: { id_carrito: 1, id_usuario: 1, id_propiedad: 101, agregado: true }, msg: 'Ofertante agregado al carrito.' },
      };
    };
    renderView(
      'ofertantes',
      <>
        <CartMenu kind="carrito" />
        <AddToCartButton cart="carrito" record={{ id: 101, id_propiedad: 101 }} />
      </>,
    );
    const button = await screen.findByTestId('add-to-carrito-101');
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveTextContent('Agregar al carrito');
    fireEvent.click(button);
    await waitFor(() => expect(badge('carrito')).toHaveTextContent('1'));
    await waitFor(() => expect(screen.getByTestId('add-to-carrito-101')).toHaveTextContent('En el carrito'));
    expect(screen.getByTestId('add-to-carrito-101')).toBeDisabled();
    const agregar = calls.find((c) => c.path === '/carrito/agregar');
    expect(Object.fromEntries(agregar?.body ?? [])).toEqual({ id_usuario: '1', id_propiedad: '101', authorization: 'token-de-prueba-1234567890' });
  });

  it('the rows of a list share one reading of the cart, and each row waits only for its own add', async () => {
    let stored: Json[] = [];
    const held = new Map<number, () => void>();
    routes['/carrito/listado'] = () => ({ status: 200, body: { status: 'success', data: stored, total: stored.length } });
    routes['/carrito/agregar'] = async (body) => {
      const id = Number(body.get('id_propiedad'));
      // The add of 102 is answered only when the test says so.
      if (id === 102) await new Promise<void>((resolve) => held.set(id, resolve));
      stored = [...stored, ofertante(stored.length + 1, id)];
      return { status: 201, body: { status: 'success', data: { id_propiedad: id, agregado: true }, msg: `Agregado ${id}.` } };
    };
    const view = renderView(
      'ofertantes',
      <CartRows cart="carrito">
        {[101, 102, 103].map((id) => (
          <AddToCartButton key={id} cart="carrito" record={{ id, id_propiedad: id }} compact />
        ))}
      </CartRows>,
    );
    const button = (id: number) => screen.getByTestId(`add-to-carrito-${id}`);
    await waitFor(() => expect(button(101)).toBeEnabled());
    // One reading of the cart for the three rows (each row read it on its own before).
    const readings = view.queryClient.getQueryCache().findAll({ queryKey: cartKeys.kind('carrito') });
    expect(readings.map((q) => [q.queryKey[2], q.getObserversCount()])).toEqual([['listado', 1]]);
    fireEvent.click(button(102));
    fireEvent.click(button(101));
    await waitFor(() => expect(button(101)).toHaveAccessibleName('En el carrito'));
    expect(button(102)).toBeDisabled();
    expect(button(102)).toHaveAccessibleName('Agregar al carrito');
    expect(button(103)).toBeEnabled();
    await waitFor(() => expect(held.has(102)).toBe(true));
    act(() => held.get(102)?.());
    await waitFor(() => expect(button(102)).toHaveAccessibleName('En el carrito'));
    expect(button(102)).toBeDisabled();
    expect(button(103)).toBeEnabled();
    expect(calls.filter((c) => c.path === '/carrito/agregar').map((c) => c.body.get('id_propiedad'))).toEqual(['102', '101']);
  });
});
