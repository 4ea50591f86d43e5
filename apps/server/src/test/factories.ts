import { AccountRole, type Permission } from '@ideamatch/shared';
import type { Database } from '../db/client';
import {
  accounts,
  adminPermissions,
  ideas,
  subAccounts,
  uploads,
  type NewAccount,
  type NewIdea,
} from '../db/schema/index';
import { hashPassword } from '../lib/password';
import { uuidv7 } from '../lib/uuid';
import { createSession } from '../modules/auth/session.service';
import { withSearchVector } from '../modules/search/search-document';

let sequence = 0;

/**
 * Inserts an account with sensible defaults (a verified address, so its reviews count: a person as
 * most tests picture one); override any column, e.g. `emailVerifiedAt: null` for a new account.
 */
export async function buildAccount(db: Database, overrides: Partial<NewAccount> = {}) {
  sequence += 1;
  const id = overrides.id ?? uuidv7();
  const username = overrides.username ?? `user${sequence}_${id.slice(-6)}`;
  const [account] = await db
    .insert(accounts)
    .values({
      id,
      username,
      email: `${username}@example.test`,
      firstName: `First${sequence}`,
      isTerm: true,
      isPdpa: true,
      emailVerifiedAt: new Date(),
      ...overrides,
    })
    .returning();
  return account!;
}

/** Inserts a sub-account (a persona) of `ownerAccountId`, linked as the app links them; override any column. */
export async function buildSubAccount(db: Database, ownerAccountId: string, overrides: Partial<NewAccount> = {}) {
  sequence += 1;
  const [account] = await db
    .insert(accounts)
    .values({
      username: `persona${sequence}_${uuidv7().slice(-6)}`,
      firstName: 'Shop',
      isLookingForPartner: false,
      ...overrides,
      ownerAccountId,
    })
    .returning();
  await db.insert(subAccounts).values({ ownerAccountId, accountId: account!.id });
  return account!;
}

/** A time `days` days ago; e.g. `createdAt: daysAgo(2)` makes an account a member (docs/trust-and-safety.md). */
export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/**
 * An account with a live session; returns the bearer token to send. With `password`, the account
 * can prove it is its owner (changes that need it take the password, encrypted: `encryptFor`).
 */
export async function buildSignedIn(
  db: Database,
  {
    role = AccountRole.User,
    permissions = [],
    password,
    ...overrides
  }: Partial<NewAccount> & { permissions?: Permission[]; password?: string } = {},
) {
  const account = await buildAccount(db, {
    role,
    ...(password ? { passwordHash: await hashPassword(password) } : {}),
    ...overrides,
  });
  if (permissions.length) {
    await db.insert(adminPermissions).values(permissions.map((permission) => ({ accountId: account.id, permission })));
  }
  const { token } = await createSession(db, { accountId: account.id });
  return { account, token, headers: { authorization: `Bearer ${token}` } };
}

/** An account that can log in with `password` (argon2id-hashed like a registration). */
export async function buildAccountWithPassword(db: Database, password: string, overrides: Partial<NewAccount> = {}) {
  return buildAccount(db, { passwordHash: await hashPassword(password), ...overrides });
}

type IdeaOverrides = Partial<Omit<NewIdea, 'ownerAccountId'>>;

const ideaDefaults = (ownerAccountId: string) => ({
  ownerAccountId,
  name: 'Night market kiosk',
  description: 'Pop-up kiosks for night markets',
  categoryId: 'food',
  detail: 'Detail',
});

/** Inserts an active idea owned by `ownerAccountId`; override any column. */
export async function buildIdea(db: Database, ownerAccountId: string, overrides: IdeaOverrides = {}) {
  const [idea] = await db
    .insert(ideas)
    .values(withSearchVector({ ...ideaDefaults(ownerAccountId), ...overrides }))
    .returning();
  return idea!;
}

/** Inserts several ideas of one owner in one statement, each with its own overrides. */
export async function buildIdeas(db: Database, ownerAccountId: string, rows: IdeaOverrides[]) {
  return db
    .insert(ideas)
    .values(rows.map((overrides) => withSearchVector({ ...ideaDefaults(ownerAccountId), ...overrides })))
    .returning();
}

/** Upload rows as `POST /api/storage/upload` leaves them for an idea (the files themselves are not needed). */
export async function buildIdeaUploads(db: Database, ownerAccountId: string, count: number): Promise<string[]> {
  const keys = Array.from({ length: count }, () => `idea/${uuidv7()}.jpg`);
  if (count) {
    await db.insert(uploads).values(
      keys.map((key) => ({
        key,
        ownerAccountId,
        modulePath: 'idea',
        acl: 'public' as const,
        mime: 'image/jpeg',
        sizeBytes: 10,
      })),
    );
  }
  return keys;
}
