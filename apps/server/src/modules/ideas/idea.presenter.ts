import { IDEA_CATEGORIES, type IdeaCard, type IdeaDetail, type MyIdeaCard } from '@ideamatch/shared';
import { fileUrl } from '../../lib/files';
import { presentPerson } from '../accounts/person.presenter';
import type { IdeaCardRow, ideaRepository } from './idea.repository';

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
    owner: presentPerson(row.owner),
  };
}

/** An owner's own card, flagged when hidden. */
export function presentMyIdeaCard(row: IdeaCardRow & { isHidden: boolean }): MyIdeaCard {
  return { ...presentIdeaCard(row), isHidden: row.isHidden };
}

type DetailRow = NonNullable<Awaited<ReturnType<typeof ideaRepository.findWithOwner>>>;

/** The detail page's idea: all fields, gallery with addresses, owner card and the caller's relation. */
export function presentIdeaDetail(
  { idea, owner }: DetailRow,
  extra: { achievements: string[]; attachments: { id: string; key: string }[]; viewerId: string | null },
): IdeaDetail {
  return {
    id: idea.id,
    name: idea.name,
    description: idea.description,
    category: isCategory(idea.categoryId) ? idea.categoryId : 'technology',
    achievements: extra.achievements,
    detail: idea.detail,
    businessModel: idea.businessModel,
    ideaAttachments: extra.attachments.map(({ id, key }) => ({ id, key, url: fileUrl(key) ?? '' })),
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
    myReview: null,
  };
}
