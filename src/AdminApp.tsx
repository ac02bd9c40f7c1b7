// <Admin> composed from the module registry; loaded by App.tsx after the login page (its own chunk).
import { lazy, Suspense } from 'react';
import { Navigate, Route, useParams } from 'react-router-dom';
import { Admin, Authenticated, CustomRoutes, Loading, Resource, type RaThemeOptions } from 'react-admin';
import { authProvider, LOGIN_ROUTE } from './authProvider';
import { dataProvider } from './dataProvider';
import { makeResource, preloadLists } from './framework/resource';
import { preloadable } from './framework/views/preloadable';
import { i18nProvider } from './i18n';
import { Layout } from './layout/Layout';
import { AdminOnly } from './layout/AdminOnly';
import { iconFor } from './layout/icons';
import { modules } from './resources/registry';
import { moduleViews } from './resources/views';
import { store } from './theme/store';
import { Notification } from './layout/toasts/Notification';

// Every screen loads with its first visit (inside the layout, react-admin shows its Loading).
const CartPage = lazy(() => import('./carts/CartPage').then((m) => ({ default: m.CartPage })));
// Sistema › Importar: its stepper and tables load only on its page.
const ImportarPage = lazy(() => import('./features/importaciones/ImportarPage').then((m) => ({ default: m.ImportarPage })));
const ConfiguracionPage = lazy(() => import('./features/configuracion/ConfiguracionPage').then((m) => ({ default: m.ConfiguracionPage })));
const ActividadPage = lazy(() => import('./pages/ActividadPage').then((m) => ({ default: m.ActividadPage })));
const LockPage = lazy(() => import('./pages/LockPage').then((m) => ({ default: m.LockPage })));
const PerfilPage = lazy(() => import('./pages/PerfilPage').then((m) => ({ default: m.PerfilPage })));
const XofertarPage = lazy(() => import('./resources/ofertantes/XofertarPage').then((m) => ({ default: m.XofertarPage })));
const FilesLibrary = lazy(() => import('./features/biblioteca/FilesLibrary').then((m) => ({ default: m.FilesLibrary })));
const ImagesLibrary = lazy(() => import('./features/biblioteca/ImagesLibrary').then((m) => ({ default: m.ImagesLibrary })));
// Calendario's pages load on demand: FullCalendar stays out of the first page's bundle.
const TurnosPage = lazy(() => import('./resources/turnos/TurnosPage').then((m) => ({ default: m.TurnosPage })));
const CalendarPage = lazy(() => import('./features/calendario/CalendarPage').then((m) => ({ default: m.CalendarPage })));
// The public complaints book: loaded only when visited, outside the authenticated layout.
const LibroReclamacionesPage = lazy(() =>
  import('./resources/libroreclamaciones/LibroReclamacionesPage').then((m) => ({ default: m.LibroReclamacionesPage })),
);
// Leaflet stays out of the first page: the map page is its own chunk.
const MapaPage = lazy(() => import('./features/map/MapaPage'));
// Reportes: letters (PDF previews) and, later, charts load only on their pages.
const CartaPage = lazy(() => import('./features/reportes/CartaPage'));
const ReportePage = lazy(() => import('./features/reportes/ReportePage'));
// The first screen after signing in: fetched ahead by the login page (shellChunks.ts), then shown at once.
const Dashboard = preloadable(() => import('./pages/Dashboard').then((m) => m.Dashboard));

/** The first screen after signing in, fetched ahead by the login page (shellChunks.ts). */
export function preloadHome(): Promise<unknown> {
  return Dashboard.preload();
}

// The lists of the menu's favourites (ofertantes, demandantes, citas…): fetched once the dashboard shows its figures.
const FAVOURITES = modules.filter((m) => m.menu?.area === 'favoritos').map((m) => m.name);
const preloadFavourites = () => void preloadLists(FAVOURITES);
const CARTAS = ['presentacioncliente', 'reporteactividad', 'cartanuevopropietario', 'cartaporletrero'] as const;

const resources = modules.map((m) => ({ schema: m, def: makeResource(m, moduleViews[m.name]) }));

function ShowRedirect({ name }: { readonly name: string }) {
  const { id } = useParams();
  return <Navigate to={`/${name}/${id ?? ''}/show`} replace />;
}

/** The seed's routes ('/sistema/glosario/listado', '/nuevo', '/detalle/{id}') lead to the module's views. */
const seedRoutes = modules.flatMap((m) =>
  m.menu
    ? [
        <Route key={`${m.name}-base`} path={m.menu.path} element={<Navigate to={`/${m.name}`} replace />} />,
        <Route key={`${m.name}-listado`} path={`${m.menu.path}/listado`} element={<Navigate to={`/${m.name}`} replace />} />,
        <Route key={`${m.name}-nuevo`} path={`${m.menu.path}/nuevo`} element={<Navigate to={`/${m.name}/create`} replace />} />,
        <Route key={`${m.name}-detalle`} path={`${m.menu.path}/detalle/:id`} element={<ShowRedirect name={m.name} />} />,
      ]
    : [],
);

