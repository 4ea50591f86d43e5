// `npm start`: builds the web app and the server only when their sources changed since the last
// build, then runs the compiled server (no TypeScript loader) in this same process.
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildStale } from './build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

await buildStale();
process.env.NODE_ENV ??= 'production';
// The README's demo: demo data with the passwords it prints (a bare production start seeds none).
process.env.LOCAL_DEMO ??= '1';
await import(pathToFileURL(join(root, 'apps/server/dist/bin/server.js')).href);
