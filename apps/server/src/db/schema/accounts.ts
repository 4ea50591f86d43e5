import type { AccountRole, Language } from '@ideamatch/shared/constants';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, newestFirst, timestamptz, updatedAtColumn } from './columns';

export type AccountAchievement = { name: string };

/**
 * The text partner search matches with pg_trgm. A query must use this exact expression
 * (e.g. `accountNameSearchText(accounts)` ILIKE pattern) for the GIN index to apply.
 */
export const accountNameSearchText = (t: {
  username: AnyPgColumn;
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
}): SQL => sql`lower(${t.username} || ' ' || coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, ''))`;

/** The bio text partner search matches; same rule as `accountNameSearchText`. */
export const accountBioSearchText = (t: { miniBio: AnyPgColumn; bio: AnyPgColumn }): SQL =>
  sql`lower(coalesce(${t.miniBio}, '') || ' ' || coalesce(${t.bio}, ''))`;

/**
 * Main accounts and sub-accounts alike. A sub-account (docs/design.md#sub-accounts) is a row with
 * `ownerAccountId` set and no email or password; `sub_accounts` links it to its owner too.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: idColumn(),
    /** Unique case-insensitively (index on lower(username)); login accepts any casing. */
    username: text('username').notNull(),
    /** Null for sub-accounts. Unique case-insensitively. */
    email: text('email'),
    /**
     * When the owner proved they read mail at `email` (a mailed link, Google, an admin invitation, or
     * an operator creating the account). Null while unverified: such an address is never linked to a
     * Google sign-in without taking the account over.
     */
    emailVerifiedAt: timestamptz('email_verified_at'),
    /** argon2id hash; null for Google-only accounts and sub-accounts. */
    passwordHash: text('password_hash'),
    /** Google's stable `sub` claim, set once the account signs in with Google. */
    googleSub: text('google_sub').unique('accounts_google_sub_key'),
    /** The LINE Login user id (`sub` of its ID token) of a person who signs in with LINE. */
    lineSub: text('line_sub').unique('accounts_line_sub_key'),
    firstName: text('first_name'),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    miniBio: text('mini_bio'),
    bio: text('bio'),
    /** Storage keys, not URLs: the presenter turns them into URLs. */
    profileImage: text('profile_image'),
    backgroundImage: text('background_image'),
    achievements: jsonb('achievements').$type<AccountAchievement[]>().notNull().default([]),
    role: smallint('role').$type<AccountRole>().notNull().default(0),
    language: text('language').$type<Language>().notNull().default('TH'),
    isPdpa: boolean('is_pdpa').notNull().default(false),
    isTerm: boolean('is_term').notNull().default(false),
    isNewsAndPromotion: boolean('is_news_and_promotion').notNull().default(false),
    /** Set only on sub-accounts: the main account that owns this persona. */
    ownerAccountId: uuid('owner_account_id').references((): AnyPgColumn => accounts.id, {
      onDelete: 'cascade',
    }),
    /** Soft delete: a deactivated account keeps its content, hidden from others. */
    isDeactivated: boolean('is_deactivated').notNull().default(false),
    deactivatedAt: timestamptz('deactivated_at'),
    deactivatedReason: text('deactivated_reason'),
    /** Partner-profile fields used by partner search and suggestions. */
    skillsOffered: jsonb('skills_offered').$type<string[]>().notNull().default([]),
    skillsSought: jsonb('skills_sought').$type<string[]>().notNull().default([]),
    interestedCategories: jsonb('interested_categories').$type<string[]>().notNull().default([]),
    timeCommitment: text('time_commitment'),
    location: text('location'),
    isLookingForPartner: boolean('is_looking_for_partner').notNull().default(true),
    lastActiveAt: timestamptz('last_active_at'),
    /** Erased at the person's request: personal data is gone, the row only keeps others' chats whole. */
    deletedAt: timestamptz('deleted_at'),
    /**
     * TOTP secret, encrypted at rest (`lib/secret-box.ts`); two-factor sign-in is on only once
     * `twoFactorEnabledAt` is set.
     */
    twoFactorSecret: text('two_factor_secret'),
    twoFactorEnabledAt: timestamptz('two_factor_enabled_at'),
    /** The last TOTP time step accepted, so a code is never accepted twice. */
    twoFactorLastStep: bigint('two_factor_last_step', { mode: 'number' }),
    /** Mail preferences: a mail per new chat message, and a digest of unread activity. */
    emailOnMessage: boolean('email_on_message').notNull().default(true),
    emailDigest: text('email_digest').$type<'off' | 'daily' | 'weekly'>().notNull().default('off'),
    lastDigestAt: timestamptz('last_digest_at'),
    /**
     * When the person last had the chat page open; a message from someone else after it is chat
     * activity not yet looked at (the header's chat dot).
     */
    chatSeenAt: timestamptz('chat_seen_at'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('accounts_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('accounts_email_lower_key').on(sql`lower(${t.email})`),
    index('accounts_name_trgm_idx').using('gin', sql`${accountNameSearchText(t)} gin_trgm_ops`),
    index('accounts_bio_trgm_idx').using('gin', sql`${accountBioSearchText(t)} gin_trgm_ops`),
    index('accounts_deactivated_created_idx').on(t.isDeactivated, t.createdAt),
    index('accounts_role_idx').on(t.role),
    // Partner search and suggestions list the most recently active people first: with this index a
    // common search word walks people in order and stops at the page instead of sorting every match.
    index('accounts_last_active_idx').on(t.lastActiveAt.desc().nullsLast(), t.createdAt.desc()),
    /** Dashboard user list: main accounts newest first without sorting 100,000 rows. */
    index('accounts_main_created_idx')
      .on(newestFirst(t.createdAt))
      .where(sql`${t.ownerAccountId} is null`),
    index('accounts_owner_account_id_idx').on(t.ownerAccountId),
    check('accounts_role_check', sql`${t.role} in (0, 1, 2)`),
    check('accounts_language_check', sql`${t.language} in ('TH', 'EN')`),
    check('accounts_email_digest_check', sql`${t.emailDigest} in ('off', 'daily', 'weekly')`),
  ],
);

export type Account = typeof accounts.$inferSelect;
export type NewAccount = typeof accounts.$inferInsert;
