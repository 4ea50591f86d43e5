import { Button, Center, EmptyState } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type ErrorPanelProps = { title?: string; message?: string; onRetry?: () => void };

/** A failed load: what went wrong and a retry button. */
export function ErrorPanel({ title, message, onRetry }: ErrorPanelProps) {
  const { t } = useTranslation();
  const heading = title ?? t('common.errorTitle');
  const said = message ?? t('errors.INTERNAL_ERROR');
  // An unexplained failure reads the same as the heading: say what to do instead of saying it twice.
  const sameAsHeading = said.replace(/[.。]$/, '') === heading.replace(/[.。]$/, '');
  return (
    <Center py={64} px="md">
      <EmptyState
        variant="light"
        color="red"
        icon={<IconCloudOff size={30} aria-hidden />}
        title={heading}
        description={sameAsHeading ? t('common.errorHint') : said}
      >
        {onRetry && (
          <EmptyState.Actions>
            <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
              {t('common.retry')}
            </Button>
          </EmptyState.Actions>
        )}
      </EmptyState>
    </Center>
  );
}
