// A generated list bent by a module's index: one column's cell drawn another way, an extra column, row actions,
// and react-admin List props (a permanent filter, no exporter) — without writing the table by hand; its rows are the
// in-process server's (server.ts). The match panels are that table over rows the server ranked (SchemaRows): there
// the network is the boundary, a fetch that answers given rankings (scores and reasons the matching would need a
// whole market of ofertantes and demandantes to produce).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RecordContextProvider, useRecordContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddToCartButton } from '../../src/carts';
import { SchemaList } from '../../src/framework/views/ResourceViews';
import { DemandanteMatches, OfertanteMatches } from '../../src/features/matching/MatchesPanel';
import glosario from '../../src/resources/glosario/schema';
import { must } from '../../src/lib/must';
import { renderView } from './render';
import { withServer } from './server';
import { staysFor } from '../support/staysFor';

function Shout() {
  const record = useRecordContext();
  return <strong>{String(record?.termino ?? '').toUpperCase()}</strong>;
}

function Length() {
  const record = useRecordContext();
  return <span>{String(record?.definicion ?? '').length} letras</span>;
}

function Pick() {
  const record = useRecordContext();
  return <button type="button">{`Elegir ${String(record?.termino)}`}</button>;
}

const headers = () =>
  screen
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.trim() ?? '')
    .filter(Boolean);

describe('SchemaList composed by a module', () => {
  withServer({
    seed: async (server) => {
      await server.create(glosario, { termino: 'Arras', definicion: 'Señal que se entrega para asegurar la compraventa.' });
      await server.create(glosario, { termino: 'Hipoteca', definicion: 'Garantía real sobre un inmueble.' });
    },
  });

  it('overrides a cell, adds a column and row actions, keeps the other columns generated', async () => {
    renderView(
      'glosario',
      <SchemaList
        schema={glosario}
        compose={{
          cells: { termino: { render: <Shout />, label: 'Palabra' } },
          extraColumns: [{ id: 'largo', label: 'Largo', render: <Length /> }],
          rowActions: <Pick />,
        }}
      />,
    );
    expect(await screen.findByText('HIPOTECA')).toBeInTheDocument();
    expect(screen.queryByText('Hipoteca')).not.toBeInTheDocument();
    expect(headers()).toEqual(['Palabra', 'Definición', 'Largo']);
    const row = screen.getByText('ARRAS').closest('tr');
    if (!row) throw new Error('sin fila');
    expect(within(row).getByText('Señal que se entrega para asegurar la compraventa.')).toBeInTheDocument();
    expect(within(row).getByText('50 letras')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Elegir Arras' })).toBeInTheDocument();
  });

  it('keeps its columns when only the list around the rows changes (a row ticked): no cell is drawn again', async () => {
    // The table's columns are built from the field definitions; the definition of Definición counts how often they
    // are (a list drawn again with the same rows used to rebuild them, and with them every cell, issue 26 §11).
    let reads = 0;
    const definicion = { ...glosario.fields.definicion };
    const counted = Object.defineProperty(definicion, 'label', {
      get: () => {
        reads++;
        return glosario.fields.definicion.label;
      },
    });
    const schema = { ...glosario, fields: { ...glosario.fields, definicion: counted } };
    renderView('glosario', <SchemaList schema={schema} />);
    const row = must((await screen.findByText('Hipoteca')).closest('tr') ?? undefined, 'la fila de Hipoteca');
    expect(headers()).toEqual(['Término', 'Definición']);
    await waitFor(() => expect(screen.getByRole('button', { name: /exportar/i })).toBeInTheDocument());
    const before = reads;
    fireEvent.click(within(row).getByRole('checkbox'));
    expect(await screen.findByText('1 elemento seleccionado')).toBeInTheDocument();
    expect(reads).toBe(before);
  });

  it('sorts from a header whose hint is its title and its name, without a tooltip to position', async () => {
    renderView('glosario', <SchemaList schema={glosario} />);
    expect(await screen.findByText('Hipoteca')).toBeInTheDocument();
    const header = screen.getByRole('button', { name: 'Ordenar por término en orden descendente' });
    expect(header).toHaveAttribute('title', 'Ordenar por término en orden descendente');
    fireEvent.mouseOver(header);
    fireEvent.focus(header);
    // MUI would show a tooltip after its enter delay (100 ms): none appears in 400 ms.
    expect(await staysFor(400, () => screen.queryByRole('tooltip') === null)).toBe(true);
    fireEvent.click(header);
    await waitFor(() => expect(screen.getAllByRole('row')[1]).toHaveTextContent('Hipoteca'));
    expect(screen.getByRole('button', { name: 'Ordenar por término en orden ascendente' })).toBeInTheDocument();
  });

  it('takes react-admin List props: a permanent filter, and no export button when the exporter is off', async () => {
    // glosario declares no field filter: the permanent one is its search (the server refuses undeclared filters).
    renderView('glosario', <SchemaList schema={glosario} list={{ filter: { q: 'Arras' }, exporter: false, title: 'Solo arras' }} />);
    expect(await screen.findByText('Arras')).toBeInTheDocument();
    expect(screen.queryByText('Hipoteca')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /exportar/i })).not.toBeInTheDocument();
  });
});

