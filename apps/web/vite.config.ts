/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { ProxyOptions } from 'vite';

/** Where the dev and preview servers forward API, file and realtime traffic. */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3001';

const proxy: Record<string, ProxyOptions> = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/files': { target: apiTarget, changeOrigin: true },
  '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
};

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Keep the output free of inline code: the server sends `script-src 'self'`.
    assetsInlineLimit: 0,
    // React, Mantine, the router, react-query and i18next make up the ~560 kB entry (~175 kB gzip).
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Staff-only code ships as one chunk that visitors never download.
          groups: [
            {
              name: 'dashboard',
              includeDependenciesRecursively: false,
              test: /\/src\/(features\/dashboard|app\/routes\/dashboard|components\/layouts\/dashboard)/,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    css: false,
    restoreMocks: true,
    // Whole-app renders with typing take a few seconds when every test file runs in parallel.
    testTimeout: 20_000,
  },
});
