import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TwoFactorCodeInput } from '../../../components/ui/two-factor-code-input';
import { isApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { setPendingChallenge, twoFactorLogin } from '../api/two-factor-login';
import { useCompleteLogin } from '../hooks/use-complete-login';

/**
 * The second step of a sign-in: a code from the authenticator app, or a recovery code. `onSignedIn`
 * takes over once it succeeds (the password form's, which may also link LINE); by default the
 * person goes on signed in.
 */
export function TwoFactorForm({
  challengeToken,
  isDashboard,
  onSignedIn,
}: {
  challengeToken: string;
  isDashboard: boolean;
  onSignedIn?: (accessToken: string) => void;
}) {
  const { t } = useTranslation();
  const completeLogin = useCompleteLogin();
  const [code, setCode] = useState('');
  const verify = useMutation({ mutationFn: (value: string) => twoFactorLogin(challengeToken, value) });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        verify.mutate(code, {
          onSuccess: (reply) => {
            setPendingChallenge(null);
            if (onSignedIn) onSignedIn(reply.accessToken);
            else completeLogin(reply.accessToken, isDashboard);
          },
          onError: (error) => {
            if (isApiError(error) && error.errorCode === 'TWO_FACTOR_CHALLENGE_INVALID') setPendingChallenge(null);
            notifyError(error, t('twoFactorLogin.title'));
          },
        });
      }}
    >
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('twoFactorLogin.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('twoFactorLogin.hint')}
        </Text>
        <TwoFactorCodeInput
          label={t('twoFactorLogin.code')}
          allowsRecoveryCode
          autoFocus
          value={code}
          onChange={setCode}
        />
        <Button type="submit" size="md" fullWidth loading={verify.isPending} disabled={!code.trim()}>
          {t('twoFactorLogin.submit')}
        </Button>
        <Group justify="center">
          <Anchor component="button" type="button" size="sm" onClick={() => setPendingChallenge(null)}>
            {t('twoFactorLogin.back')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
