import { personKey } from './person-key';
import {
  type IdeaDetail,
  type IdeaHome,
  type IdeaListPage,
  type IdeaListQuery,
  type IdeaRelated,
  type MyIdeaCard,
  type PageQuery,
  type Paged,
  IdeaStatus,
} from '@ideamatch/shared';
import { displayName } from '@ideamatch/shared/format';
import { presentPerson } from '../accounts/person.presenter';
import type { Database } from '../../db/client';
import type { IdeaPageFacts } from '../../plugins/public-page';
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
import { suggestSpellings } from '../search/did-you-mean';
import { groupTsQueries, searchGroups } from '../search/search-query';
import { TtlCache } from '../../lib/ttl-cache';
import { cached, countKey, ideaListCaches, pageKey, VISITOR_PAGE_LIMIT } from './idea-list-cache';
import { isSurelyOverCap } from './idea-list.repository';
import { countCapOf } from '../../db/list-queries';

const HOME_SECTION_SIZE = 8;

/** Both home sections in one round trip. */
export async function getHomeIdeas(db: Database, now = new Date()): Promise<IdeaHome> {
  const [trending, topRating] = await Promise.all([
    ideaRepository.listTrendingSponsored(db, now, HOME_SECTION_SIZE),
    ideaRepository.listTopRating(db, HOME_SECTION_SIZE),
  ]);
  return { trending: trending.map(presentIdeaCard), topRating: topRating.map(presentIdeaCard) };
}

const POPULAR_CATEGORY_COUNT = 4;
/** Popular categories change slowly; counting them is kept for a minute per database. */
const popularCategoriesCache = new WeakMap<Database, { at: number; value: Promise<string[]> }>();
function popularCategories(db: Database, now = Date.now()): Promise<string[]> {
  const found = popularCategoriesCache.get(db);
  if (found && now - found.at < 60_000) return found.value;
  const value = ideaRepository.categoriesByIdeaCount(db, POPULAR_CATEGORY_COUNT);
  popularCategoriesCache.set(db, { at: now, value });
  value.catch(() => popularCategoriesCache.delete(db));
  return value;
}

/** About how many ideas there are (it sizes a text search's sample); read again after a minute. */
const ideaRowsCache = new WeakMap<Database, { at: number; value: Promise<number> }>();
function ideaRowsEstimate(db: Database, now = Date.now()): Promise<number> {
  const found = ideaRowsCache.get(db);
  if (found && now - found.at < 60_000) return found.value;
  const value = ideaRepository.estimateIdeaRows(db);
  ideaRowsCache.set(db, { at: now, value });
  value.catch(() => ideaRowsCache.delete(db));
  return value;
}

/**
 * Did-you-mean answers per query for half a minute (a few trigram lookups each), so a query that
 * needs one, asked again and again, costs its list queries only. Suggestions come from public
 * ideas, the same for every viewer; a stale one that no longer finds is not used.
 */
const suggestionCaches = new WeakMap<Database, TtlCache<Promise<string[]>>>();
function cachedSuggestions(db: Database, q: string, only?: number[]): Promise<string[]> {
  let cache = suggestionCaches.get(db);
  if (!cache) suggestionCaches.set(db, (cache = new TtlCache(30_000, 500)));
  const key = `${only?.join(',') ?? '*'} ${q}`;
  const found = cache.get(key);
  if (found) return found;
  const value = suggestSpellings(q, (word) => ideaRepository.textsNear(db, word, 10), only);
  cache.set(key, value);
  value.catch(() => cache.delete(key));
  return value;
}

/**
 * Which words of a several-word query find no public idea by themselves (indexes in
 * `searchGroups`), for half a minute per query: each is a lookup in the text index.
 */
const missingWordCaches = new WeakMap<Database, TtlCache<Promise<number[]>>>();
function cachedMissingWords(db: Database, q: string): Promise<number[]> {
  let cache = missingWordCaches.get(db);
  if (!cache) missingWordCaches.set(db, (cache = new TtlCache(30_000, 500)));
  const found = cache.get(q);
  if (found) return found;
  const value = (async () => {
    const groups = searchGroups(q);
    if (groups.length < 2) return [];
    const found = await ideaRepository.groupsFound(db, groupTsQueries(groups));
    return found.flatMap((isFound, index) => (isFound ? [] : [index]));
  })();
  cache.set(q, value);
  value.catch(() => cache.delete(q));
  return value;
}

