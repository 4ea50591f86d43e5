import { existsSync, readFileSync, rmSync } from 'node:fs';
import { STATE_FILE } from './global-setup';

/** Stops the server with SIGTERM (graceful shutdown) and removes its data directory. */
export default async function globalTeardown() {
  if (!existsSync(STATE_FILE)) return;
  const { pid, dataDir } = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as { pid: number; dataDir: string };
  try {
    process.kill(pid, 'SIGTERM');
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      try {
        process.kill(pid, 0);
        await new Promise((r) => setTimeout(r, 100));
      } catch {
        break;
      }
    }
  } catch {
    // Already gone.
  }
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(STATE_FILE, { force: true });
}
