import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isAddressOrRange, parseTrustProxy, type TrustProxy } from '../lib/client-address';
import { parseSecretKey } from '../lib/secret-box';
import { isAddressList } from '../lib/push-address';
import { CronExpressionParser } from 'cron-parser';

/** The repository root; relative paths in the configuration are read from here. */
export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');

const optionalString = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();
/** True for an expression cron-parser accepts (five or six fields, names and ranges). */
function isCronExpression(value: string): boolean {
  try {
    CronExpressionParser.parse(value, { tz: 'UTC' });
    return true;
  } catch {
    return false;
  }
}

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : value === '1' || value === 'true'));

/**
 * Every environment variable the server reads, with its default. `.env.example` documents the same
 * list; `parseEnv` fails fast naming every bad variable.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: optionalString.pipe(z.url().optional()),
  REDIS_URL: optionalString.pipe(z.url().optional()),
  SMTP_URL: optionalString.pipe(z.url().optional()),
  MAIL_FROM: z.string().default('IdeaMatch <no-reply@ideamatch.local>'),
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  S3_REGION: z.string().default('auto'),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_URL: optionalString.pipe(z.url().optional()),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  LINE_CHANNEL_ID: optionalString,
  LINE_CHANNEL_SECRET: optionalString,
  LINE_AUTH_URL: z.url().default('https://access.line.me/oauth2/v2.1/authorize'),
  LINE_API_URL: z.url().default('https://api.line.me'),
  GTM_ID: optionalString.pipe(
    z
      .string()
      .regex(/^GTM-[A-Z0-9]+$/, 'must look like GTM-XXXXXXX')
      .optional(),
  ),
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  SEED_DEMO: flag,
  /**
   * When to write a backup archive, in cron syntax (UTC), e.g. `0 3 * * *`: to DATA_DIR/backups, or
   * the bucket's `backups/` prefix when S3_BUCKET is set. Unset, no scheduled backups.
   */
  BACKUP_SCHEDULE: optionalString.refine((value) => value === undefined || isCronExpression(value), {
    message: 'must be a cron expression, e.g. "0 3 * * *" (every day at 03:00 UTC)',
  }),
  /** How many scheduled archives to keep; older ones are removed after each new one. */
  BACKUP_KEEP: z.coerce.number().int().min(1).default(7),
  /**
   * The README's local demo (`npm start` sets it): demo data with the passwords the README prints.
   * Without it a production start seeds nothing unless SEED_DEMO=1, and then staff get random passwords.
   */
  LOCAL_DEMO: flag,
  /** Key encrypting secrets at rest (TOTP secrets): 32 bytes, as 64 hex digits or base64. */
  SECRET_KEY: optionalString.refine((value) => value === undefined || parseSecretKey(value) !== null, {
    message: 'must be 32 bytes: 64 hex digits (openssl rand -hex 32) or base64',
  }),
  /**
   * The web push VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints it); unset,
   * a pair is made on the first start and kept in DATA_DIR/vapid.json. Set both or neither.
   */
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  /** The contact push services see (`mailto:` or an https URL); defaults to PUBLIC_URL when https, else MAIL_FROM's address. */
  VAPID_SUBJECT: optionalString.refine((value) => value === undefined || /^(mailto:|https:\/\/)/.test(value), {
    message: 'must start with mailto: or https://',
  }),
  /**
   * Private addresses and CIDR ranges a push endpoint may use (a private or test push service),
   * over http too; empty (the default) allows only https on public addresses.
   */
  ALLOWED_PRIVATE_ADDRESSES: z
    .string()
    .default('')
    .refine((value) => isAddressList(value), { message: 'must be comma-separated IP addresses or CIDR ranges' }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  /** Prefix of every Redis key (rate-limit counters, socket.io channels); nodes of one product share it. */
  REDIS_KEY_PREFIX: z.string().min(1).default('ideamatch:'),
  /**
   * The proxies whose X-Forwarded-For is believed: a hop count (`1` behind one proxy) or their
   * addresses and CIDR ranges; empty trusts none (lib/client-address.ts, docs/deploy.md).
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      const trust = parseTrustProxy(value);
      if (typeof trust === 'string') {
        context.addIssue({ code: 'custom', message: trust });
        return z.NEVER;
      }
      return trust;
    }),
  WEB_DIST: z.string().default('apps/web/dist'),
  /** The web app's server renderer (`vite build --ssr`); without it pages are sent with an empty body. */
  WEB_SSR: z.string().default('apps/web/dist-ssr'),
  /**
   * 1: a visitor's server-rendered page loads the whole app and hydrates it at once, as before the
   * islands; unset, it loads only its islands (apps/web/src/islands) and the app when it is needed.
   */
  VISITOR_APP: flag,
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** Addresses and CIDR ranges allowed to read /metrics, comma-separated. */
  METRICS_ALLOW: z
    .string()
    .default('127.0.0.1,::1')
    .refine((value) => value.split(',').every((part) => !part.trim() || isAddressOrRange(part.trim())), {
      message: 'must be comma-separated IP addresses or CIDR ranges',
    }),
});

export type Env = z.infer<typeof envSchema>;

/** The server's configuration, derived once from the environment at boot. */
export type AppConfig = Env & {
  publicUrl: string;
  dataDir: string;
  webDist: string;
  webSsr: string;
  /** Embedded mode: PGlite under DATA_DIR, no DATABASE_URL. */
  isEmbedded: boolean;
  seedDemo: boolean;
  /**
   * Demo staff get the README's password (`admin1234`): outside production, or in the local demo.
   * Otherwise each demo staff account gets a random password, printed once when it is made.
   */
  publishedDemoPasswords: boolean;
  trustProxy: TrustProxy;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const fromRoot = (path: string): string => (isAbsolute(path) ? path : resolve(REPO_ROOT, path));

/** Parses the environment, naming every bad variable at once. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('Invalid environment:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  }
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid environment:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  const isEmbedded = !env.DATABASE_URL;
  const publishedDemoPasswords = env.NODE_ENV !== 'production' || env.LOCAL_DEMO === true;
  return {
    ...env,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir: fromRoot(env.DATA_DIR),
    webDist: fromRoot(env.WEB_DIST),
    webSsr: fromRoot(env.WEB_SSR),
    isEmbedded,
    // A production start seeds demo data only when asked to (SEED_DEMO=1, or the local demo).
    seedDemo: env.SEED_DEMO ?? (isEmbedded && publishedDemoPasswords),
    publishedDemoPasswords,
    trustProxy: env.TRUST_PROXY,
  };
}
