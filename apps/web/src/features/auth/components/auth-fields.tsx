import { Anchor, Checkbox, PasswordInput, TextInput, type CheckboxProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAt, IconLock, IconUser, type Icon } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formInputProps } from '../../../lib/errors';

/** A Mantine form holding these string fields (and any others). */
type FormWith<Field extends string> = UseFormReturnType<Record<Field, string>>;

/** Every field of the auth forms is required, shows its icon and its error in the current language. */
function authInputProps<Field extends string>(form: FormWith<Field>, field: Field, FieldIcon: Icon) {
  return { leftSection: <FieldIcon size={18} aria-hidden />, required: true, ...formInputProps(form, field) };
}

/** The account's email. */
export function EmailField({ form }: { form: FormWith<'email'> }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('auth.fields.email')}
      placeholder="name@example.com"
      type="email"
      autoComplete="email"
      {...authInputProps(form, 'email', IconAt)}
    />
  );
}

type UsernameFieldProps = {
  form: FormWith<'username'>;
  /** Signing in takes the email as well; a new username is told the rules it must meet. */
  isSignIn?: boolean;
};

/** The username: of a new account, or the one (or the email) to sign in with. */
export function UsernameField({ form, isSignIn = false }: UsernameFieldProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t(isSignIn ? 'auth.fields.usernameOrEmail' : 'auth.fields.username')}
      placeholder={t(isSignIn ? 'auth.fields.usernameOrEmailPlaceholder' : 'auth.fields.usernamePlaceholder')}
      description={isSignIn ? undefined : t('auth.register.usernameHint')}
      autoComplete="username"
      {...authInputProps(form, 'username', IconUser)}
    />
  );
}

/** The password to sign in with. */
export function PasswordField({ form }: { form: FormWith<'password'> }) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      label={t('auth.fields.password')}
      placeholder={t('auth.fields.passwordPlaceholder')}
      autoComplete="current-password"
      {...authInputProps(form, 'password', IconLock)}
    />
  );
}

type NewPasswordFieldsProps = {
  form: FormWith<'password' | 'confirmPassword'>;
  /** On a password reset the labels say it replaces the old one. */
  isReset?: boolean;
};

/** A new password, with the rules it must meet, and its confirmation. */
export function NewPasswordFields({ form, isReset = false }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput
        label={t(isReset ? 'auth.fields.newPassword' : 'auth.fields.password')}
        description={t('auth.register.passwordHint')}
        autoComplete="new-password"
        {...authInputProps(form, 'password', IconLock)}
      />
      <PasswordInput
        label={t(isReset ? 'auth.fields.confirmNewPassword' : 'auth.fields.confirmPassword')}
        autoComplete="new-password"
        {...authInputProps(form, 'confirmPassword', IconLock)}
      />
    </>
  );
}

/** The required acceptance of the terms of service and the privacy policy, each linked in a new tab. */
export function AcceptTermsCheckbox(props: Omit<CheckboxProps, 'label'>) {
  return (
    <Checkbox
      {...props}
      label={
        <Trans
          i18nKey="auth.register.accept"
          components={{
            terms: <Anchor component={Link} to="/legal/terms-of-service" target="_blank" inherit />,
            privacy: <Anchor component={Link} to="/legal/privacy-policy" target="_blank" inherit />,
          }}
        />
      }
    />
  );
}
