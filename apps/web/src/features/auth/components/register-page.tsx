import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthHeading } from './auth-heading';
import { GoogleSignIn } from './google-sign-in';
import { RegisterForm } from './register-form';

/** `/register`: by email, or with Google when configured. */
export function RegisterPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.register.title'));
  return (
    <Stack gap={0}>
      <AuthHeading title={t('auth.register.title')} subtitle={t('auth.register.subtitle')} />
      <Stack gap="lg">
        <RegisterForm />
        <GoogleSignIn />
        <Text size="sm" ta="center" c="dimmed">
          {t('auth.register.haveAccount')}{' '}
          <Anchor component={Link} to="/login" fw={600}>
            {t('auth.register.loginLink')}
          </Anchor>
        </Text>
      </Stack>
    </Stack>
  );
}
