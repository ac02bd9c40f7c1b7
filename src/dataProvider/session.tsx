// The signed-in user and the guarded call, read once for the whole shell. react-admin's session hooks (useAuthState,
// useLogoutIfAccessDenied) read the address to come back to it after a new sign-in, so every component calling them
// rendered again on each address change — a sort, a page, a row opened: the header's two carts, its bell and its
// shortcuts, and each list row's cart button, before the list's own rows (issue 26 §11). Here only the provider
// does; what it gives changes with the user, not with the address.
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useAuthState, useEvent, useGetIdentity, useLogoutIfAccessDenied, type Identifier } from 'react-admin';
import { useNavigate, type NavigateOptions, type To } from 'react-router-dom';

type Guarded = <T>(call: () => Promise<T>) => Promise<T>;
type Navigate = (to: To, options?: NavigateOptions) => void;

interface Session {
  readonly uid: Identifier | undefined;
  readonly guarded: Guarded;
  readonly navigate: Navigate;
}

const SessionContext = createContext<Session | null>(null);

/** Around the shell (Layout) and any part rendered alone (the tests): what the hooks below read. */
export function SessionProvider({ children }: { readonly children: ReactNode }) {
  const { authenticated } = useAuthState();
  const { identity } = useGetIdentity();
  const uid = authenticated === true ? identity?.id : undefined;
  // react-admin's useEvent: a function that stays the same and calls the latest one given.
  const logoutIfAccessDenied = useEvent(useLogoutIfAccessDenied());
  const navigateNow = useNavigate();
  const navigate = useEvent<Parameters<Navigate>, void>((to, options) => void navigateNow(to, options));
  const guarded = useCallback<Guarded>(
    async (call) => {
      try {
        return await call();
      } catch (e) {
        await logoutIfAccessDenied(e);
        throw e;
      }
    },
    [logoutIfAccessDenied],
  );
  const value = useMemo(() => ({ uid, guarded, navigate }), [uid, guarded, navigate]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('Falta <SessionProvider> alrededor de este componente');
  return session;
}

/**
 * The signed-in user's id (the identity's `sub`) once the session is checked (valid, not locked); undefined
 * before and otherwise. The header's queries wait for it, so an expired or locked session never fires them.
 */
export function useUserId(): Identifier | undefined {
  return useSession().uid;
}

/** Runs an API call; a 401/423 goes through the authProvider (sign out or lock screen) before failing. */
export function useGuardedCall(): Guarded {
  return useSession().guarded;
}

/** react-router's navigate, without rendering again on each address change (for a click's handler). */
export function useNavigateLater(): Navigate {
  return useSession().navigate;
}
