import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';

/**
 * The shared contract's barrel re-exports zod schemas the browser never uses; marking the contract
 * side-effect free lets the bundler drop them (and zod) from the /login bundle.
 */
const sharedContractIsPure: Plugin = {
  name: 'tessera-shared-contract-pure',
  transform(code, id) {
    if (/packages[\\/]shared[\\/]src/.test(id)) return { code, map: null, moduleSideEffects: false };
    return undefined;
  },
};

/** The server the dev proxy forwards /api to. */
const API_TARGET = 'http://127.0.0.1:3000';

/** Vite config: React, the `@/` alias, and a dev proxy that forwards /api (HTTP and WebSocket) to the server. */
export default defineConfig({
  plugins: [react(), sharedContractIsPure],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': {
        target: API_TARGET,
        changeOrigin: true,
        ws: true,
        // the server accepts only same-origin sockets; through this proxy the page's origin is Vite's
        configure: (proxy) => proxy.on('proxyReqWs', (proxyReq) => proxyReq.setHeader('origin', API_TARGET)),
      },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
  },
});
