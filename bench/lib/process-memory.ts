import { readFileSync } from 'node:fs';

const childrenOf = (pid: number): number[] => {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
};

/**
 * Resident memory of the real server behind a tsx CLI process (the CLI runs the server in its
 * child): the RSS of the deepest process under `pid`, read from /proc (Linux only; null elsewhere).
 */
export function serverRssBytes(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  let current = pid;
  for (let kids = childrenOf(current); kids.length; kids = childrenOf(current)) current = kids[0]!;
  try {
    const status = readFileSync(`/proc/${current}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}
