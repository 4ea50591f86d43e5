import { Affix, Button, CloseButton, Group, Paper } from '@mantine/core';
import { useState } from 'react';
import { useIsHydrated } from '../../lib/page-render';
import { useTranslation } from 'react-i18next';
import { hasLanguageChoice, useLanguage } from '../../lib/i18n';

/** Whether the browser's first language is English. */
const prefersEnglish = (): boolean => {
  const first = navigator.languages?.[0] ?? navigator.language;
  return typeof first === 'string' && first.toLowerCase().startsWith('en');
};

/**
 * A small "View in English" offer for a visitor whose browser prefers English and who has not
 * chosen a language: the page stays Thai (the default) until they take it. Either answer is
 * remembered as their choice, so it is offered once. It floats over the page, moving nothing.
 */
export function LanguageOffer() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  // Known only in the browser (its languages), so shown once a page the server rendered is adopted.
  const isHydrated = useIsHydrated();
  const [isDismissed, setIsDismissed] = useState(false);
  const isOffered = isHydrated && !isDismissed && language === 'TH' && !hasLanguageChoice() && prefersEnglish();
  if (!isOffered) return null;
  return (
    <Affix position={{ bottom: 16, left: 16 }} zIndex={150}>
      <Paper shadow="md" withBorder p={6} radius="xl" role="region" aria-label={t('publicPages.languageOffer.view')}>
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-sm"
            radius="xl"
            lang="en"
            onClick={() => {
              setIsDismissed(true);
              setLanguage('EN');
            }}
          >
            {t('publicPages.languageOffer.view')}
          </Button>
          <CloseButton
            size="sm"
            radius="xl"
            aria-label={t('publicPages.languageOffer.dismiss')}
            title={t('publicPages.languageOffer.dismiss')}
            onClick={() => {
              setIsDismissed(true);
              setLanguage('TH');
            }}
          />
        </Group>
      </Paper>
    </Affix>
  );
}
