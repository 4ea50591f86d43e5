import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { followBrowserConnection } from './online-status';

/**
 * Retries once, and only when no reply came back at all (a dropped connection). A server that
 * answered, even with a 5xx, is shown as an error at once rather than after a delay.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && isApiError(error) && error.isNetworkError;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

followBrowserConnection();

/** The application's one query cache. */
export const queryClient = createQueryClient();
