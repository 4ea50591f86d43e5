import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { parseFieldErrors } from '../../../lib/errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { lineLink } from '../api/line-login';
import { useLogin } from '../api/login';
import { setPendingChallenge, usePendingChallenge } from '../api/two-factor-login';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { required } from '../utils/validators';
import { PasswordField, UsernameField } from './auth-fields';
import { TwoFactorForm } from './two-factor-form';

type LoginFormProps = {
  isDashboard: boolean;
  /** A LINE account waiting to be linked once the person proves this account is theirs. */
  lineLinkToken?: string | null;
};

/** Username-or-email and password; the dashboard variant sends `isDashboard: true`. */
export function LoginForm({ isDashboard, lineLinkToken = null }: LoginFormProps) {
  const { t } = useTranslation();
  const login = useLogin();
  const completeLogin = useCompleteLogin();
  const challengeToken = usePendingChallenge();
  const form = useForm({
    initialValues: { username: '', password: '' },
    validate: { username: required, password: (value: string) => (value ? null : 'REQUIRED') },
  });

  /** Signed in (with the password, and the second factor when the account has one). */
  const finish = (accessToken: string) => {
    if (!lineLinkToken) return completeLogin(accessToken, isDashboard);
    // The account is proven theirs, so the LINE account waiting to be linked is connected to it.
    lineLink(lineLinkToken, accessToken)
      .then(() => notifySuccess(t('auth.lineLinked')))
      .catch((error: unknown) => notifyError(error))
      .finally(() => completeLogin(accessToken, isDashboard));
  };

  const handleSubmit = form.onSubmit((values) => {
    login.mutate(
      { username: values.username.trim(), password: values.password, isDashboard },
      {
        onSuccess: (reply) =>
          'accessToken' in reply ? finish(reply.accessToken) : setPendingChallenge(reply.challengeToken),
        onError: (error) => {
          form.setErrors(parseFieldErrors(error));
          notifyError(error, t(isDashboard ? 'auth.login.dashboardTitle' : 'auth.login.title'));
        },
      },
    );
  });

  if (challengeToken)
    return <TwoFactorForm challengeToken={challengeToken} isDashboard={isDashboard} onSignedIn={finish} />;
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <UsernameField form={form} isSignIn />
        <PasswordField form={form} />
        {!isDashboard && (
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t('auth.login.forgot')}
            </Anchor>
          </Group>
        )}
        <Button type="submit" size="md" fullWidth loading={login.isPending}>
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
