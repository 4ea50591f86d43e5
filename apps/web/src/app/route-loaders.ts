import type { LoaderFunctionArgs } from 'react-router';
import { commentsQueryOptions } from '../features/ideas/api/get-comments';
import { ideaQueryOptions } from '../features/ideas/api/get-idea';
import { ideaHomeQueryOptions } from '../features/ideas/api/get-idea-home';
import { reviewsQueryOptions } from '../features/ideas/api/get-reviews';
import { queryClient } from '../lib/query-client';

/**
 * Route loaders start a page's queries as its route is entered, beside the download of the page's
 * chunk, so code and data arrive together instead of one after the other. They never wait for the
 * data (the page shows its own loading, empty and error states) and never throw; what they fetch
 * lands in the query cache the page reads, under the same keys.
 */
export function homeLoader() {
  void queryClient.prefetchQuery(ideaHomeQueryOptions());
  return null;
}

/** An idea's page: the idea, the first page of its comments and of its reviews. */
export function ideaDetailLoader({ params }: Pick<LoaderFunctionArgs, 'params'>) {
  const id = params.id;
  if (!id) return null;
  void queryClient.prefetchQuery(ideaQueryOptions(id));
  void queryClient.prefetchInfiniteQuery(commentsQueryOptions(id));
  void queryClient.prefetchQuery(reviewsQueryOptions(id, 1));
  return null;
}
