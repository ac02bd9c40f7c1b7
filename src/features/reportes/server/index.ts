// The reports' server side: letters and reports (PDF, CSV), the dashboard's figures and the administrators' reports
// (./routes.ts).
import type { FeatureServer } from '#server/moduleServer';
import { registerDashboardRoutes, registerReportesAdminRoutes, registerReportesRoutes } from './routes';

export const server: FeatureServer = {
  routes: (api, { db, config }) => {
    const deps = { db, dataDir: config.dataDir };
    registerReportesRoutes(api, deps);
    registerDashboardRoutes(api, deps);
    registerReportesAdminRoutes(api, deps);
  },
};
