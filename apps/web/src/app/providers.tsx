import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useLocation } from 'react-router';
import { i18n } from '../lib/i18n';
import { queryClient as defaultQueryClient } from '../lib/query-client';
import { SocketProvider } from '../lib/realtime';
import { hasDarkParam } from '../lib/url-params';
import { mantineEnv, theme } from './theme';

const NotificationsHost = lazy(() => import('./notifications-host'));

type AppProvidersProps = {
  children: ReactNode;
  /** Tests pass a fresh cache; the app uses the shared one. */
  queryClient?: QueryClient;
};

/**
 * Everything the screens share: the Mantine theme (dark only while the address has `dark`),
 * notifications, the query cache, translations and the realtime connection. Rendered inside the router so the colour
 * scheme follows the address.
 */
export function AppProviders({ children, queryClient = defaultQueryClient }: AppProvidersProps) {
  const { search } = useLocation();
  const colorScheme = hasDarkParam(search) ? 'dark' : 'light';
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} env={mantineEnv} forceColorScheme={colorScheme}>
          <Suspense fallback={null}>
            <NotificationsHost />
          </Suspense>
          <SocketProvider>{children}</SocketProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
