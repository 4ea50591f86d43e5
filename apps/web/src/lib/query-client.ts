import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

/** Retries only what may succeed on a second try: network failures and 5xx, once. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  return !isApiError(error) || error.status === 0 || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The application's one query cache. */
export const queryClient = createQueryClient();
