// The yardstick of the waits in `npm run bench` (bench/waits.ts): a bare react-admin app with the stock
// ra-data-simple-rest on the app's own REST dialect (/api/rest, the same server and rows, proxied by the bench), its
// default layout and menu, a dashboard, and the ofertantes list (the app's list columns, a search, sortable headers,
// pagination), detail and edit form — the choices the app makes where react-admin offers two (a row opens the
// detail; a save waits for the server, then shows the detail), so that what differs is what the app adds.
import { createRoot } from 'react-dom/client';
import {
  Admin,
  DataTable,
  Edit,
  fetchUtils,
  List,
  NumberInput,
  Resource,
  SearchInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
} from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

/** The app's list columns, given by the bench at build time (ofertantes' schema). */
declare const OFERTANTES_COLUMNS: readonly string[];

const httpClient = (url: string, options: fetchUtils.Options = {}) =>
  fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: `Bearer ${localStorage.getItem('token') ?? ''}` } });
const dataProvider = simpleRestProvider('/api/rest', httpClient);

const Dashboard = () => <h1>Inicio</h1>;

const OfertantesList = () => (
  <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'fecha_captacion', order: 'DESC' }}>
    <DataTable rowClick="show">
      {OFERTANTES_COLUMNS.map((c) => (
        <DataTable.Col key={c} source={c} />
      ))}
    </DataTable>
  </List>
);

const OfertanteShow = () => (
  <Show>
    <SimpleShowLayout>
      {OFERTANTES_COLUMNS.map((c) => (
        <TextField key={c} source={c} />
      ))}
    </SimpleShowLayout>
  </Show>
);

const OfertanteEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <SimpleForm>
      <TextInput source="codigo" />
      <TextInput source="descripcion" multiline />
      <NumberInput source="precio" />
    </SimpleForm>
  </Edit>
);

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <Admin dataProvider={dataProvider} dashboard={Dashboard}>
      <Resource name="ofertantes" list={OfertantesList} show={OfertanteShow} edit={OfertanteEdit} />
    </Admin>,
  );
