import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  Image,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCheck, IconCopy, IconDownload, IconShieldLock } from '@tabler/icons-react';
import QRCode from 'qrcode';
import type { TwoFactorSetup } from '@ideamatch/shared';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { TwoFactorCodeInput } from '../../../components/ui/two-factor-code-input';
import { hasErrorCode } from '../../../lib/api-client';
import { parseError } from '../../../lib/errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useTwoFactorDisable, useTwoFactorEnable, useTwoFactorSetup } from '../api/account-center';
import { useSecurity } from '../api/get-security';
import { emptyReauth, hasReauthProof, isReauthRefusal, type ReauthInput } from '../api/reauth';
import { ReauthFields } from './reauth-fields';

/**
 * Two-factor sign-in: set up with a QR code, turned on with a code from the app and proof that it is
 * you (the password, or Google), turned off with a code from the app or a recovery code.
 */
export function TwoFactorCard() {
  const { t } = useTranslation();
  const security = useSecurity();
  const setup = useTwoFactorSetup();
  const enable = useTwoFactorEnable();
  const disable = useTwoFactorDisable();
  const [pending, setPending] = useState<TwoFactorSetup | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [reauth, setReauth] = useState<ReauthInput>(emptyReauth);
  const [reauthError, setReauthError] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const handleReauthChange = useCallback((next: ReauthInput) => {
    setReauth(next);
    setReauthError(null);
  }, []);

  useEffect(() => {
    if (!pending) return;
    let live = true;
    // Four modules of white around the code: the quiet zone scanners need to find it on any background.
    void QRCode.toDataURL(pending.otpauthUrl, { margin: 4, width: 232 }).then((url) => live && setQr(url));
    return () => {
      live = false;
    };
  }, [pending]);

  if (security.isError) {
    return <ErrorPanel message={parseError(security.error)} onRetry={() => void security.refetch()} />;
  }
  if (!security.data) return <Loader size="sm" />;
  const isEnabled = security.data.twoFactor.isEnabled;

  const handleEnable = () => {
    if (!hasReauthProof(reauth)) return setReauthError(t('settings.required'));
    enable.mutate(
      { code, reauth },
      {
        onSuccess: (reply) => {
          setRecoveryCodes(reply.recoveryCodes);
          setPending(null);
          setCode('');
          setReauth(emptyReauth(reauth.method));
          notifySuccess(t('settings.twoFactor.enabled'));
        },
        onError: (error) => {
          // The code here is the new app's, not a proof: its refusal shows under it.
          if (hasErrorCode(error, 'TWO_FACTOR_CODE_INVALID')) return setCodeError(parseError(error));
          if (isReauthRefusal(error)) return setReauthError(parseError(error));
          notifyError(error, t('settings.twoFactor.title'));
        },
      },
    );
  };

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
            <RecoveryCodeActions codes={recoveryCodes} />
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
            {qr && <Image src={qr} alt={t('settings.twoFactor.qrAlt')} w={232} h={232} radius="sm" bg="white" />}
            <Text size="sm">{t('settings.twoFactor.secret')}</Text>
            <Code data-testid="two-factor-secret" style={{ wordBreak: 'break-all' }}>
              {pending.secret}
            </Code>
            <TwoFactorCodeInput
              label={t('settings.twoFactor.code')}
              value={code}
              onChange={(next) => {
                setCode(next);
                setCodeError(null);
              }}
              error={codeError ?? undefined}
              maw={220}
            />
            <Text size="sm">{t('settings.reauth.hint')}</Text>
            <ReauthFields value={reauth} onChange={handleReauthChange} error={reauthError} />
            <Group>
              <Button loading={enable.isPending} onClick={handleEnable}>
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

/** Copy the recovery codes, or save them as a text file, one code per line. */
function RecoveryCodeActions({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  const body = `${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([body], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'ideamatch-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Group gap="xs" mt="sm">
      <CopyButton value={body}>
        {({ copied, copy }) => (
          <Button
            size="xs"
            variant="default"
            leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
            onClick={copy}
          >
            {copied ? t('settings.twoFactor.copied') : t('settings.twoFactor.copy')}
          </Button>
        )}
      </CopyButton>
      <Button size="xs" variant="default" leftSection={<IconDownload size={14} aria-hidden />} onClick={download}>
        {t('settings.twoFactor.download')}
      </Button>
    </Group>
  );
}
