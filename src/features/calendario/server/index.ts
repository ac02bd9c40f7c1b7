// The calendar's server side (./routes.ts): each user's private iCalendar feed of their citas — its URL with a
// session, the feed itself in the open, by the secret in its URL (a calendar app sends no token).
import type { FeatureServer } from '#server/moduleServer';
import { registerCalendarioRoutes, registerIcsFeedRoute } from './routes';

export const server: FeatureServer = {
  routes: (api, { db }) => registerCalendarioRoutes(api, db),
  publicRoutes: (open, { db }) => registerIcsFeedRoute(open, db),
};
