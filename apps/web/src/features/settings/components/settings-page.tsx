import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Switch,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconBell, IconShieldLock, IconTrash, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { EmailDigest } from '@ideamatch/shared';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { parseError } from '../../../lib/errors';
import { useLanguage } from '../../../lib/i18n';
import { useIsPhone } from '../../../lib/use-is-phone';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useEndSession, useUpdatePreferences } from '../api/account-center';
import { usePreferences } from '../api/get-preferences';
import { useSessions } from '../api/get-sessions';
import { AppearanceCard } from './appearance-card';
import { ChatSoundCard } from '../../chat/components/chat-sound-card';
import { ChangePasswordCard } from './change-password-card';
import { EmailCard } from './email-card';
import { PrivacyCard } from './privacy-card';
import { LineConnectCard } from './line-connect-card';
import { TwoFactorCard } from './two-factor-card';
import { BlockedListCard } from '../../partners/components/blocked-list-card';
import { PushSettingsCard } from '../../push/components/push-settings-card';

const TABS = ['account', 'security', 'notifications', 'privacy'] as const;
type Tab = (typeof TABS)[number];

function LanguageCard() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const update = useUpdatePreferences();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('settings.language.title')}
        </Title>
        <SegmentedControl
          aria-label={t('settings.language.title')}
          value={language}
          data={[
            { value: 'TH', label: 'ไทย' },
            { value: 'EN', label: 'English' },
          ]}
          onChange={(value) => {
            const next = value === 'EN' ? 'EN' : 'TH';
            setLanguage(next);
            update.mutate({ language: next === 'EN' ? 'en' : 'th' }, { onError: (error) => notifyError(error) });
          }}
        />
      </Stack>
    </Card>
  );
}

function SessionsCard() {
  const { t, i18n } = useTranslation();
  const sessions = useSessions();
  const end = useEndSession();
  const format = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language === 'en' ? 'en-GB' : 'th-TH', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {t('settings.sessions.title')}
          </Title>
          <Button
            size="xs"
            variant="light"
            color="red"
            loading={end.isPending && end.variables === null}
            disabled={(sessions.data?.length ?? 0) < 2}
            onClick={() =>
              end.mutate(null, {
                onSuccess: () => notifySuccess(t('settings.sessions.endedOthers')),
                onError: (error) => notifyError(error),
              })
            }
          >
            {t('settings.sessions.endOthers')}
          </Button>
        </Group>
        {sessions.isLoading && <Loader size="sm" />}
        {sessions.isError && (
          <ErrorPanel message={parseError(sessions.error)} onRetry={() => void sessions.refetch()} />
        )}
        {sessions.data?.map((session) => (
          <Group key={session.id} justify="space-between" wrap="nowrap" data-testid="session-row">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Group gap="xs">
                <Text fw={500} truncate>
                  {session.device}
                </Text>
                {session.isCurrent && (
                  <Badge size="xs" variant="light">
                    {t('settings.sessions.current')}
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {t('settings.sessions.meta', {
                  ip: session.ipAddress ?? '—',
                  lastSeen: format(session.lastSeenAt),
                })}
              </Text>
            </Stack>
            {!session.isCurrent && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                loading={end.isPending && end.variables === session.id}
                onClick={() => end.mutate(session.id, { onError: (error) => notifyError(error) })}
              >
                {t('settings.sessions.end')}
              </Button>
            )}
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

function NotificationsCard() {
  const { t } = useTranslation();
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  if (preferences.isError) {
    return <ErrorPanel message={parseError(preferences.error)} onRetry={() => void preferences.refetch()} />;
  }
  if (!preferences.data) return <Loader size="sm" />;
  const save = (patch: Parameters<typeof update.mutate>[0]) =>
    update.mutate(patch, {
      onSuccess: () => notifySuccess(t('settings.notifications.saved')),
      onError: (error) => notifyError(error),
    });
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={3} size="h4">
          {t('settings.notifications.title')}
        </Title>
        <Switch
          label={t('settings.notifications.emailOnMessage')}
          checked={preferences.data.emailOnMessage}
          onChange={(event) => save({ emailOnMessage: event.currentTarget.checked })}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('settings.notifications.digest')}
          </Text>
          <SegmentedControl
            aria-label={t('settings.notifications.digest')}
            value={preferences.data.emailDigest}
            data={(['off', 'daily', 'weekly'] as EmailDigest[]).map((value) => ({
              value,
              label: t(`settings.notifications.digestOptions.${value}`),
            }))}
            onChange={(value) => save({ emailDigest: value as EmailDigest })}
          />
          <Text size="xs" c="dimmed">
            {t('settings.notifications.digestHint')}
          </Text>
        </Stack>
        <Switch
          label={t('settings.notifications.news')}
          checked={preferences.data.isNewsAndPromotion}
          onChange={(event) => save({ isNewsAndPromotion: event.currentTarget.checked })}
        />
      </Stack>
    </Card>
  );
}

/** `/settings`: the account center, one tab each for account, security, notifications and privacy. */
export function SettingsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const current = params.get('tab');
  const tab: Tab = TABS.includes(current as Tab) ? (current as Tab) : 'account';
  const isPhone = useIsPhone();
  const tabIcon = (Icon: typeof IconUser) => (isPhone ? undefined : <Icon size={16} aria-hidden />);
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('settings.title')}
        </Title>
        <Tabs
          value={tab}
          onChange={(value) => setParams(value && value !== 'account' ? { tab: value } : {}, { replace: true })}
          keepMounted={false}
          miw={0}
        >
          {/* Every tab stays in view: on a phone they drop their icons and wrap onto a second row
              when the language's labels need it (a sideways-scrolling row hid the last tab). */}
          <Tabs.List grow={isPhone}>
            <Tabs.Tab value="account" leftSection={tabIcon(IconUser)}>
              {t('settings.tabs.account')}
            </Tabs.Tab>
            <Tabs.Tab value="security" leftSection={tabIcon(IconShieldLock)}>
              {t('settings.tabs.security')}
            </Tabs.Tab>
            <Tabs.Tab value="notifications" leftSection={tabIcon(IconBell)}>
              {t('settings.tabs.notifications')}
            </Tabs.Tab>
            <Tabs.Tab value="privacy" leftSection={tabIcon(IconTrash)}>
              {t('settings.tabs.privacy')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="account" pt="md">
            <Stack gap="md">
              <EmailCard />
              <ChangePasswordCard />
              <LanguageCard />
              <AppearanceCard />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="security" pt="md">
            <Stack gap="md">
              <TwoFactorCard />
              <LineConnectCard />
              <SessionsCard />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="notifications" pt="md">
            <Stack gap="md">
              <PushSettingsCard />
              <ChatSoundCard />
              <NotificationsCard />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="privacy" pt="md">
            <Stack gap="md">
              <BlockedListCard />
              <PrivacyCard />
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
