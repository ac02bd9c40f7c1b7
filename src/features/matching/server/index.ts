// The matching's server side (cruces): the ranked lists of either side (./routes.ts); what a write of an ofertante or
// a demandante sets off is called from those modules' hooks (./onOfertanteWrite.ts, ./onDemandanteWrite.ts).
import type { FeatureServer } from '#server/moduleServer';
import { registerCrucesRoutes } from './routes';

export const server: FeatureServer = { routes: registerCrucesRoutes };
