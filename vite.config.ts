import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API runs on its own port in development; `npm start` serves the build and the API together.
export default defineConfig({
  plugins: [react()],
  // ra-input-rich-text nests an older @tiptap/core beside extensions that need the newer one: use one copy.
  resolve: { dedupe: ['@tiptap/core', '@tiptap/pm'] },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: { outDir: 'dist', chunkSizeWarningLimit: 4000 },
});
