import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../hooks/use-session';
import { AcceptInvitationCard } from './accept-invitation-card';
import { AuthHeading } from './auth-heading';
import { GoogleSignIn } from './google-sign-in';
import { LineSignIn } from './line-sign-in';
import { RegisterForm } from './register-form';
import { withReturnPath } from '@ideamatch/shared/return-path';
import { useAuthLink } from '../../../lib/use-return-path';

/**
 * `/register`: by email, or with Google when configured. An admin invitation's link lands here:
 * signed in, the holder of the invited address accepts it; signed out, the invitee registers with
 * it or signs in first (and comes back here) to accept it with an account they already have.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const [searchParams] = useSearchParams();
  const session = useSession();
  const loginLink = useAuthLink('/login');
  useDocumentTitle(t('auth.register.title'));
  const inviteToken = searchParams.get('invite');
  if (inviteToken && session.isLoggedIn) {
    return <AcceptInvitationCard inviteToken={inviteToken} email={searchParams.get('email') ?? ''} />;
  }
  return (
    <Stack gap={0}>
      <AuthHeading title={t('auth.register.title')} subtitle={t('auth.register.subtitle')} />
      <Stack gap="lg">
        <RegisterForm />
        <GoogleSignIn />
        <LineSignIn />
        <Text size="sm" ta="center" c="dimmed">
          {inviteToken ? t('invitation.haveAccount') : t('auth.register.haveAccount')}{' '}
          <Anchor
            component={Link}
            to={inviteToken ? withReturnPath('/login', `${pathname}${search}`) : loginLink}
            fw={600}
          >
            {inviteToken ? t('invitation.signInToAccept') : t('auth.register.loginLink')}
          </Anchor>
        </Text>
      </Stack>
    </Stack>
  );
}
