import { existsSync, readFileSync, rmSync } from 'node:fs';
import { STATE_FILE } from './global-setup';

/** Stops one server with SIGTERM (graceful shutdown), waiting up to 15 s for it to exit. */
async function stop(pid: number) {
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
}

/** The CPU seconds a process has used (user + system), from /proc; null where there is none. */
function cpuSeconds(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are the 12th and 13th fields after the command name, in clock ticks (100 a second).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** Stops every server global-setup started and removes their data directories. */
export default async function globalTeardown() {
  if (!existsSync(STATE_FILE)) return;
  const servers = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as { pid: number; dataDir: string }[];
  // How much of the run the servers computed: a slow run shows whether the servers or the browsers
  // were busy.
  const used = servers.map(({ pid }) => cpuSeconds(pid));
  if (used.every((seconds) => seconds !== null)) console.log(`e2e servers used ${used.join(' + ')} CPU seconds`);
  await Promise.all(servers.map(({ pid }) => stop(pid)));
  for (const { dataDir } of servers) rmSync(dataDir, { recursive: true, force: true });
  rmSync(STATE_FILE, { force: true });
}
