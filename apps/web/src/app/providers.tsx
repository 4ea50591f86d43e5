import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useLocation } from 'react-router';
import { colorSchemeManager } from '../lib/color-scheme';
import { i18n } from '../lib/i18n';
import { queryClient as defaultQueryClient } from '../lib/query-client';
import { SocketProvider } from '../lib/realtime';
import { hasDarkParam } from '../lib/url-params';
import { mantineEnv, theme } from './theme';

const NotificationsHost = lazy(() => import('./notifications-host'));

/**
 * Where toasts appear, mounted when the first one is shown (the store keeps it until then), so a page
 * that shows none never downloads the toast code. It stays mounted afterwards.
 */
function NotificationsOnDemand() {
  const { notifications } = useNotifications();
  const [isNeeded, setIsNeeded] = useState(false);
  if (!isNeeded && notifications.length > 0) setIsNeeded(true);
  return isNeeded ? (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  ) : null;
}

type AppProvidersProps = {
  children: ReactNode;
  /** Tests pass a fresh cache; the app uses the shared one. */
  queryClient?: QueryClient;
};

/**
 * Everything the screens share: the Mantine theme (the device's colour scheme until the person
 * chooses one, remembered by `colorSchemeManager`; dark whatever the choice while the address has `dark`),
 * notifications, the query cache, translations and the realtime connection. Rendered inside the router so the colour
 * scheme follows the address.
 */
export function AppProviders({ children, queryClient = defaultQueryClient }: AppProvidersProps) {
  const { search } = useLocation();
  const forcedScheme = hasDarkParam(search) ? 'dark' : undefined;
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider
          theme={theme}
          env={mantineEnv}
          colorSchemeManager={colorSchemeManager}
          defaultColorScheme="auto"
          forceColorScheme={forcedScheme}
        >
          <NotificationsOnDemand />
          <SocketProvider>{children}</SocketProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
