import { Button, CloseButton, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { supportsPush } from '../../../lib/service-worker';

const DISMISSED_KEY = 'ideamatch.push.offerDismissed';

/** Whether to offer push here: the browser can, the person was never asked, and did not wave it away. */
const shouldOffer = () =>
  supportsPush() &&
  Boolean(navigator.serviceWorker.controller) &&
  Notification.permission === 'default' &&
  !localStorage.getItem(DISMISSED_KEY);

/**
 * A gentle line in the notification popover: these can reach this device too. It only leads to
 * Settings, where the browser's permission is asked on the person's own click.
 */
export function PushOffer({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  const [isShown, setShown] = useState(shouldOffer);
  if (!isShown) return null;
  return (
    <Group gap="xs" wrap="nowrap" px="md" py={6} data-testid="push-offer">
      <Text size="xs" style={{ flex: 1 }}>
        {t('push.offer.text')}
      </Text>
      <Button component={Link} to="/settings?tab=notifications" size="compact-xs" variant="light" onClick={onOpen}>
        {t('push.offer.action')}
      </Button>
      <CloseButton
        size="sm"
        aria-label={t('push.offer.dismiss')}
        onClick={() => {
          localStorage.setItem(DISMISSED_KEY, '1');
          setShown(false);
        }}
      />
    </Group>
  );
}
