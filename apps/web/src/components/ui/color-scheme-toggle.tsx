import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type ColorSchemeToggleProps = { isInverted?: boolean; className?: string };

/**
 * Light/dark switch of the header: shows the scheme it switches to and remembers the choice (until
 * then the page follows the device).
 */
export function ColorSchemeToggle({ isInverted = false, className }: ColorSchemeToggleProps) {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light');
  const isDark = computed === 'dark';
  const label = t(isDark ? 'publicPages.colorScheme.toLight' : 'publicPages.colorScheme.toDark');
  return (
    <ActionIcon
      variant={isInverted ? 'transparent' : 'subtle'}
      color={isInverted ? 'white' : 'gray'}
      size={38}
      radius="xl"
      className={className}
      onClick={() => setColorScheme(isDark ? 'light' : 'dark')}
      // On a visitor's page without the app, src/islands/preferences.ts makes it work.
      data-island="color-scheme"
      aria-label={label}
      title={label}
    >
      {isDark ? <IconSun size={20} aria-hidden /> : <IconMoon size={20} aria-hidden />}
    </ActionIcon>
  );
}
