import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { accounts, partnerRequests, partnerships } from '../../db/schema/index';
import { personColumns } from '../accounts/person.presenter';
import { blockedByViewerSql } from './block.repository';

/**
 * `accounts.id` spelled with its table: drizzle leaves columns unqualified in a one-table select list,
 * where a correlated subquery would then bind `"id"` to its own table.
 */
export const accountIdRef = sql`"accounts"."id"`;

/** SQL: ids of the partners of `accountId` (one row per partner, whichever side of the pair). */
export const partnerIdsOf = (accountId: SQL | string): SQL =>
  sql`select case when ${partnerships.accountLowId} = ${accountId} then ${partnerships.accountHighId} else ${partnerships.accountLowId} end from ${partnerships} where ${partnerships.accountLowId} = ${accountId} or ${partnerships.accountHighId} = ${accountId}`;

/** SQL: whether the viewer and the account in `accounts.id` are partners. */
const isPartnerSql = (viewerId: string): SQL =>
  sql<boolean>`exists (select 1 from ${partnerships} where ${partnerships.accountLowId} = least(${viewerId}::uuid, ${accountIdRef}) and ${partnerships.accountHighId} = greatest(${viewerId}::uuid, ${accountIdRef}))`;

const pendingRequestId = (requester: SQL | string, addressee: SQL | string): SQL<string | null> =>
  sql<
    string | null
  >`(select ${partnerRequests.id} from ${partnerRequests} where ${partnerRequests.requesterAccountId} = ${requester} and ${partnerRequests.addresseeAccountId} = ${addressee} and ${partnerRequests.status} = 'pending' limit 1)`;

/** The columns every partner-screen list selects: a person, their match fields and the viewer's relation. */
export const partnerPersonColumns = (viewerId: string) => ({
  ...personColumns(accounts),
  miniBio: accounts.miniBio,
  skillsOffered: accounts.skillsOffered,
  skillsSought: accounts.skillsSought,
  interestedCategories: accounts.interestedCategories,
  timeCommitment: accounts.timeCommitment,
  location: accounts.location,
  isLookingForPartner: accounts.isLookingForPartner,
  lastActiveAt: accounts.lastActiveAt,
  isPartner: isPartnerSql(viewerId).mapWith(Boolean),
  outgoingRequestId: pendingRequestId(sql`${viewerId}::uuid`, accountIdRef),
  incomingRequestId: pendingRequestId(accountIdRef, sql`${viewerId}::uuid`),
  isBlockedByMe: blockedByViewerSql(viewerId, accountIdRef).mapWith(Boolean),
  mutualPartnerCount:
    sql<number>`(select count(*) from (${partnerIdsOf(sql`${viewerId}::uuid`)}) as mine(id) where mine.id in (${partnerIdsOf(accountIdRef)}))`.mapWith(
      Number,
    ),
});

/** Accounts that may appear in partner lists at all: active main accounts. */
export const listableAccount = (): SQL | undefined =>
  and(eq(accounts.isDeactivated, false), isNull(accounts.ownerAccountId));
