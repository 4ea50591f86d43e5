import { MantineProvider } from '@mantine/core';
import type { MantineColorSchemeManager } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { I18nContext, I18nextProvider } from 'react-i18next';
import { useLocation } from 'react-router';
import { colorSchemeManager } from '../lib/color-scheme';
import { i18n } from '../lib/i18n';
import { queryClient as defaultQueryClient } from '../lib/query-client';
import { SocketProvider } from '../lib/realtime';
import { useServerPage } from '../lib/page-render';
import { hasDarkParam } from '../lib/url-params';
import { mantineEnv, STYLES_IN_HEAD, theme } from './theme';

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

/** The server's colour scheme: the visitor's chosen one (its cookie), else the device's (`auto`). */
const fixedColorScheme = (scheme: 'light' | 'dark' | null): MantineColorSchemeManager => ({
  get: () => scheme ?? 'auto',
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
});

/**
 * Everything the screens share: the Mantine theme (the device's colour scheme until the person
 * chooses one, remembered by `colorSchemeManager`; dark whatever the choice while the address has `dark`),
 * notifications, the query cache, translations and the realtime connection. Rendered inside the router so the colour
 * scheme follows the address.
 */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const { search } = useLocation();
  // The server's renderer provides each page its own cache and texts in the page's language around the
  // router; the browser has one of each.
  const outerClient = useContext(QueryClientContext);
  const client = queryClient ?? outerClient ?? defaultQueryClient;
  const texts = useContext(I18nContext)?.i18n ?? i18n;
  const server = useServerPage();
  const serverScheme = server?.colorScheme ?? null;
  const manager = useMemo(() => (server ? fixedColorScheme(serverScheme) : colorSchemeManager), [server, serverScheme]);
  const forcedScheme = hasDarkParam(search) ? 'dark' : undefined;
  return (
    <I18nextProvider i18n={texts}>
      <QueryClientProvider client={client}>
        <MantineProvider
          theme={theme}
          env={mantineEnv}
          colorSchemeManager={manager}
          defaultColorScheme="auto"
          forceColorScheme={forcedScheme}
          {...STYLES_IN_HEAD}
        >
          <NotificationsOnDemand />
          <SocketProvider>{children}</SocketProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
