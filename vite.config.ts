import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('./src/web', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));

export default defineConfig({
  root,
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir,
    emptyOutDir: true,
    // scripts/check-bundle-budget.mjs reads the manifest to find the home route's initial chunks.
    manifest: true,
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    port: 5173,
    strictPort: true,
    // `/api/ws` is the socket (real time): the proxy passes the upgrade on.
    proxy: {
      '/api/ws': { target: 'ws://127.0.0.1:3001', ws: true, changeOrigin: false },
      '/api': { target: 'http://127.0.0.1:3001', changeOrigin: false },
    },
  },
  preview: { port: 4173 },
});
