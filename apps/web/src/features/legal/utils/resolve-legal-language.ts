import { DEFAULT_LANGUAGE } from '@ideamatch/shared';
import type { Language } from '@ideamatch/shared';

/**
 * Which version of a legal document to show for an i18next language. Accepts the stored values
 * (`TH`, `EN`) as well as locale codes (`th`, `en`, `en-US`) in any case; anything else is Thai.
 */
export function resolveLegalLanguage(language: string | undefined): Language {
  const base = language?.trim().split(/[-_]/)[0]?.toUpperCase();
  if (base === 'EN') return 'EN';
  if (base === 'TH') return 'TH';
  return DEFAULT_LANGUAGE;
}
