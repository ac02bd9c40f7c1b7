import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/vitePrecompress';
import { warningsFail } from './scripts/viteWarningsFail';

/**
 * React (and its router) in a chunk of its own, which changes less often than the app and so stays cached across
 * releases. MUI and react-admin are not grouped so: their barrels (`export *`) make a vendor chunk take every
 * component any screen uses, lazy ones included, into the first load. Rollup splits them by use instead: the login
 * page's part with the entry, <Admin> and the layout's part with AdminApp, the rest with the screens that need it
 * (issue 14: login and dashboard within 1.15× of a bare react-admin app; issue 16: the login form first; `npm run
 * bench`). `onlyExplicitManualChunks`: a group holds the modules named here, not everything they import.
 *
 * ra-core's FieldTitle (used by lazy inputs and lists) is imported through ra-core's `util` barrel, which is in a
 * cycle with it; Rollup warns unless both sit in one chunk, hence their own tiny chunk.
 */
const MANUAL_CHUNKS: [name: string, modules: RegExp][] = [
  ['react', /\/node_modules\/(?:react|react-dom|scheduler|react-router|react-router-dom|react-is|cookie|set-cookie-parser)\/|^\0commonjsHelpers/],
  ['ra-core-util', /\/node_modules\/ra-core\/dist\/util\/(?:index|FieldTitle)\.js$/],
];

function manualChunks(id: string): string | undefined {
  return MANUAL_CHUNKS.find(([, modules]) => modules.test(id))?.[0];
}

const strict = warningsFail();

// The API runs on its own port in development; `npm start` serves the build and the API together. Vite's default
// chunk size warning (500 kB) applies, and any warning fails the build (scripts/viteWarningsFail.ts).
export default defineConfig({
  customLogger: strict.customLogger,
  plugins: [react(), precompress(), strict.plugin],
  // ra-input-rich-text nests an older @tiptap/core beside extensions that need the newer one: use one copy.
  resolve: { dedupe: ['@tiptap/core', '@tiptap/pm'] },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: { outDir: 'dist', rollupOptions: { output: { manualChunks, onlyExplicitManualChunks: true } } },
});
