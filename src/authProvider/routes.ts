// The routes the session leads to: imported by the login page and the session watcher without the rest of the
// authProvider (which needs the module registry).
export const LOGIN_ROUTE = '/auth/login';
export const LOCK_ROUTE = '/auth/block';
export const HOME_ROUTE = '/dashboard/sales-dashboard';
