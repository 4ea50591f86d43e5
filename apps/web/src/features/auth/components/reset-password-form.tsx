import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formError, parseFieldErrors } from '../../../lib/errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useResetPassword } from '../api/reset-password';
import { validatePassword } from '../utils/validators';

type ResetPasswordFormProps = { token: string };

/** New password and confirmation for the reset link's token. */
export function ResetPasswordForm({ token }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: {
      password: validatePassword,
      confirmPassword: (value: string, values: { password: string }) =>
        value === values.password ? null : 'passwordDidNotMatch',
    },
  });

  const handleSubmit = form.onSubmit((values) => {
    resetPassword.mutate(
      { token, ...values },
      {
        onSuccess: () => {
          notifySuccess(t('auth.reset.success'));
          navigate('/login', { replace: true });
        },
        onError: (error) => {
          form.setErrors(parseFieldErrors(error));
          notifyError(error, t('auth.reset.title'));
        },
      },
    );
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <PasswordInput
          label={t('auth.fields.newPassword')}
          description={t('auth.register.passwordHint')}
          autoComplete="new-password"
          leftSection={<IconLock size={18} aria-hidden />}
          required
          {...form.getInputProps('password')}
          error={formError(form.errors.password)}
        />
        <PasswordInput
          label={t('auth.fields.confirmNewPassword')}
          autoComplete="new-password"
          leftSection={<IconLock size={18} aria-hidden />}
          required
          {...form.getInputProps('confirmPassword')}
          error={formError(form.errors.confirmPassword)}
        />
        <Button type="submit" size="md" fullWidth loading={resetPassword.isPending}>
          {t('auth.reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
