// The code behind the login page: App.tsx renders the app (react-admin, the layout, the modules) lazily. The login
// page starts fetching it, and through it the dashboard's chunk, once the user starts typing, so signing in waits for
// the server only; the login page itself loads nothing more than before (issue 26 §11).
import { preloadable } from './framework/views/preloadable';

export const loadAdminApp = () => import('./AdminApp');

/** <Admin>, rendered at once when the login page fetched its code ahead (no suspension, no fallback throttle). */
export const AdminAppView = preloadable(() => loadAdminApp().then((m) => m.default));

let started = false;

/** Starts fetching the app and its first screen (once; a failure is left to the route that needs them). */
export function preloadSignedInShell(): void {
  if (started) return;
  started = true;
  AdminAppView.preload()
    .then(loadAdminApp)
    .then((app) => app.preloadHome())
    .catch(() => undefined);
}
