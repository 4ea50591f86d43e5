import {
  IDEA_CATEGORIES,
  type IdeaAbilities,
  type IdeaAccessState,
  type IdeaCard,
  type IdeaDetail,
  type MyIdeaCard,
} from '@ideamatch/shared';
import { fileUrl } from '../../lib/files';
import { presentPerson } from '../accounts/person.presenter';
import type { IdeaCardRow } from './idea-list.repository';
import type { ideaRepository } from './idea.repository';

type IdeaCategory = (typeof IDEA_CATEGORIES)[number];
const isCategory = (value: string): value is IdeaCategory => (IDEA_CATEGORIES as readonly string[]).includes(value);

export function presentIdeaCard(row: IdeaCardRow): IdeaCard {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: isCategory(row.categoryId) ? row.categoryId : 'technology',
    coverImageUrl: fileUrl(row.coverKey),
    rating: Math.round(row.ratingAvg * 10) / 10,
    reviewCount: row.reviewCount,
    commentCount: row.commentCount,
    views: row.viewCount,
    postDate: row.postDate.toISOString(),
    isAdminSuggest: row.isAdminSuggest,
    visibility: row.visibility,
    owner: presentPerson(row.owner),
  };
}

/** An owner's own card, flagged when hidden. */
export function presentMyIdeaCard(row: IdeaCardRow & { isHidden: boolean }): MyIdeaCard {
  return { ...presentIdeaCard(row), isHidden: row.isHidden };
}

type DetailRow = Pick<NonNullable<Awaited<ReturnType<typeof ideaRepository.findDetail>>>, 'idea' | 'owner'>;

/**
 * The detail page's idea: all fields, gallery with addresses, owner card and the caller's relation.
 * A viewer who may not read a confidential idea's details gets its public face only: no detail,
 * business model or achievements, the cover alone, and `access.withheld` saying how much more there
 * is (docs/idea-protection.md). `imageUrl` gives each kept image's address (a signed link for a
 * private one).
 */
export function presentIdeaDetail(
  { idea, owner }: DetailRow,
  extra: {
    achievements: string[];
    attachments: { id: string; key: string }[];
    viewerId: string | null;
    access: Omit<IdeaAccessState, 'withheld'>;
    imageUrl: (key: string, index: number) => string;
    isBookmarked: boolean;
    /** A main account's session: a visitor and a sub-account hold no ability on the page. */
    isMember: boolean;
    /** The viewer and the owner blocked one another, either way. */
    isBlocked: boolean;
  },
): IdeaDetail {
  const isShown = extra.access.canReadDetails;
  const attachments = isShown ? extra.attachments : extra.attachments.slice(0, 1);
  const withheld = isShown
    ? null
    : {
        hasDetail: idea.detail.length > 0,
        hasBusinessModel: Boolean(idea.businessModel),
        achievementCount: extra.achievements.length,
        imageCount: Math.max(0, extra.attachments.length - 1),
      };
  const categoryId = isCategory(idea.categoryId) ? idea.categoryId : 'technology';
  return {
    id: idea.id,
    name: idea.name,
    description: idea.description,
    categoryId,
    category: categoryId,
    achievements: isShown ? extra.achievements : [],
    detail: isShown ? idea.detail : '',
    businessModel: isShown ? idea.businessModel : null,
    ideaAttachments: attachments.map(({ id, key }, index) => ({ id, key, url: extra.imageUrl(key, index) })),
    isAdminSuggest: idea.isAdminSuggest,
    isHidden: idea.isHidden,
    isHiddenByReport: idea.hiddenByReport,
    status: idea.status,
    postDate: idea.postDate.toISOString(),
    rating: Math.round(idea.ratingAvg * 10) / 10,
    reviewCount: idea.reviewCount,
    commentCount: idea.commentCount,
    views: idea.viewCount,
    shareCount: idea.shareCount,
    owner: { ...presentPerson(owner), miniBio: owner.miniBio },
    isOwner: extra.viewerId === owner.id,
    visibility: idea.visibility,
    // Terms matter only while the idea is confidential; the owner always sees what they wrote.
    accessTerms: extra.viewerId === owner.id || idea.visibility === 'confidential' ? idea.accessTerms : null,
    access: { ...extra.access, withheld },
    myReview: null,
    isBookmarked: extra.isBookmarked,
    abilities: ideaAbilities({
      isMember: extra.isMember,
      isOwner: extra.viewerId === owner.id,
      isBlocked: extra.isBlocked,
      canReadDetails: isShown,
      isConfidential: idea.visibility === 'confidential',
      isHiddenByReport: idea.hiddenByReport,
    }),
  };
}

/**
 * What the viewer may do on an idea's page, the same rules the write routes apply: members only;
 * the owner edits, hides (unless a moderator hid it), deletes and posts updates; anyone else may
 * review, report and ask for a confidential idea's details; a block either way closes every
 * conversation with the owner (comments, reviews, messages, requests).
 */
export function ideaAbilities(viewer: {
  isMember: boolean;
  isOwner: boolean;
  isBlocked: boolean;
  canReadDetails: boolean;
  isConfidential: boolean;
  isHiddenByReport: boolean;
}): IdeaAbilities {
  const member = viewer.isMember;
  const owner = member && viewer.isOwner;
  const other = member && !viewer.isOwner;
  const open = !viewer.isBlocked;
  return {
    comment: member && open,
    review: other && open,
    report: other,
    bookmark: member,
    messageOwner: other && open,
    requestAccess: other && open && viewer.isConfidential && !viewer.canReadDetails,
    edit: owner,
    hide: owner && !viewer.isHiddenByReport,
    delete: owner,
    postUpdate: owner,
  };
}
