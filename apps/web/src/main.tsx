import '@mantine/core/styles.css';
// Thai glyphs only, regular and bold, self-hosted with font-display: swap; Latin text keeps the system font.
import '@fontsource/noto-sans-thai/thai-400.css';
import '@fontsource/noto-sans-thai/thai-700.css';
import './styles/global.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createAppRouter, routes } from './app/router';
import { resolveLazyRoutes, readPageState } from './app/page-state';
import { loadTagManager } from './lib/gtm';
import { colorSchemeManager } from './lib/color-scheme';
import { i18n, textsReady } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { keyPageLoad } from './lib/page-load-key';
import { takeAccessTokenFromAddress } from './lib/access-token-handover';
import { captureInstallPrompt, registerServiceWorker } from './lib/service-worker';
import { offerUpdates } from './lib/update-notice';
import { routerFlushSync } from './lib/router-flush-sync';
import { APP_HYDRATED_EVENT } from './islands/events';

// A token handed over in the address leaves it before anything renders; adopted at once unless
// another account is signed in here (then the person chooses), so guards already see it.
takeAccessTokenFromAddress();
keyPageLoad();
loadTagManager();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// A page the server rendered (a visitor's public page) carries the state it was rendered from.
const pageState = readPageState();
let router: ReturnType<typeof createAppRouter> | null = null;
// The install prompt is kept for a good moment (Settings, after posting an idea), never shown on load.
captureInstallPrompt();
// Production builds only; a clicked push opens its screen in this tab without a reload.
registerServiceWorker((link) => void router?.navigate(link));
offerUpdates();

// Adopted only if the app starts as the server rendered (a choice kept only in local storage, from
// before the cookies, differs: the app then draws the page itself).
const isAsRendered =
  pageState !== null &&
  pageState.language === i18n.language &&
  colorSchemeManager.get('auto') === (pageState.colorScheme ?? 'auto');

/** Tells a visitor's islands (src/islands/upgrade.ts) that the app has taken the page over (or drawn it anew). */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => void document.dispatchEvent(new Event(APP_HYDRATED_EVENT)), []);
  return children;
}

if (pageState && isAsRendered) {
  // The server's HTML is adopted as it is: the same cache, the page's code and texts loaded first, and
  // the router told its loaders already ran, so the first render matches it.
  hydrate(queryClient, pageState.queries);
  void Promise.all([textsReady, resolveLazyRoutes(routes, window.location)]).then(() => {
    router = createBrowserRouter(routes, { hydrationData: { loaderData: pageState.loaderData } });
    const hydrated = router;
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the
    // main thread until the whole page is hydrated (a tap meanwhile hydrates its part first).
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <Hydrated>
            <RouterProvider router={hydrated} flushSync={routerFlushSync} />
          </Hydrated>
        </StrictMode>,
      );
    });
  });
} else {
  // The router starts loading the first page's code at once; the texts of the language arrive beside it.
  const appRouter = createAppRouter();
  router = appRouter;
  void textsReady.then(() =>
    createRoot(container).render(
      <StrictMode>
        <Hydrated>
          <RouterProvider router={appRouter} flushSync={routerFlushSync} />
        </Hydrated>
      </StrictMode>,
    ),
  );
}
