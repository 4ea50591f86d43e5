/**
 * The script of a visitor's server-rendered page (`/`, `/idea`, an idea, a profile) in place of the
 * full app: the page's HTML already reads, links and searches (GET forms); these islands add what must
 * react, each loaded when used. Built apart from the app (vite.islands.config.ts); the server names it
 * in the page (apps/server/src/plugins/visitor-islands.ts). Pressing anything else starts the app.
 */
import { keepForOffline, showConnection } from './connection';
import {
  adoptStoredLanguage,
  applyColorScheme,
  enhancePreferences,
  offerEnglish,
  rememberAddressLanguage,
} from './preferences';
import { startAppOnSearch, startAppOnUse } from './upgrade';

rememberAddressLanguage();
adoptStoredLanguage();
applyColorScheme();
enhancePreferences(document);
startAppOnUse(document);
startAppOnSearch(document);
offerEnglish(document);
showConnection(document);
keepForOffline();
