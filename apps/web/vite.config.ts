/// <reference types="vitest/config" />
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { tsImport } from 'tsx/esm/api';
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
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'ideamatch-precompress',
    apply: 'build',
    configResolved(config) {
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

/** A contract module of the shared package (`packages/shared/src/api/<module>.ts`), not its index. */
const CONTRACT_MODULE = /[\\/]packages[\\/]shared[\\/]src[\\/]api[\\/](?!index\.)[\w-]+\.ts$/;

const isEndpoint = (value: unknown): value is { method: string; path: string } =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

/**
 * In the browser's build, each API contract module of the shared package becomes its endpoints'
 * method and path, all `call()` reads at run time: the zod schemas they are written with (zod and
 * every schema module, about 30 KB compressed) stay out of the code a page loads. Types still come
 * from the real modules; tests and the server's renderer use them as they are. A value of the module
 * that is not a set of endpoints (a list of error codes) is kept as its JSON.
 */
function lightContracts(): Plugin {
  return {
    name: 'ideamatch-light-contracts',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    async load(id) {
      const file = id.split('?')[0]!;
      if (!CONTRACT_MODULE.test(file)) return null;
      const module = (await tsImport(file, import.meta.url)) as Record<string, unknown>;
      const lines = Object.entries(module)
        .filter(([name]) => name !== 'default')
        .map(([name, value]) => {
          if (typeof value === 'object' && value !== null && Object.values(value).every(isEndpoint)) {
            const endpoints = Object.entries(value as Record<string, { method: string; path: string }>).map(
              ([key, endpoint]) => [key, { method: endpoint.method, path: endpoint.path }],
            );
            return `export const ${name} = ${JSON.stringify(Object.fromEntries(endpoints))};`;
          }
          // Anything else must survive JSON as it is (a list of codes), or the browser would get less.
          if (!isDeepStrictEqual(JSON.parse(JSON.stringify(value) ?? 'null'), value))
            this.error(`${file}: export ${name} is neither endpoints nor plain data`);
          return `export const ${name} = ${JSON.stringify(value)};`;
        });
      return lines.join('\n');
    },
  };
}

/** A module of the shared package's sources. */
const SHARED_MODULE = /[\\/]packages[\\/]shared[\\/]src[\\/].+\.ts$/;

type Node = { type: string; start: number; end: number };
type Declarator = { init: Node | null };
type Statement = Node & { kind?: string; declarations?: Declarator[]; declaration?: Statement | null };

/** Initializers that need no wrapping: they have no effect the bundler would keep. */
const INERT = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'Literal', 'Identifier', 'TemplateLiteral']);

/**
 * In the browser's build, marks every top-level `const` of the shared package whose value is computed
 * (`z.object(…)`, `envelope(…)`, `codesOf(…)`) as free of side effects, so the bundler drops those a
 * page does not use. The package's modules only declare values (`"sideEffects": false`), yet the
 * bundler keeps a computed value it cannot prove pure: a page that imports one constant from a schema
 * module got every zod schema of that module, and zod with them. `/* @__PURE__ *\/ (() => value)()`
 * is the same value, computed at the same moment, which the bundler may leave out when unused.
 */
export function pureSharedDeclarations(): Plugin {
  return {
    name: 'ideamatch-pure-shared-declarations',
    // After TypeScript is stripped, so the code parses as JavaScript.
    enforce: 'post',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    transform(code, id) {
      if (!SHARED_MODULE.test(id.split('?')[0]!) || /\.test\.ts$/.test(id)) return null;
      const program = this.parse(code) as unknown as { body: Statement[] };
      const inits: Node[] = [];
      for (const statement of program.body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
        for (const { init } of declaration.declarations ?? []) if (init && !INERT.has(init.type)) inits.push(init);
      }
      if (inits.length === 0) return null;
      let out = code;
      for (const init of inits.sort((a, b) => b.start - a.start)) {
        out = `${out.slice(0, init.start)}/* @__PURE__ */ (() => (${out.slice(init.start, init.end)}))()${out.slice(init.end)}`;
      }
      return { code: out, map: null };
    },
  };
}

/**
 * The app's own JSX runtime: React's, with the Thai words of the product's vocabulary kept whole
 * wherever the app's code renders text (src/lib/keep-words). Packages keep React's.
 */
const KEEP_WORDS_RUNTIME = 'keep-words-jsx';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react({ jsxImportSource: KEEP_WORDS_RUNTIME }), lightContracts(), pureSharedDeclarations(), precompress()],
  resolve: {
    alias: [
      {
        find: new RegExp(`^${KEEP_WORDS_RUNTIME}/(jsx-runtime|jsx-dev-runtime)$`),
        replacement: `${fileURLToPath(new URL('./src/lib/keep-words/', import.meta.url))}$1.ts`,
      },
      // `createElement`, which the runtime takes from the source's root for a key after a spread.
      {
        find: new RegExp(`^${KEEP_WORDS_RUNTIME}$`),
        replacement: fileURLToPath(new URL('./src/lib/keep-words/index.ts', import.meta.url)),
      },
    ],
  },
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
    // React, Mantine, the router, react-query and i18next make up the ~590 kB entry (~155 kB brotli).
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
    // Test files share a window per worker: 334 s → 100 s for the web and shared tests. The setup's
    // afterEach leaves the window as the next file expects it, and fails a test that leaves React's
    // texts bound to an i18next instance of its own (what once left later files with raw keys).
    // Whole-app renders with typing take a few seconds when every test file runs in parallel.
    testTimeout: 20_000,
    isolate: false,
  },
}));
