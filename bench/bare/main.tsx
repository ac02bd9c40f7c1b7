// The yardstick of `npm run bench`: a bare react-admin app (one Resource, ListGuesser, in-memory data), built by
// Vite with its defaults in the same run, whose first-load JavaScript the agency's app is compared with.
import { createRoot } from 'react-dom/client';
import { Admin, ListGuesser, Resource, type DataProvider } from 'react-admin';

const rows = [
  { id: 1, title: 'Hello' },
  { id: 2, title: 'World' },
];
const dataProvider = {
  getList: async () => ({ data: rows, total: rows.length }),
  getOne: async (_r: string, { id }: { id: unknown }) => ({ data: rows.find((r) => r.id === id) ?? rows[0] }),
  getMany: async () => ({ data: rows }),
  getManyReference: async () => ({ data: rows, total: rows.length }),
  create: async () => ({ data: rows[0] }),
  update: async () => ({ data: rows[0] }),
  updateMany: async () => ({ data: [] }),
  delete: async () => ({ data: rows[0] }),
  deleteMany: async () => ({ data: [] }),
} as DataProvider;

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <Admin dataProvider={dataProvider}>
      <Resource name="posts" list={ListGuesser} />
    </Admin>,
  );
