import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { ISOLATION_HEADERS as isolation } from './electron/main/appOrigin';

// The renderer build. `base: './'` lets Electron load dist/index.html from the file system.
// The engine worker is an ES module worker; the WASM and sql.js binaries are emitted as assets.
// The dev and preview servers send the app's cross-origin isolation headers
// (electron/main/appOrigin.ts), so the page can share memory with its engine workers.
export default defineConfig({
  base: './',
  plugins: [react()],
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: false, headers: isolation },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, headers: isolation },
});
