import { personKey } from './person-key';
import {
  type IdeaDetail,
  type IdeaHome,
  type IdeaListPage,
  type IdeaListQuery,
  type MyIdeaCard,
  type PageQuery,
  type Paged,
} from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ideaPolicy } from './idea.policy';
import { presentIdeaCard, presentIdeaDetail, presentMyIdeaCard } from './idea.presenter';
import { ideaRepository } from './idea.repository';
import { pageOf } from '../../lib/paging';
import { memoizeReply } from '../../lib/reply-memo';
import { fileUrl } from '../../lib/files';
import { logDetailRead, readAccess } from '../idea-access/access-state';
import { ideaAccessPolicy } from '../idea-access/idea-access.policy';
import { ideaImageLinks } from '../storage/idea-image-link';
import { bookmarkRepository } from '../engagement/bookmark.repository';
import { cached, countKey, ideaListCaches, pageKey, VISITOR_PAGE_LIMIT } from './idea-list-cache';

const HOME_SECTION_SIZE = 8;

/** Both home sections in one round trip. */
export async function getHomeIdeas(db: Database, now = new Date()): Promise<IdeaHome> {
  const [trending, topRating] = await Promise.all([
    ideaRepository.listTrendingSponsored(db, now, HOME_SECTION_SIZE),
    ideaRepository.listTopRating(db, HOME_SECTION_SIZE),
  ]);
  return { trending: trending.map(presentIdeaCard), topRating: topRating.map(presentIdeaCard) };
}

/** The public idea list: filtered, sorted and paged. */
export async function listIdeas(
  db: Database,
  query: IdeaListQuery,
  viewerId: string | null = null,
): Promise<IdeaListPage> {
  const caches = ideaListCaches(db);
  const { counts, visitorPages } = caches;
  const load = async (): Promise<IdeaListPage> => {
    const [rows, n] = await Promise.all([
      ideaRepository.listPublicPage(db, query, viewerId),
      cached(caches, counts, countKey(query, viewerId), () => ideaRepository.countPublic(db, query, viewerId)),
    ]);
    const { totalItems, isTotalCapped } = ideaRepository.publicTotal(n, query);
    return { ...pageOf(query, totalItems, rows.map(presentIdeaCard)), isTotalCapped };
  };
  // Visitors' first pages are shared for a moment; a signed-in viewer always reads the page fresh.
  // The shared page also keeps its reply text, so the serialiser runs once per entry.
  if (viewerId === null && query.page <= VISITOR_PAGE_LIMIT)
    return cached(caches, visitorPages, pageKey(query), async () => memoizeReply(await load()));
  return load();
}

/** The caller's own ideas, hidden ones included and flagged (`GET /api/idea/mine`). */
export async function listMyIdeas(db: Database, accountId: string, query: PageQuery): Promise<Paged<MyIdeaCard>> {
  const { rows, totalItems } = await ideaRepository.listByOwner(db, accountId, query, 'owner');
  return pageOf(query, totalItems, rows.map(presentMyIdeaCard));
}

/**
 * Another account's ideas as the viewer may see them (`GET /api/idea/account/{id}`): a signed-in
 * viewer also sees members-only ones; hidden ones never show here, even to their owner.
 */
export async function listAccountIdeas(
  db: Database,
  accountId: string,
  query: PageQuery,
  viewerId: string | null = null,
): Promise<IdeaListPage> {
  const scope = viewerId ? 'signedIn' : 'visitor';
  const { rows, totalItems, isTotalCapped } = await ideaRepository.listByOwner(db, accountId, query, scope);
  return { ...pageOf(query, totalItems, rows.map(presentIdeaCard)), isTotalCapped };
}

/** The owner of an idea that is not deleted, for the `{ owner }` access check; null answers 404. */
export const resolveIdeaOwner = (db: Database, id: string): Promise<string | null> =>
  ideaRepository.findOwnerId(db, id);

/** Who is looking: the logged-in account, or a visitor known by client address (`personKey`). */
export type Viewer = { accountId: string | null; ip: string };

/** Views are counted per day in Thai time (UTC+7), like posting days. */
const thaiDay = (now: Date) => new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

/** The idea if `viewerId` may see it (`ideaPolicy`); 404 otherwise, so hidden ideas do not reveal they exist. */
export async function requireVisibleIdea(db: Database, ideaId: string, viewerId: string | null) {
  const idea = await ideaRepository.findVisibility(db, ideaId);
  if (!idea || !ideaPolicy.isVisibleTo(idea, viewerId)) throw new AppError('NOT_FOUND');
  return idea;
}

/**
 * An idea's detail if `viewerId` may see it (`ideaPolicy`): 404 otherwise, or IDEA_MEMBERS_ONLY for a
 * visitor at a members-only idea. Of a confidential idea, a viewer who may not read the details
 * gets its public face (`readAccess`, docs/idea-protection.md); its private images come as links
 * signed for this viewer.
 */
export async function loadIdeaDetail(db: Database, id: string, viewerId: string | null): Promise<IdeaDetail> {
  const row = await ideaRepository.findWithOwner(db, id);
  const visibility = row && { ...row.idea, ownerDeactivated: row.owner.isDeactivated };
  if (!visibility || !ideaPolicy.isVisibleTo(visibility, viewerId)) {
    // A visitor at an idea a signed-in person would see is asked to sign in rather than told it is gone.
    if (visibility && viewerId === null && ideaPolicy.isVisibleTo({ ...visibility, visibility: 'public' }, null)) {
      throw new AppError('IDEA_MEMBERS_ONLY');
    }
    throw new AppError('NOT_FOUND');
  }
  const [achievements, attachments, access, isBookmarked] = await Promise.all([
    ideaRepository.listAchievements(db, id),
    ideaRepository.listAttachments(db, id),
    readAccess(db, row.idea, viewerId),
    viewerId ? bookmarkRepository.exists(db, id, viewerId) : Promise.resolve(false),
  ]);
  const signedLink = viewerId && access.canReadDetails ? await ideaImageLinks(db, viewerId) : null;
  const imageUrl = (key: string, index: number) =>
    (ideaAccessPolicy.isPrivateImage(row.idea.visibility, index) && signedLink?.(key)) || (fileUrl(key) ?? '');
  return presentIdeaDetail(row, { achievements, attachments, viewerId, access, imageUrl, isBookmarked });
}

/**
 * `GET /api/idea/{id}`: the detail, counting one view per person per idea per day (a signed-in person
 * by account, a visitor by address, never by user agent; the owner's own visits do not count). The
 * counter in the reply includes this view.
 */
export async function viewIdea(db: Database, id: string, viewer: Viewer, now = new Date()): Promise<IdeaDetail> {
  const detail = await loadIdeaDetail(db, id, viewer.accountId);
  if (detail.isOwner) return detail;
  // The owner's access log: who read the confidential part, and when.
  if (detail.visibility === 'confidential' && detail.access.canReadDetails && viewer.accountId) {
    await logDetailRead(db, id, viewer.accountId, now);
  }
  const viewerKey = await personKey(db, viewer);
  const counted = await db.transaction((tx) =>
    ideaRepository.recordView(tx, { ideaId: id, viewerKey, viewDate: thaiDay(now) }),
  );
  return counted ? { ...detail, views: detail.views + 1 } : detail;
}

/** Name, description and first image of a publicly visible idea, for link previews; null otherwise. */
export const getIdeaPreview = (db: Database, id: string) => ideaRepository.findPublicPreview(db, id);
