/**
 * Run with tsx before the realtime benchmark's (first) server starts (DATA_DIR or DATABASE_URL in
 * the environment): migrates, then inserts RT_ACCOUNTS accounts with one live session each and a
 * 1:1 chat for each of the first RT_PAIRS pairs (accounts 2k and 2k+1). Writes the raw tokens,
 * account ids and chat ids to RT_OUT (JSON) for the load generator.
 */
import { createHash, randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { prepareDatabase } from '../../apps/server/src/boot';
import { openConfiguredDatabase } from '../../apps/server/src/db/client';
import { parseEnv } from '../../apps/server/src/config/env';
import { accounts, sessions } from '../../apps/server/src/db/schema/index';
import { uuidv7 } from '../../apps/server/src/lib/uuid';
import { chatRepository } from '../../apps/server/src/modules/chat/chat.repository';

const count = Number(process.env.RT_ACCOUNTS ?? 1000);
const pairs = Number(process.env.RT_PAIRS ?? 50);
const out = process.env.RT_OUT;
if (!out) throw new Error('RT_OUT (where to write the tokens) is required');

const config = parseEnv({ ...process.env, SEED_DEMO: '0' });
const database = await openConfiguredDatabase(config);
await prepareDatabase(database, config, { info: () => {} });

const people = Array.from({ length: count }, (_, i) => ({
  id: uuidv7(),
  username: `rt${i}_${randomBytes(3).toString('hex')}`,
  token: randomBytes(32).toString('base64url'),
}));
const expiresAt = new Date(Date.now() + 86_400_000);
for (let i = 0; i < people.length; i += 500) {
  const batch = people.slice(i, i + 500);
  await database.db
    .insert(accounts)
    .values(batch.map((p) => ({ id: p.id, username: p.username, firstName: p.username, isTerm: true, isPdpa: true })));
  await database.db.insert(sessions).values(
    batch.map((p) => ({
      tokenHash: createHash('sha256').update(p.token).digest('hex'),
      accountId: p.id,
      expiresAt,
    })),
  );
}
const chats: string[] = [];
for (let k = 0; k < pairs; k += 1) {
  chats.push(await chatRepository.openDirectChat(database.db, people[2 * k]!.id, people[2 * k + 1]!.id, null));
}
writeFileSync(out, JSON.stringify({ people: people.map(({ id, token }) => ({ id, token })), chats }));
await database.close();
