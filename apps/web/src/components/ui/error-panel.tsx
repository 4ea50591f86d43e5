import { Button, Center, EmptyState } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type ErrorPanelProps = { title?: string; message?: string; onRetry?: () => void };

/** A failed load: what went wrong and a retry button. */
export function ErrorPanel({ title, message, onRetry }: ErrorPanelProps) {
  const { t } = useTranslation();
  return (
    <Center py={64} px="md">
      <EmptyState
        variant="light"
        color="red"
        icon={<IconCloudOff size={30} aria-hidden />}
        title={title ?? t('common.errorTitle')}
        description={message ?? t('errors.INTERNAL_ERROR')}
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
