// Shared by the global setup (server environment) and the tests.
export const E2E_PASSWORD = 'e2e-clave-123';
export const HOME_PATH = '/dashboard/sales-dashboard';
export const LOGIN_PATH = '/auth/login';
export const LOCK_PATH = '/auth/block';
