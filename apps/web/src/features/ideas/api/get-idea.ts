import { ideaApi } from '@ideamatch/shared/api/idea';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ideaKeys } from './idea-keys';

/**
 * `GET /api/idea/{id}`: 404 when the idea is hidden, deleted or unknown. The server counts one view
 * per viewer and day, so other screens read this same cached query rather than fetching it again.
 */
export const getIdea = (id: string, signal?: AbortSignal) => call(ideaApi.get, { params: { id }, signal });

export const ideaQueryOptions = (id: string) =>
  queryOptions({ queryKey: ideaKeys.detail(id), queryFn: ({ signal }) => getIdea(id, signal), retry: false });

/** One idea, for its detail page, its edit form and a chat started from it; disabled while `id` is null. */
export const useIdea = (id: string | null) => useQuery({ ...ideaQueryOptions(id ?? ''), enabled: Boolean(id) });
