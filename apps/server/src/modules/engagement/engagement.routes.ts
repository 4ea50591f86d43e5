import type { FastifyInstance } from 'fastify';
import { engagementApi } from '@ideamatch/shared/api/engagement';
import { route } from '../../lib/route';
import { resolveIdeaOwner } from '../ideas/idea.service';
import {
  bookmarkIdea,
  deleteIdeaUpdate,
  followAccount,
  listBookmarks,
  listFollows,
  listIdeaUpdates,
  postIdeaUpdate,
  readFollowState,
  unbookmarkIdea,
  unfollowAccount,
} from './engagement.service';

/** Saved ideas, follows and the owner's updates on an idea. */
export const engagementRoutes = async (app: FastifyInstance) => {
  type Caller = { session?: { accountId: string; subAccountId: string | null } | null };
  const viewerOf = (request: Caller) => request.session?.accountId ?? null;
  // A persona (sub-account session) reads follows but does not follow: it answers as a visitor would.
  const followerOf = (request: Caller) => (request.session?.subAccountId ? null : viewerOf(request));

  route(app, engagementApi.bookmarks, {
    access: 'user',
    handler: (request) => listBookmarks(app.db, request.actor().accountId, request.query),
  });
  route(app, engagementApi.bookmark, {
    access: 'user',
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: (request) => bookmarkIdea(app.db, request.actor().accountId, request.params.id),
  });
  route(app, engagementApi.unbookmark, {
    access: 'user',
    handler: (request) => unbookmarkIdea(app.db, request.actor().accountId, request.params.id),
  });

  route(app, engagementApi.followState, {
    access: 'everyone',
    handler: (request) => readFollowState(app.db, followerOf(request), request.params.id),
  });
  route(app, engagementApi.follow, {
    access: 'user',
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: (request) => followAccount(app.db, request.actor().accountId, request.params.id),
  });
  route(app, engagementApi.unfollow, {
    access: 'user',
    handler: (request) => unfollowAccount(app.db, request.actor().accountId, request.params.id),
  });
  route(app, engagementApi.followers, {
    access: 'everyone',
    handler: (request) => listFollows(app.db, 'followers', viewerOf(request), request.params.id, request.query),
  });
  route(app, engagementApi.following, {
    access: 'everyone',
    handler: (request) => listFollows(app.db, 'following', viewerOf(request), request.params.id, request.query),
  });

  const ideaOwner = (request: { params: unknown }) => resolveIdeaOwner(app.db, (request.params as { id: string }).id);
  route(app, engagementApi.listUpdates, {
    access: 'visitor',
    handler: (request) => listIdeaUpdates(app.db, viewerOf(request), request.params.id, request.query),
  });
  route(app, engagementApi.postUpdate, {
    access: { owner: ideaOwner },
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: (request) => postIdeaUpdate(app.db, request.actor().accountId, request.params.id, request.body),
  });
  route(app, engagementApi.deleteUpdate, {
    access: { owner: ideaOwner },
    handler: (request) => deleteIdeaUpdate(app.db, request.params.id, request.params.updateId),
  });
};
