import type { PublicProfile } from '@ideamatch/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /api/account/{id}`: whom a new conversation (`/chat?to=<id>`) is with. */
export const usePerson = (accountId: string | null) =>
  useQuery({
    queryKey: ['chat', 'person', accountId],
    queryFn: ({ signal }) =>
      api.get<PublicProfile>(`/api/account/${encodeURIComponent(accountId!)}`, undefined, { signal }),
    enabled: Boolean(accountId),
  });
