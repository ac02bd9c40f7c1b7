// A module's views load with their first visit (React.lazy), but a view whose code is already here renders at once:
// React.lazy alone suspends on its first render even then, shows the layout's Loading and reveals the view no sooner
// than React's 300 ms fallback throttle. A list on screen fetches its record's detail and form code when the browser
// is idle, so the first row opened does not wait for it (issue 26 §11).
import { Suspense, useEffect, type ComponentType, type ReactElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { makeResource, preloadLists, viewCodeReady } from '../../src/framework/resource';
import { preloadable } from '../../src/framework/views/preloadable';
import glosario from '../../src/resources/glosario/schema';
import { renderView } from './render';
import { withServer } from './server';

/** The Suspense fallback, counting how often it was shown. */
function fallback(): { element: ReactElement; shown: () => number } {
  let shown = 0;
  function Waiting() {
    useEffect(() => {
      shown++;
    }, []);
    return <p>esperando el código</p>;
  }
  return { element: <Waiting />, shown: () => shown };
}

function Suspended({ View, fallback: f }: { readonly View: ComponentType; readonly fallback: ReactElement }) {
  return (
    <Suspense fallback={f}>
      <View />
    </Suspense>
  );
}

describe('Views loaded on demand', () => {
  withServer({
    seed: async (server) => {
      await server.create(glosario, { termino: 'Arras', definicion: 'Señal que se entrega para asegurar la compraventa.' });
    },
  });

  it('renders a list whose code was fetched ahead without suspending', async () => {
    const resource = makeResource(glosario);
    await preloadLists(['glosario']);
    const waiting = fallback();
    renderView('glosario', <Suspended View={resource.list!} fallback={waiting.element} />);
    expect(await screen.findByText('Arras')).toBeInTheDocument();
    expect(waiting.shown()).toBe(0);
  });

  it('fetches the detail’s code while its list is shown, so the detail then renders without suspending', async () => {
    const resource = makeResource(glosario);
    expect(viewCodeReady(resource.show)).toBe(false);
    const listed = renderView('glosario', <Suspended View={resource.list!} fallback={<p>esperando la lista</p>} />);
    expect(await screen.findByText('Arras')).toBeInTheDocument();
    // Fetched once the browser is idle with the list shown (requestIdleCallback, or 200 ms where there is none).
    await waitFor(() => expect(viewCodeReady(resource.show)).toBe(true), { timeout: 5000 });
    listed.unmount();
    const waiting = fallback();
    renderView(
      'glosario',
      <Routes>
        <Route path="/glosario/:id/show/*" element={<Suspended View={resource.show!} fallback={waiting.element} />} />
      </Routes>,
      { path: '/glosario/1/show' },
    );
    await waitFor(() => expect(screen.getAllByText('Arras').length).toBeGreaterThan(0));
    expect(waiting.shown()).toBe(0);
  });

  it('a screen fetched ahead (the app after signing in, the dashboard) renders at once; one not fetched suspends once', async () => {
    const Greeting = ({ nombre }: { readonly nombre: string }) => <p>{`Hola, ${nombre}`}</p>;
    const Ahead = preloadable(async () => Greeting);
    expect(Ahead.isReady()).toBe(false);
    await Ahead.preload();
    expect(Ahead.isReady()).toBe(true);
    /** Renders the greeting of `Screen` under Suspense; gives how often its fallback showed. */
    const greet = async (Screen: typeof Ahead, nombre: string) => {
      const waiting = fallback();
      renderView(
        'glosario',
        <Suspense fallback={waiting.element}>
          <Screen nombre={nombre} />
        </Suspense>,
      );
      expect(await screen.findByText(`Hola, ${nombre}`)).toBeInTheDocument();
      return waiting.shown();
    };
    expect(await greet(Ahead, 'Ana')).toBe(0);
    const Later = preloadable(async () => Greeting);
    expect(await greet(Later, 'Luis')).toBe(1);
  });
});
