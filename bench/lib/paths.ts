import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The `bench/` workspace directory. */
export const BENCH_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The repository root (the npm workspaces root). */
export const REPO_ROOT = resolve(BENCH_DIR, '..');

export const SCENARIOS_DIR = resolve(BENCH_DIR, 'scenarios');
export const SERVERS_DIR = resolve(BENCH_DIR, 'servers');
export const RESULTS_DIR = resolve(BENCH_DIR, 'results');

/** The tsx binary installed at the root; used to run the real server exactly like `npm start` does. */
export const TSX_BIN = resolve(REPO_ROOT, 'node_modules/.bin/tsx');

/** Every benchmark talks to this address only. */
export const BENCH_HOST = '127.0.0.1';
