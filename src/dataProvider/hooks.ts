// Small React helpers for the hand-written calls used with react-query (carts, notifications, settings).
import { useCallback } from 'react';
import { HttpError, useAuthState, useGetIdentity, useLogoutIfAccessDenied, type Identifier } from 'react-admin';

/** Runs an API call; a 401/423 goes through the authProvider (sign out or lock screen) before failing. */
export function useGuardedCall() {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useCallback(
    async <T>(call: () => Promise<T>): Promise<T> => {
      try {
        return await call();
      } catch (e) {
        await logoutIfAccessDenied(e);
        throw e;
      }
    },
    [logoutIfAccessDenied],
  );
}

/**
 * The signed-in user's id (the identity's `sub`) once the session is checked (valid, not locked); undefined
 * before and otherwise. The header's queries wait for it, so an expired or locked session never fires them.
 */
export function useUserId(): Identifier | undefined {
  const { authenticated } = useAuthState();
  const { identity } = useGetIdentity();
  return authenticated === true ? identity?.id : undefined;
}

/** react-query retry rule: a refused call (4xx: no session, locked, forbidden, not found) is not retried. */
export function retryTransient(failureCount: number, error: Error): boolean {
  if (error instanceof HttpError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}
