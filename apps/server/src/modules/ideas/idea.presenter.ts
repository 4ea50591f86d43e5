import { IDEA_CATEGORIES, type IdeaCard } from '@ideamatch/shared';
import { fileUrl } from '../../lib/files';
import type { IdeaCardRow } from './idea.repository';

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
    owner: {
      id: row.ownerId,
      username: row.ownerUsername,
      firstName: row.ownerFirstName,
      middleName: row.ownerMiddleName,
      lastName: row.ownerLastName,
      profileImageUrl: fileUrl(row.ownerProfileImage),
    },
  };
}
