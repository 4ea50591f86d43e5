import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccount, buildIdea } from '../../test/factories';
import * as schema from './index';
import { accounts, categories, ideaSearchText, ideas, partnerRequests } from './index';

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

const TABLES = [
  'accounts',
  'sessions',
  'two_factor_recovery_codes',
  'two_factor_challenges',
  'reauth_failures',
  'password_resets',
  'email_verifications',
  'server_keys',
  'sub_accounts',
  'admin_permissions',
  'admin_invitations',
  'audit_log',
  'categories',
  'ideas',
  'idea_attachments',
  'idea_achievements',
  'idea_views',
  'idea_access_requests',
  'idea_access_views',
  'idea_versions',
  'comments',
  'comment_likes',
  'idea_bookmarks',
  'follows',
  'idea_updates',
  'reviews',
  'reports',
  'content_reports',
  'idea_appeals',
  'shares',
  'partner_requests',
  'partnerships',
  'blocks',
  'match_profiles',
  'partner_dismissals',
  'partner_question_answers',
  'partner_question_deletion_wishes',
  'chats',
  'chat_members',
  'chat_messages',
  'chat_message_reactions',
  'notifications',
  'notification_reads',
  'push_subscriptions',
  'push_settings',
  'message_mail_senders',
  'uploads',
  // Infrastructure tables: the dev mail outbox and password replay protection.
  'mail_outbox',
  'password_nonces',
];

const CATEGORY_IDS = [
  'technology',
  'franchise',
  'food',
  'healthyAndBeauty',
  'onlineShop',
  'peopleDevelopment',
  'traveling',
  'environment',
  'pet',
  'agriculture',
  'crafts',
  'education',
  'services',
  'other',
];

describe('database schema migrations', () => {
  const client = new PGlite({ extensions: { pg_trgm } });
  const db = drizzle({ client, schema });

  beforeAll(async () => {
    await migrate(db, { migrationsFolder });
  });

  afterAll(async () => {
    await client.close();
  });

  it('creates every table of the data model', async () => {
    const rows = await db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(rows.rows.map((r) => r.table_name).sort()).toEqual([...TABLES].sort());
  });

  it('seeds the nine categories in their display order', async () => {
    const rows = await db.select().from(categories).orderBy(categories.sortOrder);
    expect(rows.map((r) => r.id)).toEqual(CATEGORY_IDS);
  });

  it('is idempotent when run again', async () => {
    await migrate(db, { migrationsFolder });
    const rows = await db.select().from(categories);
    expect(rows).toHaveLength(CATEGORY_IDS.length);
  });

  it('enforces case-insensitive usernames and one pending request per pair', async () => {
    const [a] = await db.insert(accounts).values({ username: 'Somchai' }).returning();
    const [b] = await db.insert(accounts).values({ username: 'malee' }).returning();
    await expect(db.insert(accounts).values({ username: 'SOMCHAI' })).rejects.toThrow();

    await db.insert(partnerRequests).values({ requesterAccountId: a!.id, addresseeAccountId: b!.id });
    await expect(
      db.insert(partnerRequests).values({ requesterAccountId: b!.id, addresseeAccountId: a!.id }),
    ).rejects.toThrow();
  });

  it('finds Thai text inside a word through the trigram search expression', async () => {
    const owner = await buildAccount(db);
    await buildIdea(db, owner.id, { name: 'ร้านกาแฟออนไลน์', description: 'ขายกาแฟคั่วบดส่งถึงบ้าน' });
    const found = await db
      .select({ name: ideas.name })
      .from(ideas)
      .where(sql`${ideaSearchText(ideas)} ilike ${'%กาแฟคั่ว%'}`);
    expect(found).toEqual([{ name: 'ร้านกาแฟออนไลน์' }]);
  });
});
