import '@mantine/core/styles.css';
// Thai glyphs only, regular and bold, self-hosted with font-display: swap; Latin text keeps the system font.
import '@fontsource/noto-sans-thai/thai-400.css';
import '@fontsource/noto-sans-thai/thai-700.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router';
import { loadTagManager } from './lib/gtm';
import { textsReady } from './lib/i18n';
import { keyPageLoad } from './lib/page-load-key';
import { takeAccessTokenFromAddress } from './lib/access-token-handover';
import { captureInstallPrompt, registerServiceWorker } from './lib/service-worker';
import { offerUpdates } from './lib/update-notice';

// A token handed over in the address leaves it before anything renders; adopted at once unless
// another account is signed in here (then the person chooses), so guards already see it.
takeAccessTokenFromAddress();
keyPageLoad();
loadTagManager();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The router starts loading the first page's code at once; the texts of the language arrive beside it.
const router = createAppRouter();
// The install prompt is kept for a good moment (Settings, after posting an idea), never shown on load.
captureInstallPrompt();
// Production builds only; a clicked push opens its screen in this tab without a reload.
registerServiceWorker((link) => void router.navigate(link));
offerUpdates();
void textsReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
