// The app mounts <BrowserRouter> (App.tsx, declarative mode), where navigate() changes the URL at once and returns
// nothing; react-router types it `void | Promise<void>` for every mode and documents this augmentation for
// <BrowserRouter>. If the app moves to <RouterProvider>, switch the signatures to `Promise<void>` instead.
import type { NavigateOptions, To } from 'react-router';

declare module 'react-router' {
  interface NavigateFunction {
    (to: To, options?: NavigateOptions): void;
    (delta: number): void;
  }
}
