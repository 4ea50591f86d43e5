/// <reference types="vitest/config" />
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin, ProxyOptions } from 'vite';

/** Where the dev and preview servers forward API, file and realtime traffic. */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3001';

const proxy: Record<string, ProxyOptions> = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/files': { target: apiTarget, changeOrigin: true },
  '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
};

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, so the server
 * sends compressed bytes without compressing per request. Copies that save little are skipped.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'ideamatch-precompress',
    apply: 'build',
    configResolved(config) {
      // The server renderer's build (`--ssr`) is read from disk by the server, never sent.
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
      // The server renderer's build (`--ssr`) is read from disk by the server, never sent.
      if (config.build.ssr) outDir = '';
    },
    closeBundle() {
      if (!outDir) return;
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const raw = readFileSync(file);
        if (raw.length < 1024) continue;
        const br = brotliCompressSync(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        });
        const gz = gzipSync(raw, { level: 9 });
        if (br.length < raw.length * 0.9) writeFileSync(`${file}.br`, br);
        if (gz.length < raw.length * 0.9) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompress()],
  server: { port: 5173, proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server renderer's build needs none of the files served as they are.
    copyPublicDir: !isSsrBuild,
    // dist/.vite/manifest.json: the server preloads the chunks of the page asked for from it.
    manifest: true,
    // Keep the output free of inline code: the server sends `script-src 'self'`.
    assetsInlineLimit: 0,
    // React, Mantine, the router, react-query and i18next make up the ~600 kB entry (~170 kB brotli).
    chunkSizeWarningLimit: 700,
    // The server renderer (`vite build --ssr src/entry-server.tsx`) is one file with its pages beside it.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                // Staff-only code ships as one chunk that visitors never download.
                {
                  name: 'dashboard',
                  includeDependenciesRecursively: false,
                  test: /\/src\/(features\/dashboard|app\/routes\/dashboard|components\/layouts\/dashboard)/,
                },
                // Everything the entry imports statically is one file, not a dozen shared pieces.
                { name: 'app', tags: ['$initial'] },
              ],
              // Small pieces shared by some pages are copied into each page's chunk instead of being a
              // file (and a request) of their own: a page needs about ten files rather than ninety.
              experimentalInlineCommonChunks: { maxSize: 40 * 1024 },
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
}));
