import { Alert, Anchor, Badge, Stack, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthHeading } from './auth-heading';
import { GoogleSignIn } from './google-sign-in';
import { LineReturn, LineSignIn, useLineLinkToken } from './line-sign-in';
import { LoginForm } from './login-form';
import { useAuthLink } from '../../../lib/use-return-path';
import { useStaffLanguage } from '../../../lib/use-staff-language';

/** `/login`, and with `?isDashboard=true` the staff "Dashboard login" variant. */
export function LoginPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const isDashboard = ['true', '1', ''].includes(searchParams.get('isDashboard') ?? 'false');
  const title = t(isDashboard ? 'auth.login.dashboardTitle' : 'auth.login.title');
  // "Register" keeps the page the person came from, so registering also leads back to it.
  const registerLink = useAuthLink('/register');
  useDocumentTitle(title);
  // The dashboard's sign-in already speaks the language the dashboard will.
  useStaffLanguage(undefined, isDashboard);
  const lineLinkToken = useLineLinkToken();

  return (
    <Stack gap={0}>
      {isDashboard && (
        <Badge leftSection={<IconShieldLock size={14} aria-hidden />} variant="light" mb="sm" w="fit-content">
          {t('auth.login.staffOnly')}
        </Badge>
      )}
      <AuthHeading title={title} subtitle={t(isDashboard ? 'auth.login.dashboardSubtitle' : 'auth.login.subtitle')} />
      <Stack gap="lg">
        {lineLinkToken && !isDashboard && (
          <Alert color="green" variant="light" radius="md" title={t('auth.lineLinkTitle')}>
            {t('auth.lineLinkBody')}
          </Alert>
        )}
        <LoginForm isDashboard={isDashboard} lineLinkToken={isDashboard ? null : lineLinkToken} />
        {!isDashboard && <GoogleSignIn />}
        {!isDashboard && <LineSignIn />}
        {!isDashboard && <LineReturn />}
        {!isDashboard && (
          <Text size="sm" ta="center" c="dimmed">
            {t('auth.login.noAccount')}{' '}
            <Anchor component={Link} to={registerLink} fw={600}>
              {t('auth.login.registerLink')}
            </Anchor>
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
