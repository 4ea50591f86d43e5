import type enBase from './en.json';
import type enPages from './pages.en.json';
import type enAccount from './account.en.json';
import type enChat from './chat.en.json';
import type enDashboard from './dashboard.en.json';
import type enPartners from './partners.en.json';
import type enSecurity from './security.en.json';
import type enSettings from './settings.en.json';
import type enFieldErrors from './field-errors.en.json';
import type enTrust from './trust.en.json';
import type enProtection from './protection.en.json';
import type enReports from './reports.en.json';
import type enEngagement from './engagement.en.json';
import type enPublicPages from './public.en.json';
import type enMatching from './matching.en.json';
import type enPush from './push.en.json';
import type enPartnerQuestions from './partner-questions.en.json';

/**
 * Translations are split by feature (`<feature>.<lang>.json` beside the base `<lang>.json`) so
 * features can grow their texts side by side; they are loaded in three parts, each a chunk of its
 * own per language (`loadTranslation`): `main` (`translation.<lang>.ts`: the base, the security and
 * the public pages' texts: what the shell, the home page and the idea list show a visitor), `more`
 * (`translation-more.<lang>.ts`: `pages.<lang>.json`, the texts of the sign-in pages, an idea's page
 * and form and the signed-in menus, and every other feature's, loaded with the pages that use them and as
 * soon as someone is signed in) and `dashboard`. A page downloads only the language it shows.
 */
export type Translation = typeof enBase &
  typeof enPages &
  typeof enPartners &
  typeof enChat &
  typeof enDashboard &
  typeof enSecurity &
  typeof enAccount &
  typeof enSettings &
  typeof enTrust &
  typeof enProtection &
  typeof enReports &
  typeof enEngagement &
  typeof enPublicPages &
  typeof enMatching &
  typeof enPartnerQuestions &
  typeof enPush &
  typeof enFieldErrors;

export type Locale = 'th' | 'en';

/** The parts of a language's texts (see above). */
export type TextPart = 'main' | 'more' | 'dashboard';

/** One part of one language's texts; each is a chunk of its own. */
export async function loadTranslation(locale: Locale, part: TextPart): Promise<object> {
  if (part === 'dashboard')
    return (locale === 'en' ? await import('./dashboard.en.json') : await import('./dashboard.th.json')).default;
  if (part === 'more')
    return (locale === 'en' ? await import('./translation-more.en') : await import('./translation-more.th'))
      .translation;
  return (locale === 'en' ? await import('./translation.en') : await import('./translation.th')).translation;
}
