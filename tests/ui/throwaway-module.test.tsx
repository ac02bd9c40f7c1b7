// A module that is not in the product, from its one folder (tests/fixtures/modules/notas): its hand-written list (found
// by src/resources/views.ts's own discovery) over the framework's, with a summary its own server route answers, and
// the generated detail and edit form — beside the registry's modules, on the in-process server. Its API:
// tests/api/throwaway-module.test.ts.
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ModuleServer } from '#server/moduleServer';
import type { ResourceViews } from '../../src/framework/resource';
import { modules as registryModules } from '../../src/resources/registry';
import { viewsByFolder } from '../../src/resources/views';
import notas from '../fixtures/modules/notas/schema';
import { server as notasServer } from '../fixtures/modules/notas/server';
import { renderAdmin } from './render';
import { withServer } from './server';

const views = viewsByFolder(import.meta.glob<{ default: ResourceViews }>('../fixtures/modules/*/index.tsx'));
const extraServers: Record<string, ModuleServer> = { notas: notasServer };
/** A first render of a busy machine's transform and data may take longer than findBy's usual 5 s. */
const firstPaint = { timeout: 15_000 };

// As render.tsx does for the registry's views: loaded up front, so a test's first render does not wait for the transform.
beforeAll(() => Promise.all(Object.values(views).map((load) => load())));

describe('a throwaway module with its own view and route', () => {
  const server = withServer({
    extraModules: [notas],
    extraServers,
    seed: async (s) => {
      await s.create(notas, { titulo: 'Llamar al propietario', prioridad: 'alta', id_agente: 1 });
      await s.create(notas, { titulo: 'Pedir la partida', prioridad: 'baja', id_agente: 1 });
      await s.create(notas, { titulo: 'Tasación pendiente', prioridad: 'alta', id_agente: 1 });
    },
  });
  const modules = [...registryModules, notas];

  it('is found by the views discovery of src/resources/views.ts', () => {
    expect(Object.keys(views)).toEqual(['notas']);
  });

  it('lists its rows under the summary its own route gives (with the session)', async () => {
    renderAdmin({ modules, views, path: '/notas' });
    expect(await screen.findByText('Llamar al propietario', {}, firstPaint)).toBeInTheDocument();
    expect(screen.getByText('Pedir la partida')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Resumen de notas' })).toBeInTheDocument();
    expect(await screen.findByText('En total: 3', {}, firstPaint)).toBeInTheDocument();
    const call = server.received.find((r) => r.path === '/notas/resumen');
    expect(call?.status).toBe(200);
  });

  it('shows a record and edits it with the generated views', async () => {
    const [row] = await server.rowsWhere(notas, 'titulo', 'Pedir la partida');
    const id = String(row?.id_nota);
    const shown = renderAdmin({ modules, views, path: `/notas/${id}/show` });
    expect(await screen.findByText('Pedir la partida', {}, firstPaint)).toBeInTheDocument();
    expect(screen.getByText('Baja')).toBeInTheDocument();
    shown.unmount();
    renderAdmin({ modules, views, path: `/notas/${id}` });
    const titulo = await screen.findByRole('textbox', { name: /Título/ }, firstPaint);
    expect(titulo).toHaveValue('Pedir la partida');
    expect(within(document.body).queryByText('Resumen de notas')).not.toBeInTheDocument();
  });
});
