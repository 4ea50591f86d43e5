import { Alert, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { IconBellRinging, IconDeviceMobileDown } from '@tabler/icons-react';
import { PUSH_KINDS, type PushKind } from '@ideamatch/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { promptInstall, useCanInstall } from '../../../lib/service-worker';
import { usePushSettings, useUpdatePushSettings } from '../api/get-push-settings';
import { PushSetupError, usePushDevice, type PushFailure } from '../hooks/use-push-device';
import { useSession } from '../../auth/hooks/use-session';

/** Why notifications could not be turned on, and what to do about it. */
function FailureNotice({ reason }: { reason: PushFailure }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="orange"
      variant="light"
      role="alert"
      title={t(`push.failure.${reason}.title`)}
      data-testid="push-failure"
    >
      {t(`push.failure.${reason}.fix`)}
    </Alert>
  );
}

/** This device: turn notifications on (asks the browser's permission, from this click only) or off. */
function DeviceRow() {
  const { t } = useTranslation();
  const { profile } = useSession();
  const { state, on, off } = usePushDevice(profile?.id ?? null);
  const [failure, setFailure] = useState<PushFailure | null>(null);
  // The browser refused on this click (rather than before the page opened): its notice is read out.
  const [wasRefused, setRefused] = useState(false);
  if (state.isLoading) return <Loader size="sm" aria-label={t('push.device.checking')} />;
  const current = state.data ?? 'unsupported';
  if (current === 'unsupported' || current === 'noWorker' || current === 'denied') {
    // Nothing to press until the browser changes: what is wrong, and how to put it right.
    return (
      <Alert
        color="yellow"
        variant="light"
        title={t(`push.device.${current}Title`)}
        role={wasRefused ? 'alert' : undefined}
        data-testid="push-state"
      >
        {t(`push.device.${current}`)}
      </Alert>
    );
  }
  if (current === 'on') {
    return (
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Badge color="teal" variant="light" data-testid="push-state">
          {t('push.device.on')}
        </Badge>
        <Button
          variant="default"
          size="xs"
          loading={off.isPending}
          onClick={() => off.mutate(undefined, { onError: (error) => notifyError(error) })}
        >
          {t('push.device.turnOff')}
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed" data-testid="push-state">
          {t('push.device.off')}
        </Text>
        <Button
          size="xs"
          leftSection={<IconBellRinging size={16} aria-hidden />}
          loading={on.isPending}
          onClick={() => {
            setFailure(null);
            on.mutate(undefined, {
              onSuccess: (next) => {
                if (next === 'on') notifySuccess(t('push.device.turnedOn'));
                else setRefused(true);
              },
              onError: (error) =>
                error instanceof PushSetupError
                  ? setFailure(error.reason)
                  : notifyError(error, t('push.device.failed')),
            });
          }}
        >
          {t('push.device.turnOn')}
        </Button>
      </Group>
      {failure && <FailureNotice reason={failure} />}
    </Stack>
  );
}

/** Which kinds are pushed, for every device of the person. */
function KindSwitches() {
  const { t } = useTranslation();
  const settings = usePushSettings();
  const update = useUpdatePushSettings();
  if (settings.isLoading) return <Loader size="sm" />;
  if (!settings.data)
    return (
      <Text size="sm" c="red">
        {t('push.kindsError')}
      </Text>
    );
  const kinds = settings.data.kinds;
  const save = (kind: PushKind, on: boolean) =>
    update.mutate({ kinds: { [kind]: on } }, { onError: (error) => notifyError(error) });
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('push.kindsTitle')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {PUSH_KINDS.map((kind) => (
          <Switch
            key={kind}
            label={t(`push.kinds.${kind}`)}
            checked={kinds[kind]}
            onChange={(event) => save(kind, event.currentTarget.checked)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Installs the app on the home screen, when the browser offers it (never on load: from this click). */
function InstallRow() {
  const { t } = useTranslation();
  const canInstall = useCanInstall();
  if (!canInstall) return null;
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm">{t('push.install.hint')}</Text>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconDeviceMobileDown size={16} aria-hidden />}
        onClick={() => void promptInstall()}
      >
        {t('push.install.action')}
      </Button>
    </Group>
  );
}

/** Settings → notifications: push on this device, the kinds pushed, and installing the app. */
export function PushSettingsCard() {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={3} size="h4">
            {t('push.title')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('push.hint')}
          </Text>
        </Stack>
        <DeviceRow />
        <KindSwitches />
        <InstallRow />
      </Stack>
    </Card>
  );
}
