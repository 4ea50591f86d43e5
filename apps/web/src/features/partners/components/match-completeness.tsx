import { Anchor, Group, List, Progress, Stack, Text } from '@mantine/core';
import type { MatchCompleteness as Completeness } from '@ideamatch/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type MatchCompletenessProps = { completeness: Completeness; withLink?: boolean };

/** The completeness meter and, until the essentials are filled, exactly what is still missing. */
export function MatchCompleteness({ completeness, withLink = false }: MatchCompletenessProps) {
  const { t } = useTranslation();
  const label = t('matching.completeness', { percent: completeness.percent });
  return (
    <Stack gap="xs" data-testid="match-completeness">
      <Group justify="space-between" gap="xs">
        <Text fw={600} size="sm">
          {label}
        </Text>
        {withLink && (
          <Anchor component={Link} to="/match-profile" size="sm" fw={600}>
            {completeness.isReady ? t('matching.open') : t('matching.missingLink')}
          </Anchor>
        )}
      </Group>
      <Progress
        value={completeness.percent}
        color={completeness.isReady ? 'teal' : 'brand'}
        radius="xl"
        aria-label={label}
      />
      {completeness.isReady ? (
        <Text size="sm" c="dimmed">
          {t('matching.ready')}
        </Text>
      ) : (
        <>
          <Text size="sm">{t('matching.missingTitle')}</Text>
          <List size="sm" data-testid="match-missing">
            {completeness.missing.map((field) => (
              <List.Item key={field}>{t(`matching.fields.${field}`)}</List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
