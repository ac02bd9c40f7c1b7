// A list's reference column reads the records its rows name once per page (listReferences): one query of all the
// page's ids, whose names show in the rows linked to their detail (a name read before shows while that query is on
// its way). The rows are the in-process server's
// (server.ts): turnos, whose Agente column points to agentes.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import turnos from '../../src/resources/turnos/schema';
import usuarios from '../../src/resources/usuarios/schema';
import { renderAdmin } from './render';
import { withServer } from './server';

const ids: Record<string, number> = {};

const server = withServer({
  seed: async (s) => {
    const agent = (nombre: string, apellido: string, usuario: string) =>
      s.create(usuarios, { nombre, apellido, usuario, email: `${usuario}@inmobiliaria.pe`, tipo: 'Agente', estado: 'activo' });
    ids.rojas = await agent('María', 'Rojas', 'mrojas');
    ids.huaman = await agent('Luis', 'Huamán', 'lhuaman');
    ids.vargas = await agent('Carla', 'Vargas', 'cvargas');
    const days = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'];
    const agents = [ids.rojas, ids.huaman, ids.rojas, ids.vargas, ids.huaman, ids.rojas];
    for (const [i, fecha] of days.entries()) await s.create(turnos, { fecha, id_usuario: agents[i], turno: 'manana', lugar: `Caseta ${i + 1}` });
  },
});

describe('a list’s reference column', () => {
  it('asks for the records of all its rows at once and shows each one’s name linked to its detail', async () => {
    const view = renderAdmin({ path: '/turnos' });
    const row = async (lugar: string) => (await screen.findByText(lugar)).closest('tr') as HTMLElement;
    await waitFor(async () => expect(within(await row('Caseta 1')).getByText('María Rojas')).toBeInTheDocument());
    expect(within(await row('Caseta 2')).getByRole('link', { name: 'Luis Huamán' })).toHaveAttribute('href', `/agentes/${ids.huaman}/show`);
    expect(within(await row('Caseta 4')).getByRole('link', { name: 'Carla Vargas' })).toHaveAttribute('href', `/agentes/${ids.vargas}/show`);
    // One query for the column, with every id of the page once (react-admin's ReferenceField kept one per row).
    const queries = view.queryClient.getQueryCache().findAll({ queryKey: ['agentes', 'getMany'], predicate: (q) => q.state.data !== undefined });
    expect(queries.map((q) => q.queryKey[2])).toEqual([{ ids: [ids.rojas, ids.huaman, ids.vargas].map(String), meta: undefined }]);
    const reads = server.received.filter((r) => r.path.startsWith('/agentes/'));
    expect(reads).toHaveLength(1);
  });

  it('shows at once a record read before while the page’s query is on its way, and a bar for the others', async () => {
    // From here no agentes request is ever answered.
    server.neverAnswer('/agentes/');
    const view = renderAdmin({ path: '/turnos' });
    // Luis Huamán's record as another screen left it in react-admin's cache.
    view.queryClient.setQueryData(['agentes', 'getOne', { id: String(ids.huaman), meta: undefined }], {
      id: ids.huaman,
      id_usuario: ids.huaman,
      nombre: 'Luis',
      apellido: 'Huamán',
    });
    const row = async (lugar: string) => (await screen.findByText(lugar)).closest('tr') as HTMLElement;
    expect(within(await row('Caseta 2')).getByRole('link', { name: 'Luis Huamán' })).toHaveAttribute('href', `/agentes/${ids.huaman}/show`);
    // react-admin's bar shows once the wait passes a second.
    expect(await within(await row('Caseta 1')).findByRole('progressbar', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(within(await row('Caseta 2')).queryByRole('progressbar')).toBeNull();
  });
});