describe('Match panels on the generated table', () => {
  let calls: { url: URL; body: string }[] = [];
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  /** The API: the ranked matches at `cruces` and an empty cart; records what was asked. */
  function api(cruces: string, data: readonly Record<string, unknown>[], extra: Record<string, unknown> = {}) {
    localStorage.setItem('token', 'token-de-prueba-1234567890');
    localStorage.setItem('ingreso', String(Date.now()));
    localStorage.setItem('identity', JSON.stringify({ sub: 1, nombre: 'Ana', apellido: 'Quispe', tipo: 'Agente', imagenmini: '' }));
    calls = [];
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), 'http://localhost');
        calls.push({ url, body: String(init?.body ?? '') });
        const path = url.pathname.replace(/^\/api/, '');
        if (path === cruces) return json({ status: 'success', data, total: data.length, ...extra });
        if (path.endsWith('/agregar')) return json({ status: 'success', data: { agregado: true }, msg: 'Se agregó al carrito.' });
        return json({ status: 'success', data: path.endsWith('/contar') ? 0 : [], total: 0 });
      }),
    );
  }

  const bodyRows = () => screen.getAllByRole('row').slice(1);

  it('lists the demandantes an ofertante satisfies in the server order, score first, reasons and add-to-cart per row', async () => {
    const demandante = (id: number, nombre: string, score: number, reasons: string[]) => ({
      id_demandante: id,
      nombre,
      apellido: 'Rojas',
      telefono: '987654321',
      email: `${nombre.toLowerCase()}@correo.pe`,
      tipo_operacion: 'compra',
      tipos_inmueble: ['departamento'],
      distritos: ['Miraflores'],
      moneda: 'USD',
      precio_min: 20000000,
      precio_max: 30000000,
      score,
      reasons,
    });
    // The server ranks them: the lower score second although its name sorts first.
    api('/ofertantes/cruces/7', [demandante(2, 'Zoila', 92, ['Mismo distrito', 'Precio en rango']), demandante(1, 'Ana', 55, ['Mismo tipo'])], {
      tipo_cambio: 3.75,
    });
    renderView(
      'ofertantes',
      <RecordContextProvider value={{ id: 7, id_propiedad: 7 }}>
        <OfertanteMatches rowActions={<AddToCartButton cart="carritode" compact />} />
      </RecordContextProvider>,
    );
    expect(await screen.findByRole('link', { name: 'Zoila Rojas' })).toHaveAttribute('href', '/demandantes/2/show');
    expect(headers()).toEqual(['Coincidencia', 'Demandante', 'Presupuesto', 'Motivos']);
    const [first, second] = bodyRows();
    if (!first || !second) throw new Error('faltan filas');
    expect(within(first).getByText('92')).toBeInTheDocument();
    expect(within(first).getByText('Precio en rango')).toBeInTheDocument();
    expect(within(first).getByText(/US\$\s?200,000\.00 – US\$\s?300,000\.00/)).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'Ana Rojas' })).toBeInTheDocument();
    expect(screen.getByText('2 coincidencias')).toBeInTheDocument();
    expect(screen.getByText(/S\/ 3\.75 por US\$/)).toBeInTheDocument();
    // Headers do not re-sort a ranking.
    fireEvent.click(screen.getByText('Demandante'));
    expect(within(must(bodyRows()[0], 'la primera fila')).getByRole('link', { name: 'Zoila Rojas' })).toBeInTheDocument();
    // The row action works on the row's record: the demandante's key goes to the cart.
    fireEvent.click(within(first).getByRole('button', { name: 'Agregar al carrito' }));
    await waitFor(() => expect(calls.find((c) => c.url.pathname.endsWith('/carritode/agregar'))?.body).toContain('id_demandante=2'));
  });

  it('lists the ofertantes a demandante matches with photo, price in its currency and features; says so when none', async () => {
    api('/demandantes/cruces/3', [
      {
        id_propiedad: 11,
        codigo: 'OF-000011',
        descripcion: 'Departamento con vista al mar',
        tipo_operacion: 'venta',
        tipo_inmueble: 'departamento',
        distrito: 'Barranco',
        precio: 45000000,
        moneda: 'USD',
        imagen: null,
        dormitorios: 3,
        banos: 2,
        area_construida: 120.5,
        score: 81,
        reasons: ['Mismo distrito'],
      },
    ]);
    const view = renderView(
      'demandantes',
      <RecordContextProvider value={{ id: 3, id_demandante: 3 }}>
        <DemandanteMatches />
      </RecordContextProvider>,
    );
    expect(await screen.findByRole('link', { name: 'OF-000011' })).toHaveAttribute('href', '/ofertantes/11/show');
    expect(headers()).toEqual(['Coincidencia', 'Inmueble', 'Precio', 'Características', 'Motivos']);
    const [row] = bodyRows();
    if (!row) throw new Error('sin fila');
    expect(within(row).getByText(/US\$\s?450,000\.00/)).toBeInTheDocument();
    expect(within(row).getByText('3 dormitorios · 2 baños · 120.5 m²')).toBeInTheDocument();
    expect(within(row).getByText('Departamento con vista al mar')).toBeInTheDocument();
    view.unmount();

    api('/demandantes/cruces/4', [], { msg: 'Solo los demandantes activos se cruzan con los inmuebles.' });
    renderView(
      'demandantes',
      <RecordContextProvider value={{ id: 4, id_demandante: 4 }}>
        <DemandanteMatches />
      </RecordContextProvider>,
    );
    expect(await screen.findByText('Solo los demandantes activos se cruzan con los inmuebles.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('sends a matched property to the demandante’s WhatsApp, or the ticked ones as one message without the unpublished', async () => {
    const match = (id: number, publicado: boolean) => ({
      id_propiedad: id,
      codigo: `OF-0000${id}`,
      descripcion: `Casa ${id} en Surco`,
      estado: 'disponible',
      publicar_web: publicado,
      tipo_operacion: 'V',
      tipo_inmueble: 'casa',
      distrito: 'Santiago de Surco',
      precio: 45000000,
      moneda: 'USD',
      imagen: null,
      score: 80,
      reasons: ['Mismo distrito'],
    });
    api('/demandantes/cruces/5', [match(11, true), match(12, false)]);
    renderView(
      'demandantes',
      <RecordContextProvider value={{ id: 5, id_demandante: 5, nombre: 'Ana', apellido: 'Torres', telefono: '987 654 321' }}>
        <DemandanteMatches />
      </RecordContextProvider>,
    );
    await screen.findByRole('link', { name: 'OF-000011' });
    fireEvent.click(screen.getByTestId('share-match-11'));
    const one = await screen.findByTestId('share-match-11-whatsapp');
    expect(one).toHaveTextContent('Enviar por WhatsApp a Ana Torres');
    const wa = new URL(one.getAttribute('href') ?? '');
    expect([wa.origin, wa.pathname]).toEqual(['https://wa.me', '/51987654321']);
    expect(wa.searchParams.get('text')).toContain(
      `OF-000011 · Casa 11 en Surco\nUS$ 450,000.00\n${window.location.origin}/inmueble/OF-000011-casa-11-en-surco`,
    );
    fireEvent.keyDown(one, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('share-match-11-whatsapp')).not.toBeInTheDocument());

    for (const row of bodyRows()) fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: 'Compartir (2)' }));
    const many = new URL((await screen.findByTestId('share-matches-ticked-whatsapp')).getAttribute('href') ?? '');
    expect(many.pathname).toBe('/51987654321');
    expect(many.searchParams.get('text')).toContain('OF-000011');
    expect(many.searchParams.get('text')).not.toContain('OF-000012');
    expect(screen.getByTestId('share-matches-ticked-left')).toHaveTextContent('1 inmueble sin página pública');
  });
});
