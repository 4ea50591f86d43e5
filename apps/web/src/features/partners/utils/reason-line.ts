import { provinceName, type SuggestionReason } from '@ideamatch/shared';
import type { TFunction } from 'i18next';

/** A short list in the reader's language ("Thai and English", "ไทยและอังกฤษ"); at most three items. */
const listOf = (items: string[], language: string, type: 'conjunction' | 'disjunction' = 'conjunction') =>
  new Intl.ListFormat(language, { type }).format(items.slice(0, 3));

/** One reason as a sentence in the reader's language; `name` is the suggested person's first name. */
export function reasonText(reason: SuggestionReason, t: TFunction, language: string, name: string): string {
  switch (reason.kind) {
    case 'theyBring':
      return reason.roles.length
        ? t('matching.reasons.theyBringRole', {
            roles: listOf(
              reason.roles.map((role) => t(`matching.roleNouns.${role}`)),
              language,
              'disjunction',
            ),
            name,
            bring: reason.bring,
          })
        : t('matching.reasons.theyBringSkills', { name, skills: listOf(reason.skills, language) });
    case 'theyNeedYou':
      return reason.roles.length
        ? t('matching.reasons.theyNeedRole', {
            name,
            roles: listOf(
              reason.roles.map((role) => t(`matching.roleNouns.${role}`)),
              language,
              'disjunction',
            ),
          })
        : t('matching.reasons.theyNeedSkills', { name, skills: listOf(reason.skills, language) });
    case 'sharedIndustries':
      return t('matching.reasons.sharedIndustries', {
        industries: listOf(
          // Category names are titles ("Online shop"); inside a sentence they read in lower case.
          reason.industries.map((category) => t(`categories.${category}`).toLocaleLowerCase(language)),
          language,
        ),
      });
    case 'sameProvince':
      return t('matching.reasons.sameProvince', {
        province: provinceName(reason.province, language === 'en' ? 'en' : 'th'),
      });
    case 'bothRemote':
      return t('matching.reasons.bothRemote');
    case 'hours':
      return t('matching.reasons.hours', { hours: reason.hours });
    case 'stage':
      return t('matching.reasons.stage', { stage: t(`matching.stages.${reason.stage}`).toLowerCase() });
    case 'sharedLanguages':
      return t('matching.reasons.sharedLanguages', {
        languages: listOf(
          reason.languages.map((code) => t(`matching.languages.${code}`)),
          language,
        ),
      });
    case 'mutualPartners':
      return t('partners.reasons.mutualPartners', { count: reason.count });
    case 'likeYourPartners':
      return t('partners.reasons.likeYourPartners');
  }
}

/** The top reasons of a suggestion as sentences, the strongest first. */
export function reasonLines(
  reasons: SuggestionReason[],
  t: TFunction,
  language: string,
  name: string,
  count = 3,
): string[] {
  return reasons.slice(0, count).map((reason) => reasonText(reason, t, language, name));
}
