import { defineConfig } from 'vite';
import { precompress, pureSharedDeclarations } from './vite.config';

/**
 * The islands of a visitor's server-rendered page (src/islands/main.ts): a separate build, after the
 * app's, so none of the app's code (React, Mantine, the router) is bundled with them. Written to
 * dist/assets/islands with its own manifest (dist/assets/islands/.vite/manifest.json), which the
 * server reads to name the entry in a visitor's page.
 */
export default defineConfig({
  plugins: [pureSharedDeclarations(), precompress()],
  publicDir: false,
  build: {
    outDir: 'dist/assets/islands',
    emptyOutDir: true,
    assetsDir: '.',
    manifest: true,
    assetsInlineLimit: 0,
    // The islands run in every current browser a phone has; no transform of modern syntax is needed.
    target: 'es2022',
    rolldownOptions: { input: 'src/islands/main.ts' },
  },
});
