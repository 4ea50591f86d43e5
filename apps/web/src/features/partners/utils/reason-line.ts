import type { SuggestionReason } from '@ideamatch/shared';
import type { TFunction } from 'i18next';

const list = (skills: string[]) => skills.slice(0, 2).join(', ');

/** One reason as a sentence in the reader's language. */
export function reasonText(reason: SuggestionReason, t: TFunction): string {
  switch (reason.kind) {
    case 'theySeekYourSkills':
      return t('partners.reasons.theySeekYourSkills', { skills: list(reason.skills) });
    case 'theyOfferWhatYouSeek':
      return t('partners.reasons.theyOfferWhatYouSeek', { skills: list(reason.skills) });
    case 'sharedCategories':
      return t('partners.reasons.sharedCategories', { count: reason.count });
    case 'mutualPartners':
      return t('partners.reasons.mutualPartners', { count: reason.count });
    case 'sameCommitment':
      return t('partners.reasons.sameCommitment', { commitment: t(`match.commitments.${reason.timeCommitment}`) });
    case 'sameLocation':
      return t('partners.reasons.sameLocation', { location: reason.location });
    case 'recentlyActive':
      return t('partners.reasons.recentlyActive');
    case 'likeYourPartners':
      return t('partners.reasons.likeYourPartners');
  }
}

/** The short "why" line of a suggestion: its two most telling reasons joined by a dot. */
export function reasonLine(reasons: SuggestionReason[], t: TFunction): string {
  if (!reasons.length) return t('partners.reasons.none');
  return reasons
    .slice(0, 2)
    .map((reason) => reasonText(reason, t))
    .join(' · ');
}
