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
      // Whose hours are whose: theirs against my wish, or mine against theirs.
      return reason.whose === 'yours'
        ? t('matching.reasons.hoursYours', { hours: reason.hours, wanted: reason.wanted })
        : t('matching.reasons.hoursTheirs', { name, hours: reason.hours, wanted: reason.wanted });
    case 'intent':
      return t(`matching.reasons.intent.${reason.intent}`);
    case 'theyWantYourIntent':
      return t('matching.reasons.theyWantYourIntent', { name });
    case 'ticket': {
      const baht = (value: number) =>
        new Intl.NumberFormat(language, { style: 'currency', currency: 'THB', maximumFractionDigits: 0 }).format(value);
      if (reason.min !== null && reason.max !== null)
        return t('matching.reasons.ticket', { range: `${baht(reason.min)}–${baht(reason.max)}` });
      return reason.min !== null
        ? t('matching.reasons.ticketFrom', { min: baht(reason.min) })
        : t('matching.reasons.ticketUpTo', { max: baht(reason.max ?? 0) });
    }
    case 'missed':
      return reason.whose === 'yours'
        ? t('matching.reasons.missedYours', { criterion: t(`matching.criteria.${reason.criterion}`) })
        : t('matching.reasons.missedTheirs', { name, criterion: t(`matching.criteria.${reason.criterion}`) });
    case 'oneSided':
      return t(`matching.reasons.oneSided.${reason.direction}`, { name });
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

/** Whether a reason says something that matched (✓), did not (✗), or warns (one-sided). */
export const reasonTone = (reason: SuggestionReason): 'met' | 'unmet' | 'warning' =>
  reason.kind === 'oneSided'
    ? 'warning'
    : reason.kind === 'missed' || (reason.kind === 'hours' && !reason.isMet)
      ? 'unmet'
      : 'met';

export type ReasonLine = { text: string; tone: ReturnType<typeof reasonTone> };

/**
 * The reasons of a suggestion as sentences: a one-sided warning first, then the strongest
 * `count` that matched (and an investor's ticket, always: it is what a founder looking for
 * investment needs to know), then at most two that did not.
 */
export function reasonLines(
  reasons: SuggestionReason[],
  t: TFunction,
  language: string,
  name: string,
  count = 3,
): ReasonLine[] {
  const of = (tone: ReasonLine['tone']) => reasons.filter((reason) => reasonTone(reason) === tone);
  const met = of('met').slice(0, count);
  const ticket = reasons.find((reason) => reason.kind === 'ticket');
  if (ticket && !met.includes(ticket)) met.push(ticket);
  return [...of('warning'), ...met, ...of('unmet').slice(0, 2)].map((reason) => ({
    text: reasonText(reason, t, language, name),
    tone: reasonTone(reason),
  }));
}
