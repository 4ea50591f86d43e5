import { IDEA_CATEGORIES, type DashboardIdea } from '@ideamatch/shared';
import { fileUrl } from '../../lib/files';
import { presentPerson, type PersonRow } from '../accounts/person.presenter';

export type DashboardIdeaRow = {
  id: string;
  name: string;
  categoryId: string;
  coverKey: string | null;
  owner: PersonRow & { isDeactivated: boolean };
  status: number;
  isHidden: boolean;
  hiddenByReport: boolean;
  isAdminSuggest: boolean;
  isSponsored: boolean;
  sponsoredUntil: Date | null;
  postDate: Date;
  viewCount: number;
  commentCount: number;
  ratingAvg: number;
  reviewCount: number;
  openReportCount: number;
};

const toCategory = (id: string) =>
  (IDEA_CATEGORIES as readonly string[]).includes(id) ? (id as DashboardIdea['category']) : 'technology';

/** An idea as a dashboard table row. */
export const presentDashboardIdea = (row: DashboardIdeaRow): DashboardIdea => ({
  id: row.id,
  name: row.name,
  category: toCategory(row.categoryId),
  coverImageUrl: fileUrl(row.coverKey),
  owner: { ...presentPerson(row.owner), isDeactivated: row.owner.isDeactivated },
  status: row.status,
  isHidden: row.isHidden,
  isHiddenByReport: row.hiddenByReport,
  isAdminSuggest: row.isAdminSuggest,
  isSponsored: row.isSponsored,
  sponsoredUntil: row.sponsoredUntil?.toISOString() ?? null,
  postDate: row.postDate.toISOString(),
  views: row.viewCount,
  commentCount: row.commentCount,
  rating: row.ratingAvg,
  reviewCount: row.reviewCount,
  openReportCount: Number(row.openReportCount),
});
