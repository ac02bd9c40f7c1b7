// The yardstick of the waits in `npm run bench`: a bare react-admin app with the stock ra-data-simple-rest, its
// default layout and menu, a dashboard and one list (ListGuesser) of the same 25 rows the agency's list shows,
// served by the bench next to the built files (bench/firstLoad.ts).
import { createRoot } from 'react-dom/client';
import { Admin, ListGuesser, Resource } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

const Dashboard = () => <h1>Inicio</h1>;

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <Admin dataProvider={simpleRestProvider('/api')} dashboard={Dashboard}>
      <Resource name="ofertantes" list={ListGuesser} />
    </Admin>,
  );
