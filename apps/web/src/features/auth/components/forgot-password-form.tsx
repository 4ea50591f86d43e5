import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formError, parseFieldErrors } from '../../../lib/errors';
import { notifyError } from '../../../lib/notify';
import { useForgotPassword } from '../api/forgot-password';
import { validateEmail } from '../utils/validators';

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
        <TextInput
          label={t('auth.fields.email')}
          placeholder="name@example.com"
          type="email"
          autoComplete="email"
          leftSection={<IconAt size={18} aria-hidden />}
          required
          {...form.getInputProps('email')}
          error={formError(form.errors.email)}
        />
        <Button type="submit" size="md" fullWidth loading={forgotPassword.isPending}>
          {t('auth.forgot.submit')}
        </Button>
      </Stack>
    </form>
  );
}
