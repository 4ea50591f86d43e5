import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useLocation } from 'react-router';
import { i18n, LANGUAGE_LOCALE, useLanguage } from '../lib/i18n';
import { queryClient as defaultQueryClient } from '../lib/query-client';
import { SocketProvider } from '../lib/realtime';
import { hasDarkParam } from '../lib/url-params';
import { theme } from './theme';

type AppProvidersProps = {
  children: ReactNode;
  /** Tests pass a fresh cache; the app uses the shared one. */
  queryClient?: QueryClient;
};

function DatesSettings({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  return <DatesProvider settings={{ locale: LANGUAGE_LOCALE[language], firstDayOfWeek: 0 }}>{children}</DatesProvider>;
}

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
        <MantineProvider theme={theme} forceColorScheme={colorScheme}>
          <DatesSettings>
            <Notifications position="top-right" zIndex={1000} />
            <SocketProvider>{children}</SocketProvider>
          </DatesSettings>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
