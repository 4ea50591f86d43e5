/**
 * `npm run admin:create -- --email boss@example.com --password '…'`: creates (or promotes and resets)
 * a SuperAdmin in the configured database. Falls back to ADMIN_EMAIL / ADMIN_PASSWORD.
 */
import { parseArgs } from 'node:util';
import { openConfiguredDatabase } from '../db/client';
import { ConfigError, parseEnv } from '../config/env';
import { upsertSuperAdmin } from '../seed/admin';

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
  const email = values.email ?? process.env.ADMIN_EMAIL;
  const password = values.password ?? process.env.ADMIN_PASSWORD;
  if (!email || !password || password.length < 8 || !/^[^@\s]+@[^@\s]+$/.test(email)) {
    console.error('Usage: npm run admin:create -- --email <email> --password <at least 8 characters>');
    process.exit(2);
  }
  const config = parseEnv({ ...process.env, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const admin = await upsertSuperAdmin(database.db, { email, password });
    console.log(`${admin.created ? 'Created' : 'Updated'} SuperAdmin "${admin.username}" <${email}>`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
