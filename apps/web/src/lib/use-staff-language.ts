import type { Language } from '@ideamatch/shared';
import { useEffect } from 'react';
import { browserPrefersEnglish, showLanguageUnlessChosen } from './i18n';

/**
 * The dashboard (and its sign-in) speaks the staff member's language: English when their account's
 * saved language is English or their browser's first language is, unless they chose a language on
 * this device. Thai stays the default otherwise.
 */
export function useStaffLanguage(accountLanguage: Language | undefined, isStaffPage = true): void {
  useEffect(() => {
    if (isStaffPage && (accountLanguage === 'EN' || browserPrefersEnglish())) void showLanguageUnlessChosen('EN');
  }, [accountLanguage, isStaffPage]);
}
