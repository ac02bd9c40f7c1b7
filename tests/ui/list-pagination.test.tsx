// A list whose server counted only up to its cap (totalExacto: false) says 'más de 10 000' and still pages on;
// an exact total reads as before; the next page is asked for while the list is idle, so 'next' shows rows at hand.
// The rows are the in-process server's (server.ts).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { insertMany } from '#server/db/batch';
import { SchemaList } from '../../src/framework/views/ResourceViews';
import glosario from '../../src/resources/glosario/schema';
import { renderView } from './render';
import { withServer } from './server';

const SEEDED = 30;

const server = withServer({
  seed: async (s) => {
    for (let i = 1; i <= SEEDED; i++) await s.create(glosario, { termino: `Término ${i}`, definicion: 'Definición.' });
  },
});

describe('ListPagination', () => {
  it("says 'más de 10 000' when the total is a floor", async () => {
    // Past the server's count cap (10 000, LIST_COUNT_CAP): straight into the table, ten thousand registrar calls
    // would take a minute. The next test starts from the 30 seeded rows again.
    const now = new Date().toISOString();
    const rows = Array.from({ length: 10_001 - SEEDED }, (_, i) => ({
      termino: `Relleno ${i}`,
      definicion: 'Definición.',
      creado_en: now,
      actualizado_en: now,
    }));
    await insertMany(server.db, 'glosario', 'id_glosario', rows);
    renderView('glosario', <SchemaList schema={glosario} />);
    expect(await screen.findByText('1-25 de más de 10 000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /siguiente|next/i })).toBeEnabled();
  });

  it('reads an exact total as before', async () => {
    renderView('glosario', <SchemaList schema={glosario} />);
    expect(await screen.findByText('1-25 de 30')).toBeInTheDocument();
  });

  it("asks for the next page while idle, without the header's spinner, and shows it from there on a click", async () => {
    const view = renderView('glosario', <SchemaList schema={glosario} />);
    // Whether page 2 ever counts as being fetched (the header's loading indicator shows while any query does).
    let fetched = false;
    view.queryClient.getQueryCache().subscribe(({ query }) => {
      if (query.state.fetchStatus === 'fetching' && JSON.stringify(query.queryKey).includes('"page":2')) fetched = true;
    });
    expect(await screen.findByText('1-25 de 30')).toBeInTheDocument();
    const pages = () => server.received.filter((r) => r.path === '/glosario/listado').map((r) => new URLSearchParams(r.query).get('page'));
    await waitFor(() => expect(pages()).toContain('2'));
    const cached = () => view.queryClient.getQueryCache().findAll({ queryKey: ['glosario', 'getList', { pagination: { page: 2, perPage: 25 } }] });
    await waitFor(() => expect(cached().some((q) => q.state.data !== undefined)).toBe(true));
    expect(fetched).toBe(false);
    // From here no list request is ever answered: page 2 can only come from what was read while idle.
    server.neverAnswer('/listado');
    fireEvent.click(screen.getByRole('button', { name: /siguiente|next/i }));
    expect(await screen.findByText('26-30 de 30')).toBeInTheDocument();
    expect(screen.getByText('Término 5')).toBeInTheDocument();
  });
});
