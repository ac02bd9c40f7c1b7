// Small React helpers for the hand-written calls used with react-query (carts, notifications, settings); the
// session's user and guarded call are in session.tsx.
import { HttpError } from 'react-admin';
export { useGuardedCall, useUserId } from './session';

/** react-query retry rule: a refused call (4xx: no session, locked, forbidden, not found) is not retried. */
export function retryTransient(failureCount: number, error: Error): boolean {
  if (error instanceof HttpError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}
