// A module's link in the sidebar starts reading its list's first page with the click, under the key the list then
// asks for: the list shows those rows even when no later request of a list is ever answered. The rows are the
// in-process server's (server.ts).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SchemaList } from '../../src/framework/views/ResourceViews';
import { Menu } from '../../src/layout/Menu';
import glosario from '../../src/resources/glosario/schema';
import { renderView } from './render';
import { withServer } from './server';

const server = withServer({
  seed: async (s) => {
    for (let i = 1; i <= 3; i++) await s.create(glosario, { termino: `Término ${i}`, definicion: 'Definición.' });
  },
});

const lists = () => server.received.filter((r) => r.path === '/glosario/listado');

/** The list's screen, mounted only when asked: what was read before it mounted is all it can show. */
function Gate({ children }: { readonly children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return open ? (
    children
  ) : (
    <button type="button" onClick={() => setOpen(true)}>
      abrir
    </button>
  );
}

function renderMenuAndList() {
  return renderView(
    'glosario',
    <>
      <Menu />
      <Routes>
        <Route
          path="/glosario"
          element={
            <Gate>
              <SchemaList schema={glosario} />
            </Gate>
          }
        />
        <Route path="*" element={null} />
      </Routes>
    </>,
    { path: '/' },
  );
}

describe('the first page of a list, read as its link is followed', () => {
  it('is asked for with the click, and the list shows it without asking again', async () => {
    renderMenuAndList();
    fireEvent.click(await screen.findByTestId('menu-area-sistema'));
    fireEvent.click(await screen.findByRole('link', { name: 'Glosario' }));
    await waitFor(() => expect(lists()).toHaveLength(1));
    const query = new URLSearchParams(lists()[0]?.query);
    expect([query.get('page'), query.get('perPage')]).toEqual(['1', '25']);
    server.neverAnswer('/listado');
    fireEvent.click(screen.getByRole('button', { name: 'abrir' }));
    expect(await screen.findByText('Término 3')).toBeInTheDocument();
    expect(screen.getByText('1-3 de 3')).toBeInTheDocument();
  });

  it('asks with the order the list kept from the last visit', async () => {
    renderMenuAndList();
    fireEvent.click(await screen.findByTestId('menu-area-sistema'));
    fireEvent.click(await screen.findByRole('link', { name: 'Glosario' }));
    fireEvent.click(await screen.findByRole('button', { name: 'abrir' }));
    expect(await screen.findByText('Término 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Ordenar por término/i }));
    await waitFor(() => expect(screen.getAllByRole('row')[1]).toHaveTextContent('Término 3'));
    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(screen.queryByText('Término 3')).not.toBeInTheDocument());
    const before = lists().length;
    fireEvent.click(screen.getByRole('link', { name: 'Glosario' }));
    await waitFor(() => expect(lists()).toHaveLength(before + 1));
    expect(lists().at(-1)?.query).toContain('DESC');
    server.neverAnswer('/listado');
    fireEvent.click(screen.getByRole('button', { name: 'abrir' }));
    await waitFor(() => expect(screen.getAllByRole('row')[1]).toHaveTextContent('Término 3'));
    expect(screen.getAllByRole('row')[3]).toHaveTextContent('Término 1');
  });
});
