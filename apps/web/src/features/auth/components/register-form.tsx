import { Button, Checkbox, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { normalizeUsername } from '@ideamatch/shared/validation';
import { formInputProps, parseFieldErrors } from '../../../lib/errors';
import { useLanguage } from '../../../lib/i18n';
import { clearErrorNotifications, notifyError, notifyErrorKey, notifySuccess } from '../../../lib/notify';
import { useRegister } from '../api/register';
import { useCompleteLogin } from '../hooks/use-complete-login';
import {
  required,
  validateConfirmPassword,
  validateEmail,
  validatePassword,
  validateUsername,
} from '../utils/validators';
import { AcceptTermsCheckbox, EmailField, NameFields, NewPasswordFields, UsernameField } from './auth-fields';
import { UsernameSuggestions } from './username-suggestions';
import { withReturnPath } from '@ideamatch/shared/return-path';
import { useReturnPath } from '../../../lib/use-return-path';

type RegisterValues = {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  password: string;
  confirmPassword: string;
  isAccepted: boolean;
  isNewsAndPromotion: boolean;
};

/** The fields a server field error can be shown under. */
const FORM_FIELDS = new Set([
  'firstName',
  'lastName',
  'email',
  'username',
  'password',
  'confirmPassword',
  'isTerm',
  'isPdpa',
]);

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
  // The username last checked for being free: on leaving the field, and after the server refused it.
  const [checkedUsername, setCheckedUsername] = useState('');
  const form = useForm<RegisterValues>({
    initialValues: {
      firstName: '',
      lastName: '',
      email: inviteToken ? (searchParams.get('email') ?? '') : '',
      username: '',
      password: '',
      confirmPassword: '',
      isAccepted: false,
      isNewsAndPromotion: false,
    },
    validate: {
      firstName: (value) => (required(value) ? 'FIRST_NAME_REQUIRED' : null),
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
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim() || undefined,
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
            const errors = parseFieldErrors(error);
            const { isTerm, isPdpa, ...fieldErrors } = errors;
            const consentError = isTerm ?? isPdpa;
            form.setErrors(consentError ? { ...fieldErrors, isAccepted: consentError } : fieldErrors);
            if (fieldErrors.username === 'USERNAME_TAKEN') setCheckedUsername(normalizeUsername(values.username));
            // Problems with the fields are said under each field; a toast is for the rest.
            const fields = Object.keys(errors);
            if (!fields.length || fields.some((field) => !FORM_FIELDS.has(field))) {
              notifyError(error, t('auth.register.title'));
            }
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
        <NameFields form={form} />
        <EmailField form={form} />
        <UsernameField
          form={form}
          onBlur={() => {
            const username = normalizeUsername(form.values.username);
            if (!validateUsername(username)) setCheckedUsername(username);
          }}
        />
        <UsernameSuggestions
          username={checkedUsername}
          onTaken={() => {
            if (normalizeUsername(form.values.username) === checkedUsername)
              form.setFieldError('username', 'USERNAME_TAKEN');
          }}
          onPick={(username) => {
            form.setFieldValue('username', username);
            form.clearFieldError('username');
            setCheckedUsername(username);
          }}
        />
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
