import type { IdeaDetail } from '@ideamatch/shared';

/** The owner of `buildIdeaDetail`'s idea. */
export const IDEA_OWNER: IdeaDetail['owner'] = {
  id: 'owner-1',
  username: 'malee',
  firstName: 'Malee',
  middleName: null,
  lastName: 'Sukjai',
  miniBio: 'Baker in Khon Kaen',
  profileImageUrl: null,
};

/** What a signed-in member may do on the page: the owner's actions, or another member's. */
export const memberAbilities = (isOwner: boolean): IdeaDetail['abilities'] => ({
  comment: true,
  review: !isOwner,
  report: !isOwner,
  bookmark: true,
  messageOwner: !isOwner,
  requestAccess: false,
  edit: isOwner,
  hide: isOwner,
  delete: isOwner,
  postUpdate: isOwner,
});

/** An idea as `GET /api/idea/{id}` returns it to someone else; override any field. */
export const buildIdeaDetail = (overrides: Partial<IdeaDetail> = {}): IdeaDetail => ({
  id: 'idea-1',
  name: 'Cold brew for offices',
  description: 'Coffee for teams',
  categoryId: 'food',
  category: 'food',
  achievements: ['First customer'],
  detail: 'We deliver every morning',
  businessModel: null,
  ideaAttachments: [],
  isAdminSuggest: false,
  isHidden: false,
  isHiddenByReport: false,
  status: 1,
  postDate: '2026-01-15T08:00:00.000Z',
  rating: 0,
  reviewCount: 0,
  commentCount: 0,
  views: 1,
  shareCount: 0,
  owner: IDEA_OWNER,
  isOwner: false,
  visibility: 'public',
  accessTerms: null,
  access: {
    canReadDetails: true,
    withheld: null,
    myRequest: null,
    canRequest: false,
    requestAllowedAt: null,
    pendingRequestCount: null,
  },
  isBookmarked: false,
  abilities: memberAbilities(overrides.isOwner ?? false),
  ...overrides,
});
