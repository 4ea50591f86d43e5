import { Button, Group, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { IconBrandGoogle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { TwoFactorCodeInput } from '../../../components/ui/two-factor-code-input';
import { loadGoogleIdentity } from '../../../lib/google-identity';
import { readGoogleClientId } from '../../../lib/meta-config';
import { useSecurity } from '../api/get-security';
import { type ReauthInput, type ReauthMethod, reauthMethodsOf } from '../api/reauth';

const SWITCH_LABELS: Record<
  ReauthMethod,
  'settings.reauth.usePassword' | 'settings.reauth.useCode' | 'settings.reauth.useGoogle'
> = {
  password: 'settings.reauth.usePassword',
  code: 'settings.reauth.useCode',
  google: 'settings.reauth.useGoogle',
};

/**
 * Google Identity Services has one callback per page, so one Google button is shown at a time: the
 * form whose "Confirm with Google" was pressed last.
 */
let activeGoogleConfirm: string | null = null;
const googleConfirmListeners = new Set<() => void>();
const setActiveGoogleConfirm = (id: string | null) => {
  activeGoogleConfirm = id;
  googleConfirmListeners.forEach((listener) => listener());
};
const subscribeGoogleConfirm = (listener: () => void) => {
  googleConfirmListeners.add(listener);
  return () => googleConfirmListeners.delete(listener);
};

/** Google's button; a fresh credential from it confirms a Google-only account. */
function GoogleConfirm({ onCredential }: { onCredential: (credential: string) => void }) {
  const { t, i18n } = useTranslation();
  const clientId = readGoogleClientId();
  const id = useId();
  const isActive = useSyncExternalStore(subscribeGoogleConfirm, () => activeGoogleConfirm === id);
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef(onCredential);
  useEffect(() => {
    latest.current = onCredential;
  }, [onCredential]);
  useEffect(() => () => void (activeGoogleConfirm === id && setActiveGoogleConfirm(null)), [id]);

  useEffect(() => {
    if (!clientId || !isActive) return;
    let isMounted = true;
    loadGoogleIdentity()
      .then((google) => {
        if (!isMounted || !container.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) => latest.current(credential),
        });
        google.accounts.id.renderButton(container.current, {
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          shape: 'pill',
          locale: i18n.language,
        });
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      isMounted = false;
    };
  }, [clientId, isActive, i18n.language]);

  if (!clientId) return <Text size="sm">{t('settings.reauth.googleUnavailable')}</Text>;
  if (!isActive) {
    return (
      <Group>
        <Button
          variant="default"
          leftSection={<IconBrandGoogle size={16} aria-hidden />}
          onClick={() => setActiveGoogleConfirm(id)}
        >
          {t('settings.reauth.googleStart')}
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap={4}>
      <Text size="sm">{t('settings.reauth.google')}</Text>
      <div ref={container} aria-label={t('settings.reauth.google')} />
    </Stack>
  );
}

/**
 * The proof a change that could take the account over asks for, in the same step as the change
 * (docs/design.md#authentication-and-sessions): the current password, or with two-factor sign-in on
 * a code, or for an account without a password Google. Keeps what was typed when the server refuses
 * it; `error` is the refusal, already translated.
 */
export function ReauthFields({
  value,
  onChange,
  error,
}: {
  value: ReauthInput;
  onChange: (value: ReauthInput) => void;
  error?: string | null;
}) {
  const { t } = useTranslation();
  const security = useSecurity();
  const methods = security.data ? reauthMethodsOf(security.data) : [];
  const method = methods.includes(value.method) ? value.method : methods[0];

  // The first proof the account can give, once it is known.
  useEffect(() => {
    if (method && method !== value.method) onChange({ ...value, method });
  }, [method, value, onChange]);

  if (!security.data) return <Loader size="sm" />;
  const others = methods.filter((other) => other !== method);
  return (
    <Stack gap={6}>
      {method === 'password' && (
        <PasswordInput
          label={t('settings.reauth.password')}
          autoComplete="current-password"
          value={value.password}
          onChange={(event) => onChange({ ...value, password: event.currentTarget.value })}
          error={error ?? undefined}
        />
      )}
      {method === 'code' && (
        <TwoFactorCodeInput
          label={t('settings.reauth.code')}
          allowsRecoveryCode
          value={value.code}
          onChange={(code) => onChange({ ...value, code })}
          error={error ?? undefined}
          maw={320}
        />
      )}
      {method === 'google' &&
        (value.credential ? (
          <Group gap={6} c="teal">
            <IconCircleCheck size={18} aria-hidden />
            <Text size="sm">{t('settings.reauth.googleDone')}</Text>
          </Group>
        ) : (
          <GoogleConfirm onCredential={(credential) => onChange({ ...value, credential })} />
        ))}
      {method === 'google' && error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      {others.length > 0 && (
        <Group gap="xs">
          {others.map((other) => (
            <Button
              key={other}
              variant="subtle"
              size="compact-sm"
              leftSection={other === 'google' ? <IconBrandGoogle size={14} aria-hidden /> : undefined}
              onClick={() => onChange({ ...value, method: other })}
            >
              {t(SWITCH_LABELS[other])}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
