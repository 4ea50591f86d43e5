import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { parseFieldErrors } from '../../../lib/errors';
import { notifyError } from '../../../lib/notify';
import { useForgotPassword } from '../api/forgot-password';
import { validateEmail } from '../utils/validators';
import { EmailField } from './auth-fields';

/** Asks for the account's email; on success shows the reset-mail splash. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forgotPassword = useForgotPassword();
  const form = useForm({ initialValues: { email: '' }, validate: { email: validateEmail } });

  const handleSubmit = form.onSubmit(({ email }) => {
    const trimmed = email.trim();
    forgotPassword.mutate(
      { email: trimmed },
      {
        onSuccess: () => navigate('/forgot-password/sent', { state: { email: trimmed } }),
        onError: (error) => {
          form.setErrors(parseFieldErrors(error));
          notifyError(error, t('auth.forgot.title'));
        },
      },
    );
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <EmailField form={form} />
        <Button type="submit" size="md" fullWidth loading={forgotPassword.isPending}>
          {t('auth.forgot.submit')}
        </Button>
      </Stack>
    </form>
  );
}
