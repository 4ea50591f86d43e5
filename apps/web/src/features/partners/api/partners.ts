import type { Paged, PartnerPerson, PartnerRequestItem, PartnerSuggestion } from '@ideamatch/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PARTNERS_KEY } from '../../../components/partner/partner-relation-api';
import { api } from '../../../lib/api-client';

export const PARTNER_PAGE_SIZE = 12;

/** `GET /api/partner` (mine) or `GET /api/partner/search`, paged, filtered by `q`. */
export const usePeople = (source: 'mine' | 'search', { q, page }: { q: string; page: number }) =>
  useQuery({
    queryKey: [...PARTNERS_KEY, source, q, page],
    queryFn: ({ signal }) =>
      api.get<Paged<PartnerPerson>>(
        source === 'mine' ? '/api/partner' : '/api/partner/search',
        { q, page, pageSize: PARTNER_PAGE_SIZE },
        { signal },
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** `GET /api/partner/request?direction=…`: pending requests to me or from me. */
export const useRequests = (direction: 'incoming' | 'outgoing', page: number) =>
  useQuery({
    queryKey: [...PARTNERS_KEY, 'requests', direction, page],
    queryFn: ({ signal }) =>
      api.get<Paged<PartnerRequestItem>>(
        '/api/partner/request',
        { direction, page, pageSize: PARTNER_PAGE_SIZE },
        { signal },
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** `GET /api/partner/suggested`: ranked by compatibility, each with its reasons. */
export const useSuggestions = (page: number) =>
  useQuery({
    queryKey: [...PARTNERS_KEY, 'suggested', page],
    queryFn: ({ signal }) =>
      api.get<Paged<PartnerSuggestion>>('/api/partner/suggested', { page, pageSize: PARTNER_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