/**
 * The public list. A text search is tried again with the closest spelling (`suggestSpellings`)
 * when it finds nothing, or when some of its words find nothing by themselves (a typo among
 * several words: the others alone would show partial matches only). The first spelling that finds
 * ideas answers, saying so (`correctedQuery`, `originalQuery`); when none does, the reply is the
 * query as typed, with popular categories when it found nothing. A query asked as typed
 * (`isAsTyped`, the "search instead for" link) is never replaced: its empty page offers the
 * spelling as `suggestion`.
 */
export async function listIdeas(
  db: Database,
  query: IdeaListQuery,
  viewerId: string | null = null,
): Promise<IdeaListPage> {
  const page = await listIdeasAsTyped(db, query, viewerId);
  if (!query.q || query.page > 1) return page;
  let suggestions: string[] = [];
  if (page.totalItems === 0) suggestions = await cachedSuggestions(db, query.q);
  else if (!query.isAutocomplete && !query.isAsTyped) {
    const missing = await cachedMissingWords(db, query.q);
    if (missing.length) suggestions = await cachedSuggestions(db, query.q, missing);
  }
  for (const suggestion of query.isAsTyped ? [] : suggestions) {
    const corrected = await listIdeasAsTyped(db, { ...query, q: suggestion }, viewerId);
    if (corrected.totalItems > 0)
      return { ...corrected, suggestion, correctedQuery: suggestion, originalQuery: query.q };
  }
  if (page.totalItems > 0) return page;
  const categories = (await popularCategories(db)) as IdeaListPage['popularCategories'];
  const asTyped = query.isAsTyped && suggestions[0] ? { suggestion: suggestions[0] } : {};
  return { ...page, ...asTyped, popularCategories: categories };
}

