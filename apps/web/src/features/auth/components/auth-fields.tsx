import { Anchor, Checkbox, PasswordInput, SimpleGrid, TextInput, type CheckboxProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAt, IconId, IconLock, IconUser, type Icon } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formInputProps } from '../../../lib/errors';

/** A Mantine form holding these string fields (and any others). */
type FormWith<Field extends string> = UseFormReturnType<Record<Field, string>>;

/** Every field of the auth forms is required, shows its icon and its error in the current language. */
function authInputProps<Field extends string>(form: FormWith<Field>, field: Field, FieldIcon: Icon) {
  return { leftSection: <FieldIcon size={18} aria-hidden />, required: true, ...formInputProps(form, field) };
}

/** A new account's first name (which the product greets the person by) and optional last name. */
export function NameFields({ form }: { form: FormWith<'firstName' | 'lastName'> }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={2} spacing="sm">
      <TextInput
        label={t('auth.fields.firstName')}
        placeholder={t('auth.fields.firstNamePlaceholder')}
        autoComplete="given-name"
        {...authInputProps(form, 'firstName', IconId)}
      />
      <TextInput
        label={t('auth.fields.lastName')}
        placeholder={t('auth.fields.lastNamePlaceholder')}
        autoComplete="family-name"
        {...formInputProps(form, 'lastName')}
      />
    </SimpleGrid>
  );
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
  /** After the field's own blur handling (the sign-up form checks the username is free). */
  onBlur?: () => void;
};

/** The username: of a new account, or the one (or the email) to sign in with. */
export function UsernameField({ form, isSignIn = false, onBlur }: UsernameFieldProps) {
  const { t } = useTranslation();
  const inputProps = authInputProps(form, 'username', IconUser);
  return (
    <TextInput
      label={t(isSignIn ? 'auth.fields.usernameOrEmail' : 'auth.fields.username')}
      placeholder={t(isSignIn ? 'auth.fields.usernameOrEmailPlaceholder' : 'auth.fields.usernamePlaceholder')}
      description={isSignIn ? undefined : t('auth.register.usernameHint')}
      autoComplete="username"
      {...inputProps}
      onBlur={(event) => {
        inputProps.onBlur?.(event);
        onBlur?.();
      }}
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

/**
 * The required acceptance of the terms of service and the privacy policy. Its words are plain text,
 * so tapping them ticks the box; the links to read each (in a new tab) sit on a line of their own.
 */
export function AcceptTermsCheckbox(props: Omit<CheckboxProps, 'label' | 'description'>) {
  const { t } = useTranslation();
  return (
    <Checkbox
      {...props}
      label={t('auth.register.accept')}
      description={
        <Trans
          i18nKey="auth.register.readTerms"
          components={{
            terms: <Anchor component={Link} to="/legal/terms-of-service" target="_blank" inherit />,
            privacy: <Anchor component={Link} to="/legal/privacy-policy" target="_blank" inherit />,
          }}
        />
      }
    />
  );
}
