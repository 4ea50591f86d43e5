import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyUpdate, useUpdateReady } from './service-worker';

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
 * Offers "Reload" while a new version of the app waits (rendered once in the app's providers): the
 * person chooses when, so nothing they are typing is lost to a reload.
 */
export function UpdateNotice() {
  const ready = useUpdateReady();
  useEffect(() => {
    if (ready) notifications.show({ id: NOTICE_ID, message: <UpdateMessage />, autoClose: false, withBorder: true });
  }, [ready]);
  return null;
}
