// `npm run dev`: the API server (restarting on change) on API_PORT (default 3001) and Vite with hot
// reload on PORT (default 3000), proxying /api, /files and /socket.io to the server.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const webPort = process.env.PORT ?? '3000';
const children = [
  spawn('npm', ['run', 'dev', '-w', 'apps/server'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}` },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web', '--', '--port', webPort, '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, API_PROXY_TARGET: `http://localhost:${apiPort}` },
  }),
];

let stopping = false;
const stop = (code = 0) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
