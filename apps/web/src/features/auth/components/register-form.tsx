import { Button, Checkbox, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { normalizeUsername } from '@ideamatch/shared/validation';
import { formInputProps, parseFieldErrors } from '../../../lib/errors';
import { useLanguage } from '../../../lib/i18n';
import { clearErrorNotifications, notifyError, notifyErrorKey, notifySuccess } from '../../../lib/notify';
import { useRegister } from '../api/register';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { validateConfirmPassword, validateEmail, validatePassword, validateUsername } from '../utils/validators';
import { AcceptTermsCheckbox, EmailField, NewPasswordFields, UsernameField } from './auth-fields';
import { withReturnPath } from '@ideamatch/shared/return-path';
import { useReturnPath } from '../../../lib/use-return-path';

type RegisterValues = {
  email: string;
  username: string;
  password: string;
  confirmPassword: string;
  isAccepted: boolean;
  isNewsAndPromotion: boolean;
};

/** Registration by email, with client-side checks matching the server's. */
export function RegisterForm() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const registerAccount = useRegister();
  const completeLogin = useCompleteLogin();
  // An admin invitation mail links here with its token and the invited email.
  const [searchParams] = useSearchParams();
  const inviteToken = searchParams.get('invite') ?? undefined;
  const form = useForm<RegisterValues>({
    initialValues: {
      email: inviteToken ? (searchParams.get('email') ?? '') : '',
      username: '',
      password: '',
      confirmPassword: '',
      isAccepted: false,
      isNewsAndPromotion: false,
    },
    validate: {
      email: validateEmail,
      username: validateUsername,
      password: validatePassword,
      confirmPassword: (value, values) => validateConfirmPassword(value, values.password),
      isAccepted: (value) => (value ? null : 'TERMS_REQUIRED'),
    },
  });

  const handleSubmit = form.onSubmit(
    ({ isAccepted, ...values }) => {
      registerAccount.mutate(
        {
          ...values,
          email: values.email.trim(),
          username: normalizeUsername(values.username),
          isTerm: isAccepted,
          isPdpa: isAccepted,
          language,
          inviteToken,
          // The verification mail's link leads back here too.
          ...(returnPath ? { returnTo: returnPath } : {}),
        },
        {
          onSuccess: (reply) => {
            // The errors of earlier failed attempts no longer apply.
            clearErrorNotifications();
            if (reply?.accessToken) {
              return completeLogin(reply.accessToken, Boolean(inviteToken), { isWelcome: !inviteToken });
            }
            notifySuccess(t('auth.register.success'));
            navigate(withReturnPath('/login', returnPath));
          },
          onError: (error) => {
            const { isTerm, isPdpa, ...fieldErrors } = parseFieldErrors(error);
            const consentError = isTerm ?? isPdpa;
            form.setErrors(consentError ? { ...fieldErrors, isAccepted: consentError } : fieldErrors);
            notifyError(error, t('auth.register.title'));
          },
        },
      );
    },
    (_errors, values) => {
      // With differing passwords nothing is sent.
      if (values.password !== values.confirmPassword) {
        notifyErrorKey('PASSWORD_SHOULD_BE_SAME');
      }
    },
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <EmailField form={form} />
        <UsernameField form={form} />
        <NewPasswordFields form={form} />
        <AcceptTermsCheckbox mt="xs" {...formInputProps(form, 'isAccepted', { type: 'checkbox' })} />
        <Checkbox label={t('auth.register.news')} {...form.getInputProps('isNewsAndPromotion', { type: 'checkbox' })} />
        <Button type="submit" size="md" fullWidth mt="sm" loading={registerAccount.isPending}>
          {t('auth.register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
