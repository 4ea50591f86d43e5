import { UnstyledButton, VisuallyHidden } from '@mantine/core';
import { LANGUAGES } from '@ideamatch/shared/constants';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n';
import classes from './language-toggle.module.css';

type LanguageToggleProps = { isInverted?: boolean };

/**
 * "TH | EN" switch; the current language is highlighted, a click swaps to the other one. Its
 * accessible name is its visible text followed by what it does, so a voice command naming what is
 * seen reaches it.
 */
export function LanguageToggle({ isInverted = false }: LanguageToggleProps) {
  const { t } = useTranslation();
  const { language, toggleLanguage } = useLanguage();
  return (
    <UnstyledButton
      className={classes.root}
      data-inverted={isInverted || undefined}
      onClick={toggleLanguage}
      // On a visitor's page without the app, src/islands/preferences.ts makes it work.
      data-island="language"
      title={t('language.switch')}
    >
      {LANGUAGES.map((code) => (
        <span
          key={code}
          className={classes.option}
          data-active={code === language || undefined}
          lang={code.toLowerCase()}
        >
          {code}
        </span>
      ))}
      <VisuallyHidden>{t('language.switch')}</VisuallyHidden>
    </UnstyledButton>
  );
}
