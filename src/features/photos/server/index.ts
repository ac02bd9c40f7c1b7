// The photos' server side (./routes.ts): an ofertante's photos, the avatars (./avatar.ts) and the library's pictures,
// in one scope that parses multipart uploads.
import type { FeatureServer } from '#server/moduleServer';
import { registerImagenesRoutes } from './routes';

export const server: FeatureServer = { routes: registerImagenesRoutes };
