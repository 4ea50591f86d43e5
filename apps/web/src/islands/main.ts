/**
 * The script of a visitor's server-rendered page (`/`, `/idea`, an idea, a profile) in place of the
 * full app: the page's HTML already reads, links and searches (GET forms); these islands add what must
 * react, each loaded when used. Built apart from the app (vite.islands.config.ts); the server names it
 * in the page (apps/server/src/plugins/visitor-islands.ts). Pressing anything else starts the app.
 */
import { enhancePreferences, isEnglishOffered, rememberAddressLanguage } from './preferences';
import { startApp, startAppOnSearch, startAppOnUse } from './upgrade';

rememberAddressLanguage();
enhancePreferences(document);
startAppOnUse(document);
startAppOnSearch(document);
// The "View in English" offer is the app's; a visitor it is for gets the app once the page has loaded.
if (isEnglishOffered()) {
  if (document.readyState === 'complete') void startApp();
  else window.addEventListener('load', () => void startApp(), { once: true });
}
