// `npm run build` (and the first step of `npm start`): builds the web app with Vite and the server with
// esbuild, each only when its sources changed since the last build. A build writes a stamp (a hash of
// its sources) into its output folder; a matching stamp means the output is current.
//
//   node scripts/build.mjs            # build what is out of date
//   node scripts/build.mjs --force    # build both anyway
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = '.build-stamp';

/** Every file under the given paths (folders walked, node_modules and build output skipped). */
function filesOf(paths, skip = () => false) {
  const out = [];
  const walk = (path) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) {
        if (name === 'node_modules' || name === 'dist') continue;
        walk(join(path, name));
      }
    } else if (!skip(path)) out.push(path);
  };
  for (const path of paths) walk(join(root, path));
  return out;
}

/** A hash of the names and contents of the files a build reads. */
function sourceHash(paths, skip) {
  const hash = createHash('sha256');
  for (const file of filesOf(paths, skip)) {
    hash.update(relative(root, file));
    hash.update('\0');
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

const readStamp = (dir) => {
  try {
    return readFileSync(join(root, dir, STAMP), 'utf8').trim();
  } catch {
    return null;
  }
};

const isTest = (path) => /\.test\.tsx?$|[\\/]test[\\/]|[\\/]testing[\\/]/.test(path);
const COMMON = ['packages/shared/src', 'packages/shared/package.json', 'package-lock.json'];

const TARGETS = [
  {
    name: 'web',
    out: 'apps/web/dist',
    // Built by the same step: a missing renderer is rebuilt even when the stamp matches.
    requires: ['apps/web/dist-ssr/entry-server.js'],
    sources: [
      ...COMMON,
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/vite.islands.config.ts',
      'apps/web/postcss.config.cjs',
      'apps/web/package.json',
    ],
    // The browser's app, a visitor's islands, then the server's renderer of its public pages (dist-ssr, read by the server).
    build: () => {
      const vite = join(root, 'node_modules/vite/bin/vite.js');
      run(process.execPath, [vite, 'build'], join(root, 'apps/web'));
      // A visitor's islands, apart from the app (into dist/assets/islands, after the app's build emptied dist).
      run(process.execPath, [vite, 'build', '--config', 'vite.islands.config.ts'], join(root, 'apps/web'));
      run(
        process.execPath,
        [vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr'],
        join(root, 'apps/web'),
      );
    },
  },
  {
    name: 'server',
    out: 'apps/server/dist',
    sources: [...COMMON, 'apps/server/src', 'apps/server/package.json', 'scripts/build.mjs'],
    build: buildServer,
  },
];

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/**
 * The server as ES modules (apps/server/dist/bin/server.js and the chunks it imports) that node runs
 * without a TypeScript loader. npm packages stay external (loaded from node_modules); the
 * workspace's shared package, which ships TypeScript, is bundled in. What server.ts imports
 * dynamically is a chunk of its own, so the packages it needs load while the database opens. The
 * bundle sits as deep below the repository as
 * src/config/env.ts and src/db/client.ts, whose paths are relative to their own file (the
 * repository root four folders up, ./migrations beside it), and the migrations and the PGlite worker
 * are copied beside it.
 */
async function buildServer() {
  const { build } = await import('esbuild');
  const pkg = JSON.parse(readFileSync(join(root, 'apps/server/package.json'), 'utf8'));
  const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
  const outdir = join(root, 'apps/server/dist');
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: { server: join(root, 'apps/server/src/server.ts') },
    outdir: join(outdir, 'bin'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    splitting: true,
    target: 'node20',
    sourcemap: true,
    external: external.flatMap((name) => [name, `${name}/*`]),
    // Bundled CommonJS helpers that call require() need one in an ES module.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  cpSync(join(root, 'apps/server/src/db/migrations'), join(outdir, 'bin', 'migrations'), { recursive: true });
  // The embedded database's worker thread is started from a file beside the module that opens it.
  cpSync(join(root, 'apps/server/src/db/pglite-worker.mjs'), join(outdir, 'bin', 'pglite-worker.mjs'));
}

/** Builds every target whose sources changed since its last build (all of them with `force`). */
export async function buildStale({ force = false } = {}) {
  for (const target of TARGETS) {
    const hash = sourceHash(target.sources, target.name === 'server' ? isTest : undefined);
    const isComplete = (target.requires ?? []).every((file) => existsSync(join(root, file)));
    if (!force && isComplete && readStamp(target.out) === hash) continue;
    const started = Date.now();
    console.log(`${target.name}: sources changed, building…`);
    await target.build();
    mkdirSync(join(root, target.out), { recursive: true });
    writeFileSync(join(root, target.out, STAMP), `${hash}\n`);
    console.log(`${target.name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildStale({ force: process.argv.includes('--force') });
}
