import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { canOfferInstall, promptInstall } from './service-worker';

const OFFERED_KEY = 'ideamatch.install.offered';
const NOTICE_ID = 'install-offer';

function InstallMessage() {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm">{t('push.install.offer')}</Text>
      <Button
        size="xs"
        variant="light"
        onClick={() => {
          notifications.hide(NOTICE_ID);
          void promptInstall();
        }}
      >
        {t('push.install.action')}
      </Button>
    </Group>
  );
}

/**
 * Offers to install the app once, at a moment the person just got something from it (their idea
 * is posted), when the browser allows installing; never again after that, whatever they chose.
 * Settings keep the offer for later.
 */
export function offerInstallOnce(): void {
  if (!canOfferInstall() || localStorage.getItem(OFFERED_KEY)) return;
  localStorage.setItem(OFFERED_KEY, new Date().toISOString());
  notifications.show({ id: NOTICE_ID, message: <InstallMessage />, autoClose: 15_000, withBorder: true });
}
