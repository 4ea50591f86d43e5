import { Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formInputProps, parseError, parseFieldErrors } from '../../../lib/errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useChangePassword } from '../api/account-center';
import { useSecurity } from '../api/get-security';
import { emptyReauth, hasReauthProof, isReauthRefusal, type ReauthInput } from '../api/reauth';
import { ReauthFields } from './reauth-fields';

/**
 * Changes the password (or sets a first one on a Google-only account): the current password, or a
 * code with two-factor sign-in on, proves it is you in the same step.
 */
export function ChangePasswordCard() {
  const { t } = useTranslation();
  const security = useSecurity();
  const change = useChangePassword();
  const [reauth, setReauth] = useState<ReauthInput>(emptyReauth);
  const [reauthError, setReauthError] = useState<string | null>(null);
  const handleReauthChange = useCallback((next: ReauthInput) => {
    setReauth(next);
    setReauthError(null);
  }, []);
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: {
      password: (v: string) => (v.length >= 6 ? null : 'PASSWORD_TOO_SHORT'),
      confirmPassword: (v: string, values) => (v === values.password ? null : 'PASSWORD_NOT_MATCH'),
    },
  });
  const submit = form.onSubmit((values) => {
    if (!hasReauthProof(reauth)) return setReauthError(t('settings.required'));
    change.mutate(
      { reauth, ...values },
      {
        onSuccess: () => {
          form.reset();
          setReauth(emptyReauth(reauth.method));
          notifySuccess(t('settings.password.changed'));
        },
        onError: (error) => {
          // A refused proof is shown under it; what was typed stays.
          if (isReauthRefusal(error)) return setReauthError(parseError(error));
          form.setErrors(parseFieldErrors(error));
          notifyError(error, t('settings.password.title'));
        },
      },
    );
  });
  const isFirstPassword = security.data?.hasPassword === false;
  const title = isFirstPassword ? t('settings.password.setTitle') : t('settings.password.title');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {t('settings.password.hint')}
          </Text>
          <ReauthFields value={reauth} onChange={handleReauthChange} error={reauthError} />
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
              {isFirstPassword ? t('settings.password.setTitle') : t('settings.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
