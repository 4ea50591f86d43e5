import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { loadMoreTexts } from './i18n';
import { applyUpdate, onUpdateReady } from './service-worker';

const NOTICE_ID = 'app-update';

function UpdateMessage() {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm">{t('push.app.updateReady')}</Text>
      <Button size="xs" onClick={applyUpdate}>
        {t('push.app.reload')}
      </Button>
    </Group>
  );
}

/**
 * Offers "Reload" when a new version of the app waits (call once at start-up): the person chooses
 * when, so nothing they are typing is lost to a reload.
 */
export function offerUpdates(): void {
  // Its texts are among those beyond the shell's.
  onUpdateReady(
    () =>
      void loadMoreTexts().then(() =>
        notifications.show({ id: NOTICE_ID, message: <UpdateMessage />, autoClose: false, withBorder: true }),
      ),
  );
}
