import type {
  BookmarkedIdea,
  BookmarkState,
  CreateIdeaUpdateBody,
  FollowPerson,
  FollowState,
  IdeaUpdateItem,
  PageQuery,
  Paged,
} from '@ideamatch/shared';
import type { Database } from '../../db/client';
import type { IdeaUpdate } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { pageOf, pageWindow } from '../../lib/paging';
import { presentPerson } from '../accounts/person.presenter';
import { presentIdeaCard } from '../ideas/idea.presenter';
import { findIdeaWithOwner } from '../ideas/idea-read.service';
import { requireVisibleIdea } from '../ideas/idea.service';
import { blockPolicy } from '../partners/block.policy';
import { bookmarkRepository } from './bookmark.repository';
import { notifyOfFollow, notifyOfIdeaUpdate } from './engagement.notify';
import { followRepository } from './follow.repository';
import { ideaUpdateRepository } from './idea-update.repository';

// ── bookmarks ──────────────────────────────────────────────────────────────────

/** `PUT /api/idea/{id}/bookmark`: saves an idea the caller may see, once however often asked. */
export async function bookmarkIdea(db: Database, accountId: string, ideaId: string): Promise<BookmarkState> {
  await requireVisibleIdea(db, ideaId, accountId);
  await bookmarkRepository.insert(db, ideaId, accountId);
  return { ideaId, isBookmarked: true };
}

/** `DELETE /api/idea/{id}/bookmark`: unsaves it, whatever became of the idea; nothing to undo is fine. */
export async function unbookmarkIdea(db: Database, accountId: string, ideaId: string): Promise<BookmarkState> {
  await bookmarkRepository.delete(db, ideaId, accountId);
  return { ideaId, isBookmarked: false };
}

/** `GET /api/idea/bookmarks`: the caller's saved ideas they may still see, newest bookmark first. */
export async function listBookmarks(db: Database, accountId: string, query: PageQuery): Promise<Paged<BookmarkedIdea>> {
  const { rows, totalItems } = await bookmarkRepository.listPage(db, accountId, pageWindow(query));
  return pageOf(
    query,
    totalItems,
    rows.map((row) => ({ ...presentIdeaCard(row), bookmarkedAt: row.bookmarkedAt.toISOString() })),
  );
}

// ── follows ────────────────────────────────────────────────────────────────────

/** A live account to follow or list; 404 for none or a deactivated (or deleted) one. */
async function requireLiveAccount(db: Database, accountId: string) {
  const account = await followRepository.findAccount(db, accountId);
  if (!account || account.isDeactivated) throw new AppError('NOT_FOUND');
  return account;
}

/** Whether the viewer may follow the account: signed in, not one of their own, no block either way. */
async function mayFollow(db: Database, viewerId: string | null, accountId: string): Promise<boolean> {
  if (!viewerId) return false;
  if (await blockPolicy.isSamePerson(db, viewerId, accountId)) return false;
  return !(await blockPolicy.isBlockedEitherWay(db, viewerId, accountId));
}

/** `GET /api/account/{id}/follow`: the person's counts and where the viewer stands. */
export async function readFollowState(db: Database, viewerId: string | null, accountId: string): Promise<FollowState> {
  await requireLiveAccount(db, accountId);
  const [counts, isFollowing, canFollow] = await Promise.all([
    followRepository.counts(db, accountId),
    viewerId ? followRepository.exists(db, viewerId, accountId) : Promise.resolve(false),
    mayFollow(db, viewerId, accountId),
  ]);
  return { accountId, ...counts, isFollowing, canFollow };
}

/**
 * `PUT /api/account/{id}/follow`: follows a person's account, once however often asked. Nobody
 * follows themselves (or their own personas), nor across a block either way.
 */
