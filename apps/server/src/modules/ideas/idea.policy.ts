import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { IdeaStatus, type IdeaVisibilityTier } from '@ideamatch/shared';
import { accounts, ideas } from '../../db/schema/index';

/** What decides whether someone may see an idea (select it with `ideaVisibilityColumns`). */
export type IdeaVisibility = {
  id: string;
  ownerAccountId: string;
  status: number;
  isHidden: boolean;
  ownerDeactivated: boolean;
  /** Who may see it: members-only ideas are not shown to visitors (docs/idea-protection.md). */
  visibility: IdeaVisibilityTier;
};

/** The columns of `IdeaVisibility`; the query joins `accounts` on the idea's owner. */
export const ideaVisibilityColumns = {
  id: ideas.id,
  ownerAccountId: ideas.ownerAccountId,
  status: ideas.status,
  isHidden: ideas.isHidden,
  ownerDeactivated: accounts.isDeactivated,
  visibility: ideas.visibility,
};

/**
 * SQL: the idea is not members-only. Like the owner's deactivation below, a lookup in the (few)
 * members-only ideas (`ideas_members_only_idx`) rather than a condition on the row, so a visitor's
 * list still walks an index of `ideas` alone.
 */
const membersOnly = alias(ideas, 'members_only');
const notMembersOnlySql = sql`not exists (select 1 from ${ideas} ${membersOnly} where ${membersOnly.id} = ${ideas.id} and ${membersOnly.visibility} = 'members')`;

/**
 * SQL: the idea's owner is not deactivated. `not exists` rather than `not in (…)`: the planner
 * estimates an anti join from the tables' statistics (nearly every row passes), where it took a
 * hashed `not in` to keep half the rows; with two of them it expected a quarter of the real matches
 * and sorted every match of a common word instead of walking the list index to the first page
 * (1.3 s instead of 88 ms at a million ideas, docs/explain-idea-list-1m.md).
 */
const deactivatedOwner = alias(accounts, 'deactivated_owner');
const ownerActiveSql = sql`not exists (select 1 from ${accounts} ${deactivatedOwner} where ${deactivatedOwner.id} = ${ideas.ownerAccountId} and ${deactivatedOwner.isDeactivated})`;

/**
 * Who may see an idea, its comments and its reviews, share it in a chat or open it from a
 * notification. Everyone sees an active idea that is not hidden and whose owner is not
 * deactivated; the owner also sees it while it is hidden. A members-only idea is seen by signed-in
 * people only. A deleted idea is seen by nobody (the dashboard reads every idea through its own
 * queries). The SQL forms below say the same for any query over `ideas`: the owner's deactivation
 * is a lookup in the (few) deactivated accounts rather than a condition on a joined row, so a list
 * or a count walks an index of `ideas` alone (docs/explain-idea-list-1m.md). Every idea has an
 * owner (foreign key), so this is the same set. What of a confidential idea a viewer may read is
 * decided by `ideaAccessPolicy` (modules/idea-access).
 */
export const ideaPolicy = {
  isVisibleTo: (idea: Omit<IdeaVisibility, 'id'>, viewerId: string | null): boolean =>
    idea.status === IdeaStatus.Active &&
    !idea.ownerDeactivated &&
    (idea.visibility !== 'members' || viewerId !== null) &&
    (!idea.isHidden || (viewerId !== null && viewerId === idea.ownerAccountId)),

  /** SQL: ideas `viewerId` may see (null: a visitor, so only public ones). */
  visibleToSql: (viewerId: string | null): SQL | undefined =>
    and(
      eq(ideas.status, IdeaStatus.Active),
      viewerId === null
        ? and(eq(ideas.isHidden, false), notMembersOnlySql)
        : or(eq(ideas.isHidden, false), eq(ideas.ownerAccountId, viewerId)),
      ownerActiveSql,
    ),

  /** SQL: ideas any signed-in person sees (not hidden; members-only ones included). */
  signedInVisibleSql: (): SQL | undefined =>
    and(eq(ideas.status, IdeaStatus.Active), eq(ideas.isHidden, false), ownerActiveSql),
};

/** SQL: ideas anyone may see, signed in or not (members-only ones left out): link previews, visitors' lists. */
export const publiclyVisibleSql = ideaPolicy.visibleToSql(null);

/** SQL: ideas every signed-in person may see (the list of a signed-in viewer, ideas shared in a chat). */
export const signedInVisibleSql = ideaPolicy.signedInVisibleSql();
