import { Card, SegmentedControl, Stack, Title, useMantineColorScheme } from '@mantine/core';
import type { MantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const SCHEMES: MantineColorScheme[] = ['auto', 'light', 'dark'];

/** The colour scheme: the device's (the default), light or dark; remembered on this device. */
export function AppearanceCard() {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('publicPages.colorScheme.title')}
        </Title>
        <SegmentedControl
          aria-label={t('publicPages.colorScheme.label')}
          value={colorScheme}
          data={SCHEMES.map((value) => ({ value, label: t(`publicPages.colorScheme.${value}`) }))}
          onChange={(value) => setColorScheme(SCHEMES.find((scheme) => scheme === value) ?? 'auto')}
        />
      </Stack>
    </Card>
  );
}
