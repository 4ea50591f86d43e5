import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv, REPO_ROOT } from './env';

describe('parseEnv', () => {
  it('defaults to embedded mode on port 3000 with demo data', () => {
    const config = parseEnv({});
    expect(config).toMatchObject({ PORT: 3000, isEmbedded: true, seedDemo: true, publicUrl: 'http://localhost:3000' });
    expect(config.dataDir).toBe(`${REPO_ROOT}/data`);
  });

  it('switches to PostgreSQL without demo data when DATABASE_URL is set', () => {
    const config = parseEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' });
    expect(config.isEmbedded).toBe(false);
    expect(config.seedDemo).toBe(false);
    expect(parseEnv({ DATABASE_URL: 'postgres://x@y/z', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('treats empty variables as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', REDIS_URL: ' ' }).isEmbedded).toBe(true);
  });

  it('names every bad variable at once', () => {
    const attempt = () => parseEnv({ PORT: 'eighty', REDIS_URL: 'not a url', SECRET_KEY: 'short', GTM_ID: 'UA-1' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT[\s\S]*REDIS_URL[\s\S]*GTM_ID[\s\S]*SECRET_KEY: must be 32 bytes/);
  });

  it('requires ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => parseEnv({ ADMIN_EMAIL: 'boss@example.com' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
  });
});
