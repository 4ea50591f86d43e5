import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  Container,
  Group,
  Image,
  Loader,
  Modal,
  PasswordInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBell, IconDownload, IconLock, IconShieldLock, IconTrash, IconUser } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { EmailDigest, TwoFactorSetup } from '@ideamatch/shared';
import { TwoFactorCodeInput } from '../../../components/ui/two-factor-code-input';
import { clearAccessToken } from '../../../lib/auth-token';
import { formInputProps, parseFieldErrors } from '../../../lib/errors';
import { useLanguage } from '../../../lib/i18n';
import { useIsPhone } from '../../../lib/use-is-phone';
import { notifyError, notifySuccess } from '../../../lib/notify';
import {
  downloadExport,
  useChangePassword,
  useDeleteAccount,
  useEndSession,
  useTwoFactorDisable,
  useTwoFactorEnable,
  useTwoFactorSetup,
  useUpdatePreferences,
} from '../api/account-center';
import { usePreferences } from '../api/get-preferences';
import { useSecurity } from '../api/get-security';
import { useSessions } from '../api/get-sessions';

const TABS = ['account', 'security', 'notifications', 'privacy'] as const;
type Tab = (typeof TABS)[number];

function ChangePasswordCard() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useForm({
    initialValues: { currentPassword: '', password: '', confirmPassword: '' },
    validate: {
      currentPassword: (v: string) => (v ? null : t('settings.required')),
      password: (v: string) => (v.length >= 6 ? null : 'PASSWORD_TOO_SHORT'),
      confirmPassword: (v: string, values) => (v === values.password ? null : 'PASSWORD_NOT_MATCH'),
    },
  });
  const submit = form.onSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        notifySuccess(t('settings.password.changed'));
      },
      onError: (error) => {
        form.setErrors(parseFieldErrors(error));
        notifyError(error, t('settings.password.title'));
      },
    }),
  );
  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t('settings.password.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('settings.password.hint')}
          </Text>
          <PasswordInput
            label={t('settings.password.current')}
            autoComplete="current-password"
            {...formInputProps(form, 'currentPassword')}
          />
          <PasswordInput
            label={t('settings.password.new')}
            autoComplete="new-password"
            {...formInputProps(form, 'password')}
          />
          <PasswordInput
            label={t('settings.password.confirm')}
            autoComplete="new-password"
            {...formInputProps(form, 'confirmPassword')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending} leftSection={<IconLock size={16} aria-hidden />}>
              {t('settings.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

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

function TwoFactorCard() {
  const { t } = useTranslation();
  const security = useSecurity();
  const setup = useTwoFactorSetup();
  const enable = useTwoFactorEnable();
  const disable = useTwoFactorDisable();
  const [pending, setPending] = useState<TwoFactorSetup | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  useEffect(() => {
    if (!pending) return;
    let live = true;
    void QRCode.toDataURL(pending.otpauthUrl, { margin: 1, width: 200 }).then((url) => live && setQr(url));
    return () => {
      live = false;
    };
  }, [pending]);

  if (!security.data) return <Loader size="sm" />;
  const isEnabled = security.data.twoFactor.isEnabled;

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {t('settings.twoFactor.title')}
          </Title>
          <Badge color={isEnabled ? 'teal' : 'gray'} variant="light">
            {isEnabled ? t('settings.twoFactor.on') : t('settings.twoFactor.off')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('settings.twoFactor.hint')}
        </Text>

        {recoveryCodes && (
          <Alert color="yellow" title={t('settings.twoFactor.recoveryTitle')}>
            <Text size="sm" mb="xs">
              {t('settings.twoFactor.recoveryHint')}
            </Text>
            <SimpleGrid cols={2} spacing={4} data-testid="recovery-codes">
              {recoveryCodes.map((value) => (
                <Code key={value}>{value}</Code>
              ))}
            </SimpleGrid>
          </Alert>
        )}

        {!isEnabled && !pending && (
          <Group>
            <Button
              leftSection={<IconShieldLock size={16} aria-hidden />}
              loading={setup.isPending}
              onClick={() => setup.mutate(undefined, { onSuccess: setPending, onError: (e) => notifyError(e) })}
            >
              {t('settings.twoFactor.start')}
            </Button>
          </Group>
        )}

        {!isEnabled && pending && (
          <Stack gap="xs">
            <Text size="sm">{t('settings.twoFactor.scan')}</Text>
            {qr && <Image src={qr} alt={t('settings.twoFactor.qrAlt')} w={200} h={200} radius="sm" bg="white" />}
            <Text size="sm">{t('settings.twoFactor.secret')}</Text>
            <Code data-testid="two-factor-secret" style={{ wordBreak: 'break-all' }}>
              {pending.secret}
            </Code>
            <TwoFactorCodeInput label={t('settings.twoFactor.code')} value={code} onChange={setCode} maw={220} />
            <Group>
              <Button
                loading={enable.isPending}
                onClick={() =>
                  enable.mutate(code, {
                    onSuccess: (reply) => {
                      setRecoveryCodes(reply.recoveryCodes);
                      setPending(null);
                      setCode('');
                      notifySuccess(t('settings.twoFactor.enabled'));
                    },
                    onError: (error) => notifyError(error, t('settings.twoFactor.title')),
                  })
                }
              >
                {t('settings.twoFactor.enable')}
              </Button>
              <Button variant="default" onClick={() => setPending(null)}>
                {t('settings.cancel')}
              </Button>
            </Group>
          </Stack>
        )}

        {isEnabled && (
          <Stack gap="xs">
            <Text size="sm">
              {t('settings.twoFactor.codesLeft', { count: security.data.twoFactor.recoveryCodesLeft })}
            </Text>
            <Group align="flex-end">
              <TwoFactorCodeInput
                label={t('settings.twoFactor.codeOrRecovery')}
                allowsRecoveryCode
                value={code}
                onChange={setCode}
                maw={260}
              />
              <Button
                color="red"
                variant="light"
                loading={disable.isPending}
                onClick={() =>
                  disable.mutate(code, {
                    onSuccess: () => {
                      setCode('');
                      setRecoveryCodes(null);
                      notifySuccess(t('settings.twoFactor.disabled'));
                    },
                    onError: (error) => notifyError(error, t('settings.twoFactor.title')),
                  })
                }
              >
                {t('settings.twoFactor.disable')}
              </Button>
            </Group>
          </Stack>
        )}
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

function PrivacyCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();
  const [isExporting, setExporting] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t('settings.export.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('settings.export.hint')}
          </Text>
          <Group>
            <Button
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={isExporting}
              onClick={() => {
                setExporting(true);
                downloadExport()
                  .catch((error: unknown) => notifyError(error, t('settings.export.title')))
                  .finally(() => setExporting(false));
              }}
            >
              {t('settings.export.submit')}
            </Button>
          </Group>
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg" style={{ borderColor: 'var(--mantine-color-red-6)' }}>
        <Stack gap="sm">
          <Title order={3} size="h4" c="red">
            {t('settings.delete.title')}
          </Title>
          <Text size="sm">{t('settings.delete.hint')}</Text>
          <Group>
            <Button color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setConfirming(true)}>
              {t('settings.delete.submit')}
            </Button>
          </Group>
        </Stack>
      </Card>
      <Modal
        opened={isConfirming}
        onClose={() => setConfirming(false)}
        title={t('settings.delete.confirmTitle')}
        centered
      >
        <Stack gap="sm">
          <Text size="sm">{t('settings.delete.confirmHint')}</Text>
          <PasswordInput
            label={t('settings.delete.password')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('settings.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              disabled={!password}
              onClick={() =>
                remove.mutate(password, {
                  onSuccess: () => {
                    clearAccessToken();
                    queryClient.clear();
                    notifySuccess(t('settings.delete.done'));
                    navigate('/login', { replace: true });
                  },
                  onError: (error) => notifyError(error, t('settings.delete.title')),
                })
              }
            >
              {t('settings.delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
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
              <ChangePasswordCard />
              <LanguageCard />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="security" pt="md">
            <Stack gap="md">
              <TwoFactorCard />
              <SessionsCard />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="notifications" pt="md">
            <NotificationsCard />
          </Tabs.Panel>
          <Tabs.Panel value="privacy" pt="md">
            <PrivacyCard />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
