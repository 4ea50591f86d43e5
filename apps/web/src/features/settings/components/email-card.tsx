import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { isValidEmail } from '@ideamatch/shared/validation';
import { IconMail } from '@tabler/icons-react';
import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formError, parseError, parseFieldErrors } from '../../../lib/errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../auth/hooks/use-session';
import { useChangeEmail } from '../api/account-center';
import { useSecurity } from '../api/get-security';
import { emptyReauth, hasReauthProof, isReauthRefusal, type ReauthInput } from '../api/reauth';
import { ReauthFields } from './reauth-fields';

/**
 * Changes the email address: a link goes to the new address, which becomes the account's when it is
 * opened; proof that it is you is asked in the same step.
 */
export function EmailCard() {
  const { t } = useTranslation();
  const { profile } = useSession();
  const security = useSecurity();
  const change = useChangeEmail();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [reauth, setReauth] = useState<ReauthInput>(emptyReauth);
  const [reauthError, setReauthError] = useState<string | null>(null);
  const handleReauthChange = useCallback((next: ReauthInput) => {
    setReauth(next);
    setReauthError(null);
  }, []);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const problem = isValidEmail(address) ? undefined : 'EMAIL_INVALID';
    setEmailError(problem);
    if (!hasReauthProof(reauth)) setReauthError(t('settings.required'));
    if (problem || !hasReauthProof(reauth)) return;
    change.mutate(
      { email: address, reauth },
      {
        onSuccess: () => {
          setEmail('');
          setReauth(emptyReauth(reauth.method));
          notifySuccess(t('settings.email.sent', { email: address }));
        },
        onError: (error) => {
          // What was typed stays: a refused proof shows under it, a refused address under the address.
          if (isReauthRefusal(error)) return setReauthError(parseError(error));
          const fields = parseFieldErrors(error);
          if (fields.email) return setEmailError(fields.email);
          notifyError(error, t('settings.email.title'));
        },
      },
    );
  };

  const pendingEmail = security.data?.pendingEmail;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={t('settings.email.title')}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t('settings.email.title')}
          </Title>
          {profile?.email && <Text size="sm">{t('settings.email.current', { email: profile.email })}</Text>}
          {pendingEmail && (
            <Alert color="blue" variant="light" icon={<IconMail size={18} aria-hidden />}>
              {t('settings.email.pending', { email: pendingEmail })}
            </Alert>
          )}
          <Text size="sm" c="dimmed">
            {t('settings.email.hint')}
          </Text>
          <TextInput
            label={t('settings.email.new')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setEmailError(undefined);
            }}
            error={formError(emailError)}
          />
          <ReauthFields value={reauth} onChange={handleReauthChange} error={reauthError} />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending} leftSection={<IconMail size={16} aria-hidden />}>
              {t('settings.email.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