interface Themes {
  readonly lightTheme: RaThemeOptions;
  readonly darkTheme: RaThemeOptions;
}

export default function AdminApp({ lightTheme, darkTheme }: Themes) {
  return (
    <Admin
      title="Inmobiliaria"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      layout={Layout}
      store={store}
      theme={lightTheme}
      darkTheme={darkTheme}
      defaultTheme="light"
      notification={Notification}
      loginPage={false}
      disableTelemetry
    >
      <CustomRoutes noLayout>
        <Route path="/" element={<Navigate to={LOGIN_ROUTE} replace />} />
        <Route path="/auth" element={<Navigate to={LOGIN_ROUTE} replace />} />
        <Route
          path="/auth/block"
          element={
            <Suspense fallback={null}>
              <LockPage />
            </Suspense>
          }
        />
        <Route
          path="/libro-de-reclamaciones"
          element={
            <Suspense fallback={null}>
              <LibroReclamacionesPage />
            </Suspense>
          }
        />
      </CustomRoutes>
      <CustomRoutes>
        <Route
          path="/dashboard/sales-dashboard"
          element={
            <Authenticated>
              <Suspense fallback={<Loading />}>
                <Dashboard onShown={preloadFavourites} />
              </Suspense>
            </Authenticated>
          }
        />
        <Route path="/dashboard" element={<Navigate to="/dashboard/sales-dashboard" replace />} />
        <Route
          path="/dashboard/perfil/detalle"
          element={
            <Authenticated>
              <PerfilPage />
            </Authenticated>
          }
        />
        <Route
          path="/dashboard/perfil/actividad"
          element={
            <Authenticated>
              <ActividadPage />
            </Authenticated>
          }
        />
        <Route
          path="/favoritos/carrito/listado"
          element={
            <Authenticated>
              <CartPage kind="carrito" />
            </Authenticated>
          }
        />
        <Route
          path="/favoritos/carritode/listado"
          element={
            <Authenticated>
              <CartPage kind="carritode" />
            </Authenticated>
          }
        />
        <Route
          path="/sistema/configuracion"
          element={
            <Authenticated>
              <AdminOnly>
                <ConfiguracionPage />
              </AdminOnly>
            </Authenticated>
          }
        />
        <Route
          path="/sistema/importar"
          element={
            <Authenticated>
              <AdminOnly>
                <Suspense fallback={<Loading />}>
                  <ImportarPage />
                </Suspense>
              </AdminOnly>
            </Authenticated>
          }
        />
        <Route
          path="/procesos/xofertar/listado"
          element={
            <Authenticated>
              <XofertarPage />
            </Authenticated>
          }
        />
        <Route
          path="/calendario/turnos/horario"
          element={
            <Authenticated>
              <Suspense fallback={<Loading />}>
                <TurnosPage />
              </Suspense>
            </Authenticated>
          }
        />
        <Route
          path="/calendario/google/calendar"
          element={
            <Authenticated>
              <Suspense fallback={<Loading />}>
                <CalendarPage />
              </Suspense>
            </Authenticated>
          }
        />
        <Route
          path="/mapa/maps"
          element={
            <Authenticated>
              <Suspense fallback={<Loading />}>
                <MapaPage />
              </Suspense>
            </Authenticated>
          }
        />
        <Route
          path="/imagenesyfiles/imagenes/listado"
          element={
            <Authenticated>
              <ImagesLibrary />
            </Authenticated>
          }
        />
        <Route
          path="/imagenesyfiles/files/listado"
          element={
            <Authenticated>
              <FilesLibrary />
            </Authenticated>
          }
        />
        {CARTAS.map((c) => (
          <Route
            key={c}
            path={`/reportes/cartaseinformes/${c}`}
            element={
              <Authenticated>
                <Suspense fallback={<Loading />}>
                  <CartaPage kind={c} />
                </Suspense>
              </Authenticated>
            }
          />
        ))}
        {(['agentes', 'propiedades'] as const).map((r) => (
          <Route
            key={r}
            path={`/reportes/${r}/generar`}
            element={
              <Authenticated>
                <AdminOnly>
                  <Suspense fallback={<Loading />}>
                    <ReportePage kind={r} />
                  </Suspense>
                </AdminOnly>
              </Authenticated>
            }
          />
        ))}
        {seedRoutes}
      </CustomRoutes>
      {resources.map(({ schema, def }) => (
        <Resource key={def.name} {...def} icon={iconFor(schema.menu?.icon ?? '')} />
      ))}
    </Admin>
  );
}
