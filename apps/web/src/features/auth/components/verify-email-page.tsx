import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconMailCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { parseError } from '../../../lib/errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useResendVerification, useVerifyEmail } from '../api/verify-email';
import { useReturnPath } from '../../../lib/use-return-path';
import { useSession } from '../hooks/use-session';
import { withReturnPath } from '@ideamatch/shared/return-path';
import { AuthHeading } from './auth-heading';

/** `/verify-email?token=…`: the link from the verification mail; confirms the address on opening. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const verify = useVerifyEmail();
  const resend = useResendVerification();
  const { isLoggedIn, isSubAccount } = useSession();
  useDocumentTitle(t('verifyEmail.title'));
  const returnPath = useReturnPath();

  // A token works once: it is sent once per page, even when the effect runs twice.
  const sentFor = useRef<string | null>(null);
  const { mutate } = verify;
  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  if (verify.isSuccess) {
    return (
      <Stack gap={0} align="center" ta="center">
        <AuthHeading
          icon={<IconMailCheck size={34} aria-hidden />}
          title={t(verify.data.alreadyVerified ? 'verifyEmail.alreadyTitle' : 'verifyEmail.doneTitle')}
          subtitle={t(verify.data.alreadyVerified ? 'verifyEmail.alreadyText' : 'verifyEmail.doneText', {
            email: verify.data.email,
          })}
        />
        {returnPath ? (
          // Back to the page the person registered from (the mail's link carries it).
          <Button
            component={Link}
            to={isLoggedIn ? returnPath : withReturnPath('/login', returnPath)}
            size="md"
            fullWidth
          >
            {t(isLoggedIn ? 'verifyEmail.continue' : 'verifyEmail.signInToContinue')}
          </Button>
        ) : (
          <Button component={Link} to="/" size="md" fullWidth>
            {t('verifyEmail.goHome')}
          </Button>
        )}
      </Stack>
    );
  }

  const failure = !token ? t('verifyEmail.missingToken') : verify.isError ? parseError(verify.error) : null;
  return (
    <Stack gap={0}>
      <AuthHeading icon={<IconMailCheck size={32} aria-hidden />} title={t('verifyEmail.title')} />
      {failure ? (
        <Stack gap="md">
          <Alert
            color="orange"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title={t('verifyEmail.failedTitle')}
            role="alert"
          >
            {failure}
          </Alert>
          {isLoggedIn && !isSubAccount ? (
            resend.isSuccess ? (
              <Text size="sm" ta="center" role="status">
                {t('verifyEmail.resentShort')}
              </Text>
            ) : (
              <Button size="md" fullWidth loading={resend.isPending} onClick={() => resend.mutate()}>
                {t('verifyEmail.resend')}
              </Button>
            )
          ) : (
            <Button component={Link} to={withReturnPath('/login', returnPath)} size="md" fullWidth>
              {t('verifyEmail.signInToResend')}
            </Button>
          )}
          {resend.isError && (
            <Text size="sm" c="red" role="alert">
              {parseError(resend.error)}
            </Text>
          )}
        </Stack>
      ) : (
        <Stack align="center" gap="sm" py="lg" role="status">
          <Loader aria-hidden />
          <Text size="sm" c="dimmed">
            {t('verifyEmail.checking')}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
