import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/vitePrecompress';

/**
 * Vendor code that every screen needs, in chunks that change less often than the app (so they stay cached across
 * releases) and that keep each file under Vite's 500 kB warning. Libraries used only by lazy pages (calendar, maps,
 * date pickers) are left out on purpose: they stay in those pages' chunks.
 */
const VENDOR_CHUNKS: [name: string, packages: RegExp][] = [
  ['react', /\/node_modules\/(?:react|react-dom|scheduler|react-router|react-router-dom|react-is)\//],
  ['mui', /\/node_modules\/(?:@mui\/(?:material|system|utils|styled-engine|private-theming|core-downloads-tracker)|@emotion\/[^/]+|@popperjs\/core|react-transition-group)\//],
  ['mui-icons', /\/node_modules\/@mui\/icons-material\//],
  ['react-admin', /\/node_modules\/(?:react-admin|ra-core|ra-ui-materialui|ra-i18n-polyglot|ra-language-[^/]+|node-polyglot|@tanstack\/[^/]+|react-hook-form|lodash|query-string|react-dropzone|inflection|jsonexport|react-error-boundary)\//],
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
  build: { outDir: 'dist', rollupOptions: { output: { manualChunks } } },
});