/** The public idea list: filtered, sorted and paged. */
async function listIdeasAsTyped(
  db: Database,
  query: IdeaListQuery,
  viewerId: string | null = null,
): Promise<IdeaListPage> {
  const caches = ideaListCaches(db);
  const { counts, visitorPages } = caches;
  const load = async (): Promise<IdeaListPage> => {
    if (query.isAutocomplete) {
      // Search as you type needs the first titles only: no count, so the total is what was found
      // up to this page, and a full page may have more.
      const rows = await ideaRepository.listAutocompletePage(db, query, viewerId, await ideaRowsEstimate(db));
      const found = rows.length ? (query.page - 1) * query.pageSize + rows.length : 0;
      return { ...pageOf(query, found, rows.map(presentIdeaCard)), isTotalCapped: rows.length === query.pageSize };
    }
    // How common the text is decides how its matches are read (a rare word through the text indexes)
    // and whether they are counted (a word surely over the cap is "more than 1,000" without counting).
    const tableRows = query.q ? await ideaRowsEstimate(db) : 0;
    const share = query.q ? await ideaRepository.sampleText(db, query, viewerId, tableRows) : undefined;
    const cap = countCapOf(Boolean(query.q));
    const [rows, n] = await Promise.all([
      ideaRepository.listPublicPage(db, query, viewerId, share),
      isSurelyOverCap(share, tableRows, cap)
        ? cap + 1
        : cached(caches, counts, countKey(query, viewerId), () =>
            ideaRepository.countPublic(db, query, viewerId, share),
          ),
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

const RELATED_COUNT = 6;

/**
 * `GET /api/idea/{id}/related`: ideas sharing words or the category with an idea the viewer may
 * see (404 otherwise), among those the list would show them.
 */
export async function listRelatedIdeas(db: Database, id: string, viewerId: string | null): Promise<IdeaRelated> {
  const row = await ideaRepository.findWithOwner(db, id);
  const visibility = row && { ...row.idea, ownerDeactivated: row.owner.isDeactivated };
  if (!visibility || !ideaPolicy.isVisibleTo(visibility, viewerId)) throw new AppError('NOT_FOUND');
  const rows = await ideaRepository.listRelated(db, row.idea, viewerId, RELATED_COUNT);
  return { result: rows.map(presentIdeaCard) };
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

/** The owner of an idea, deleted ones included: a moderator's deletion is still the owner's to appeal. */
export const resolveIdeaOwnerWithDeleted = (db: Database, id: string): Promise<string | null> =>
  ideaRepository.findOwnerId(db, id, { withDeleted: true });

/**
 * Who is looking: the logged-in account, or a visitor known by client address (`personKey`);
 * `isSubAccount` when a persona's session looks (it reads as its owner but may only chat).
 */
export type Viewer = { accountId: string | null; ip: string; isSubAccount?: boolean };

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
export async function loadIdeaDetail(
  db: Database,
  id: string,
  viewerId: string | null,
  { isSubAccount = false }: { isSubAccount?: boolean } = {},
): Promise<IdeaDetail> {
  const row = await ideaRepository.findDetail(db, id, viewerId);
  const visibility = row && { ...row.idea, ownerDeactivated: row.owner.isDeactivated };
  if (!visibility || !ideaPolicy.isVisibleTo(visibility, viewerId)) {
    // A visitor at an idea a signed-in person would see is asked to sign in rather than told it is gone.
    if (visibility && viewerId === null && ideaPolicy.isVisibleTo({ ...visibility, visibility: 'public' }, null)) {
      throw new AppError('IDEA_MEMBERS_ONLY');
    }
    throw new AppError('NOT_FOUND');
  }
  const { achievements, attachments, isBookmarked, isBlocked } = row;
  const access = await readAccess(db, row.idea, viewerId);
  // Signed links only where an image is private: a public idea's images need no key.
  const hasPrivateImage = attachments.some((_, index) => ideaAccessPolicy.isPrivateImage(row.idea.visibility, index));
  const signedLink = viewerId && access.canReadDetails && hasPrivateImage ? await ideaImageLinks(db, viewerId) : null;
  const imageUrl = (key: string, index: number) =>
    (ideaAccessPolicy.isPrivateImage(row.idea.visibility, index) && signedLink?.(key)) || (fileUrl(key) ?? '');
  const isMember = viewerId !== null && !isSubAccount;
  return presentIdeaDetail(row, {
    achievements,
    attachments,
    viewerId,
    access,
    imageUrl,
    isBookmarked,
    isMember,
    isBlocked,
  });
}

/**
 * `GET /api/idea/{id}`: the detail, counting one view per person per idea per day (a signed-in person
 * by account, a visitor by address, never by user agent; the owner's own visits do not count). The
 * counter in the reply includes this view.
 */
export async function viewIdea(db: Database, id: string, viewer: Viewer, now = new Date()): Promise<IdeaDetail> {
  const detail = await loadIdeaDetail(db, id, viewer.accountId, { isSubAccount: viewer.isSubAccount });
  if (detail.isOwner) return detail;
  // The owner's access log: who read the confidential part, and when.
  if (detail.visibility === 'confidential' && detail.access.canReadDetails && viewer.accountId) {
    await logDetailRead(db, id, viewer.accountId, now);
  }
  const viewerKey = await personKey(db, viewer);
  const counted = await ideaRepository.recordView(db, { ideaId: id, viewerKey, viewDate: thaiDay(now) });
  return counted ? { ...detail, views: detail.views + 1 } : detail;
}

export async function getIdeaPageFacts(db: Database, id: string): Promise<IdeaPageFacts> {
  const row = await ideaRepository.findPageFacts(db, id);
  if (!row) return { kind: 'missing' };
  if (row.status === IdeaStatus.Deleted) return { kind: 'gone' };
  if (ideaPolicy.isVisibleTo(row, null)) {
    const owner = presentPerson(row.owner);
    return {
      kind: 'public',
      idea: {
        id: row.id,
        name: row.name,
        description: row.description,
        coverKey: row.coverKey,
        ownerName: owner.isDeleted ? null : displayName(owner),
        postDate: row.postDate,
        updatedAt: row.updatedAt,
        ratingAvg: row.ratingAvg,
        reviewCount: row.reviewCount,
      },
    };
  }
  // Any signed-in person sees a members-only idea that is otherwise visible.
  return row.visibility === 'members' && ideaPolicy.isVisibleTo(row, ANY_MEMBER)
    ? { kind: 'members' }
    : { kind: 'missing' };
}

/** A viewer id no idea's owner has: someone signed in, not the owner. */
const ANY_MEMBER = 'signed-in-visitor';

/** How many ideas a visitor may see, and one page of them with their last change (the sitemap). */
export const sitemapIdeas = {
  count: (db: Database) => ideaRepository.countPubliclyVisible(db),
  page: (db: Database, offset: number, limit: number) =>
    ideaRepository.listPubliclyVisibleForSitemap(db, offset, limit),
};
