import { Box, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useIsHydrated } from '../../lib/page-render';
import { useTranslation } from 'react-i18next';
import { browserPrefersEnglish, hasLanguageChoice, useLanguage } from '../../lib/i18n';
import classes from './language-offer.module.css';

type LanguageOfferProps = {
  /** The page's header floats over its top (the home page): the bar goes below it. */
  isBelowOverlayHeader?: boolean;
};

/**
 * A slim "View in English" bar for a visitor whose browser prefers English and who has not chosen
 * a language: the page stays Thai (the default) until they take it. Either answer is remembered as
 * their choice, so it is offered once. It sits in the page's flow above the content, so it never
 * covers a heading or a button, at any width.
 */
export function LanguageOffer({ isBelowOverlayHeader = false }: LanguageOfferProps) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  // Known only in the browser (its languages), so shown once a page the server rendered is adopted.
  const isHydrated = useIsHydrated();
  const [isDismissed, setIsDismissed] = useState(false);
  const isOffered = isHydrated && !isDismissed && language === 'TH' && !hasLanguageChoice() && browserPrefersEnglish();
  // Until the app runs (a visitor's page is the server's HTML with its islands) a Thai page carries the
  // bar hidden: src/islands/preferences.ts shows it to a browser that prefers English and answers it.
  const isCarriedHidden = !isHydrated && language === 'TH';
  if (!isOffered && !isCarriedHidden) return null;
  const answer = (chosen: 'EN' | 'TH') => {
    setIsDismissed(true);
    setLanguage(chosen);
  };
  return (
    <Box
      className={classes.bar}
      role="region"
      aria-label={t('publicPages.languageOffer.view')}
      data-below-header={isBelowOverlayHeader || undefined}
      data-testid="language-offer"
      data-island="language-offer"
      hidden={isCarriedHidden || undefined}
    >
      <Group gap="xs" justify="center" wrap="wrap">
        <Text size="sm" lang="en">
          {t('publicPages.languageOffer.note')}
        </Text>
        <Group gap={4} wrap="nowrap">
          <Button size="compact-sm" radius="xl" lang="en" data-answer="en" onClick={() => answer('EN')}>
            {t('publicPages.languageOffer.view')}
          </Button>
          <Button size="compact-sm" radius="xl" variant="subtle" data-answer="th" onClick={() => answer('TH')}>
            {t('publicPages.languageOffer.dismiss')}
          </Button>
        </Group>
      </Group>
    </Box>
  );
}
