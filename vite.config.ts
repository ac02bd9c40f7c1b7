import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/vitePrecompress';

/**
 * React (and its router) in a chunk of its own, which changes less often than the app and so stays cached across
 * releases. MUI and react-admin are not grouped so: their barrels (`export *`) make a vendor chunk take every
 * component any screen uses, lazy ones included, into the first load. Rollup splits them by use instead: the shell's
 * part with the shell, the rest with the screens that need it (issue 14: login and dashboard within 1.15× of a bare
 * react-admin app, `npm run bench`).
 */
const VENDOR_CHUNKS: [name: string, packages: RegExp][] = [
  ['react', /\/node_modules\/(?:react|react-dom|scheduler|react-router|react-router-dom|react-is)\//],
];

function manualChunks(id: string): string | undefined {
  return VENDOR_CHUNKS.find(([, packages]) => packages.test(id))?.[0];
}

// The API runs on its own port in development; `npm start` serves the build and the API together.
export default defineConfig({
  plugins: [react(), precompress()],
  // ra-input-rich-text nests an older @tiptap/core beside extensions that need the newer one: use one copy.
  resolve: { dedupe: ['@tiptap/core', '@tiptap/pm'] },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  // The shell's chunk (what login and the layout use of MUI and react-admin) is ~700 kB before gzip; a bare
  // react-admin app is one chunk of ~1 MB.
  build: { outDir: 'dist', chunkSizeWarningLimit: 800, rollupOptions: { output: { manualChunks } } },
});