export async function followAccount(db: Database, viewerId: string, accountId: string): Promise<FollowState> {
  await requireLiveAccount(db, accountId);
  if (await blockPolicy.isSamePerson(db, viewerId, accountId)) throw new AppError('PARTNER_SELF');
  if (await blockPolicy.isBlockedEitherWay(db, viewerId, accountId)) throw new AppError('BLOCKED');
  if (!(await followRepository.exists(db, viewerId, accountId))) {
    await db.transaction(async (tx) => {
      await followRepository.insert(tx, viewerId, accountId);
      await notifyOfFollow(tx, viewerId, accountId);
    });
  }
  return readFollowState(db, viewerId, accountId);
}

/** `DELETE /api/account/{id}/follow`: stops following, if the viewer did. */
export async function unfollowAccount(db: Database, viewerId: string, accountId: string): Promise<FollowState> {
  await followRepository.delete(db, viewerId, accountId);
  return readFollowState(db, viewerId, accountId);
}

/** `GET /api/account/{id}/followers` or `/following`: newest follow first, live accounts only. */
export async function listFollows(
  db: Database,
  side: 'followers' | 'following',
  viewerId: string | null,
  accountId: string,
  query: PageQuery,
): Promise<Paged<FollowPerson>> {
  await requireLiveAccount(db, accountId);
  const list = side === 'followers' ? followRepository.listFollowers : followRepository.listFollowing;
  const { rows, totalItems } = await list(db, accountId, viewerId, pageWindow(query));
  return pageOf(
    query,
    totalItems,
    rows.map((row) => ({ ...presentPerson(row.person), followedAt: row.followedAt.toISOString() })),
  );
}

// ── idea updates ───────────────────────────────────────────────────────────────

const presentUpdate = (row: IdeaUpdate): IdeaUpdateItem => ({
  id: row.id,
  ideaId: row.ideaId,
  text: row.text,
  datetimeCreate: row.createdAt.toISOString(),
});

/** `GET /api/idea/{id}/update`: an idea's updates, newest first, for anyone who may see the idea. */
export async function listIdeaUpdates(
  db: Database,
  viewerId: string | null,
  ideaId: string,
  query: PageQuery,
): Promise<Paged<IdeaUpdateItem>> {
  await requireVisibleIdea(db, ideaId, viewerId);
  const { rows, totalItems } = await ideaUpdateRepository.listPage(db, ideaId, pageWindow(query));
  return pageOf(query, totalItems, rows.map(presentUpdate));
}

/**
 * `POST /api/idea/{id}/update` (the owner only): posts a short update, shown on the idea page like its
 * description, and tells the idea's savers and the owner's followers in the same transaction.
 */
export async function postIdeaUpdate(
  db: Database,
  ownerId: string,
  ideaId: string,
  body: CreateIdeaUpdateBody,
): Promise<IdeaUpdateItem> {
  const idea = await requireVisibleIdea(db, ideaId, ownerId);
  const row = await findIdeaWithOwner(db, ideaId);
  const created = await db.transaction(async (tx) => {
    const update = await ideaUpdateRepository.insert(tx, { ideaId, authorAccountId: ownerId, text: body.text });
    await notifyOfIdeaUpdate(
      tx,
      { id: ideaId, ownerAccountId: idea.ownerAccountId, name: row?.idea.name ?? '', isHidden: idea.isHidden },
      update,
    );
    return update;
  });
  return presentUpdate(created);
}

/** `DELETE /api/idea/{id}/update/{updateId}` (the owner only). */
export async function deleteIdeaUpdate(db: Database, ideaId: string, updateId: string): Promise<null> {
  if (!(await ideaUpdateRepository.delete(db, ideaId, updateId))) throw new AppError('NOT_FOUND');
  return null;
}

/** Ends every follow, either way, between any account of the person behind `a` and any of `b`'s (a block). */
export async function endFollowsBetweenPersons(db: Database, a: string, b: string): Promise<void> {
  await followRepository.deleteBetweenPersons(db, a, b);
}
