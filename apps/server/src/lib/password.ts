import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id parameters: 19 MiB memory, 2 iterations, 1 lane (argon2id is the library's default algorithm). */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  verify(passwordHash, password).catch(() => false);
