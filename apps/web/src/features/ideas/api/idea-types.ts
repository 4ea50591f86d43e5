import type { Paged } from '@ideamatch/shared';
import type { IDEA_CATEGORIES, ReportReason } from '@ideamatch/shared/constants';

export type IdeaCategory = (typeof IDEA_CATEGORIES)[number];

/** A stored gallery image of an idea. */
export type IdeaAttachment = { id?: string; key: string; url: string };

/** The public face of an idea's owner, or of a comment's author. */
export type IdeaPerson = {
  id: string;
  username: string;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  miniBio?: string | null;
  profileImageUrl: string | null;
};

/** `GET /api/idea/{id}` (DESIGN.md 3.4). */
export type IdeaDetail = {
  id: string;
  name: string;
  description: string;
  category: IdeaCategory;
  achievements: string[];
  detail: string;
  businessModel: string | null;
  ideaAttachments: IdeaAttachment[];
  isAdminSuggest: boolean;
  isHidden: boolean;
  /** Hidden by a moderator after a report; the owner cannot unhide it. */
  isHiddenByReport?: boolean;
  status: number;
  postDate: string;
  rating: number;
  reviewCount: number;
  commentCount: number;
  views: number;
  shareCount: number;
  owner: IdeaPerson;
  isOwner: boolean;
};

/** Body of `POST /api/idea`. */
export type CreateIdeaBody = {
  name: string;
  categoryId: IdeaCategory;
  description: string;
  achievements: string[];
  detail: string;
  businessModel?: string;
  ideaAttachments: { key: string }[];
};

/** Body of `PATCH /api/idea/{id}`: only what changed. */
export type UpdateIdeaBody = Partial<CreateIdeaBody> & { ideaToDeleteAttachments?: string[] };

export type ReportIdeaBody = { reason: ReportReason; detail?: string };

export type IdeaComment = {
  id: string;
  text: string;
  author: IdeaPerson;
  likeCount: number;
  replyCount: number;
  isLikedByMe: boolean;
  isMine: boolean;
  createdAt: string;
  /** Only top-level comments carry their first replies; a reply has none (one level of replies). */
  replies?: IdeaComment[];
};

export type IdeaReview = {
  id: string;
  score: number;
  text: string | null;
  author: IdeaPerson;
  createdAt: string;
  isMine?: boolean;
};

export type ReviewSummary = {
  rating: number;
  reviewCount: number;
  distribution: Record<string, number> | number[];
  myReview: { score: number; text: string | null } | null;
};

export type IdeaReviewPage = Paged<IdeaReview> & { summary: ReviewSummary };
