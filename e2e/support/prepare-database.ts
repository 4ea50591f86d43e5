/**
 * Run with tsx before the server starts: migrates and seeds the fresh data directory exactly as the
 * server's start-up does, then opens sessions for the demo admin and a demo member so tests can act
 * as them (login by password arrives with the accounts issue). Prints the tokens as JSON.
 */
import { eq } from 'drizzle-orm';
import { prepareDatabase } from '../../apps/server/src/boot';
import { parseEnv } from '../../apps/server/src/config/env';
import { openConfiguredDatabase } from '../../apps/server/src/db/client';
import { accounts } from '../../apps/server/src/db/schema/index';
import { createSession } from '../../apps/server/src/modules/auth/session.service';

const config = parseEnv();
const database = await openConfiguredDatabase(config);
await prepareDatabase(database, config, { info: () => {} });
const tokenFor = async (username: string) => {
  const [account] = await database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, username));
  if (!account) throw new Error(`demo account ${username} is missing`);
  return (await createSession(database.db, { accountId: account.id })).token;
};
const tokens = { adminToken: await tokenFor('admin'), userToken: await tokenFor('somchai') };
await database.close();
process.stdout.write(JSON.stringify(tokens));
