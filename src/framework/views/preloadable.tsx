// A component whose code loads on demand (React.lazy) and can be fetched ahead (`preload`): once the code is here
// it renders at once. React.lazy alone suspends on its first render even when its download has long finished, shows
// the fallback and then holds the content back for React's 300 ms fallback throttle (issue 26 §11: signing in, the
// dashboard, the first row opened). The choice is made once per mount: switching a mounted lazy component for the
// loaded one would mount the screen again.
import { lazy, useState, type ComponentType, type ReactElement } from 'react';

export interface Preloadable<P extends object> {
  (props: P): ReactElement;
  /** Fetches the code (once; a failed download is tried again on the next call). */
  readonly preload: () => Promise<ComponentType<P>>;
  /** Whether the code is here, so the component renders without suspending. */
  readonly isReady: () => boolean;
}

export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let ready: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> =>
    (pending ??= load()
      .then((Loaded) => (ready = Loaded))
      .catch((error: unknown) => {
        // A failed download (offline a moment) is tried again on the next visit.
        pending = undefined;
        throw error;
      }));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Preloaded(props: P): ReactElement {
    const [Ready] = useState(() => ready);
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Preloaded, { preload, isReady: () => ready !== undefined });
}
