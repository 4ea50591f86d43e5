import { existsSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { REPO_ROOT } from '../config/env';

/** A path as the operator typed it: relative to where they ran npm, not to the workspace. */
export const fromCaller = (path: string) =>
  isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path);

/** Reads `.env` at the repository root when there is one, as the server does; real variables win. */
export function loadDotEnv() {
  const file = join(REPO_ROOT, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}
