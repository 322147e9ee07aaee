import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The renderer build. `base: './'` lets Electron load dist/index.html from the file system.
// The engine worker is an ES module worker; the WASM and sql.js binaries are emitted as assets.
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
  server: { host: '127.0.0.1', port: 5173, strictPort: false },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
