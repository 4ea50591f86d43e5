import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { timestamptz, updatedAtColumn } from './columns';

/**
 * "Not interested": the account does not want `dismissedAccountId` suggested until `until`
 * (DISMISS_DAYS after the click). A later click moves the date.
 */
export const partnerDismissals = pgTable(
  'partner_dismissals',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    dismissedAccountId: uuid('dismissed_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    until: timestamptz('until').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.dismissedAccountId] })],
);

/**
 * One partner's private answer to a "question to agree on" (`PARTNER_QUESTIONS`) for one pair:
 * `accountId` answered about working with `partnerAccountId`. Only the two of them read it.
 */
export const partnerQuestionAnswers = pgTable(
  'partner_question_answers',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    partnerAccountId: uuid('partner_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    choice: text('choice').notNull(),
    note: text('note').notNull().default(''),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.partnerAccountId, t.questionId] }),
    index('partner_question_answers_partner_idx').on(t.partnerAccountId, t.accountId),
  ],
);

/**
 * A partner's wish that the pair's answers be deleted when the partnership ends. The answers are
 * deleted once both wish it and they are no longer partners (at the disconnect, or at the second wish).
 */
export const partnerQuestionDeletionWishes = pgTable(
  'partner_question_deletion_wishes',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    partnerAccountId: uuid('partner_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    updatedAt: updatedAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.partnerAccountId] })],
);
