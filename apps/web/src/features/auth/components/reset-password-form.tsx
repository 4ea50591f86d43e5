import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { parseFieldErrors } from '../../../lib/errors';
import { notifyError } from '../../../lib/notify';
import { useResetPassword } from '../api/reset-password';
import { validatePassword } from '../utils/validators';
import { NewPasswordFields } from './auth-fields';

type ResetPasswordFormProps = { token: string };

/**
 * New password and confirmation for the reset link's token. A mismatch is caught here and nothing
 * is sent; success replaces the form with a link to the login page.
 */
export function ResetPasswordForm({ token }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const resetPassword = useResetPassword();
  const [isDone, setIsDone] = useState(false);
  const [isLinkInvalid, setIsLinkInvalid] = useState(false);
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: {
      password: validatePassword,
      confirmPassword: (value: string, values: { password: string }) =>
        value === values.password ? null : 'PASSWORD_DID_NOT_MATCH',
    },
  });

  const handleSubmit = form.onSubmit((values) => {
    setIsLinkInvalid(false);
    resetPassword.mutate(
      { token, ...values },
      {
        onSuccess: () => setIsDone(true),
        onError: (error) => {
          form.setErrors(parseFieldErrors(error));
          if (isApiError(error) && error.errorCode === 'RESET_TOKEN_INVALID') setIsLinkInvalid(true);
          notifyError(error, t('auth.reset.title'));
        },
      },
    );
  });

  if (isDone) {
    return (
      <Stack gap="md">
        <Alert color="teal" icon={<IconCircleCheck size={18} aria-hidden />} title={t('auth.reset.doneTitle')}>
          {t('auth.reset.success')}
        </Alert>
        <Button component={Link} to="/login" replace size="md" fullWidth>
          {t('auth.reset.goToLogin')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {isLinkInvalid && (
          <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />}>
            <Text size="sm">{t('errors.RESET_TOKEN_INVALID')}</Text>
            <Anchor component={Link} to="/forgot-password" size="sm" fw={600}>
              {t('auth.reset.requestNew')}
            </Anchor>
          </Alert>
        )}
        <NewPasswordFields form={form} isReset />
        <Button type="submit" size="md" fullWidth loading={resetPassword.isPending}>
          {t('auth.reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
