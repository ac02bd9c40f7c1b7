// Sistema › Importar's server side (./routes.ts): spreadsheets into any module of the registry, analysed and written
// through the generated CRUD's own operations (the `crud` of the signed-in routes' dependencies).
import type { FeatureServer } from '#server/moduleServer';
import { registerImportRoutes } from './routes';

export const server: FeatureServer = { routes: (api, { crud }) => registerImportRoutes(api, crud) };
