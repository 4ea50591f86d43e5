import { Button, Divider, Stack } from '@mantine/core';
import { IconBrandLine } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { isLineLoginOn, readGoogleClientId } from '../../../lib/meta-config';
import { clearErrorNotifications, notifyError } from '../../../lib/notify';
import { useReturnPath } from '../../../lib/use-return-path';
import type { GoogleConsent } from '../api/google-login';
import { lineComplete, lineStartHref } from '../api/line-login';
import { setPendingChallenge } from '../api/two-factor-login';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { GoogleConsentDialog } from './google-consent-dialog';
import classes from '../../../components/ui/line-button.module.css';

/**
 * "Sign in with LINE": a link to the server's start, shown only when the server offers it (the
 * `line-login` meta tag). The person comes back to the page they were on.
 */
export function LineSignIn() {
  const { t } = useTranslation();
  const returnPath = useReturnPath();
  if (!isLineLoginOn()) return null;
  return (
    <Stack gap="md">
      {/* Google's button brings the divider when it is there too. */}
      {!readGoogleClientId() && <Divider label={t('auth.or')} labelPosition="center" />}
      <Button
        component="a"
        href={lineStartHref(returnPath)}
        size="md"
        radius="xl"
        className={classes.button}
        leftSection={<IconBrandLine size={22} aria-hidden />}
      >
        {t('auth.line')}
      </Button>
    </Stack>
  );
}

/**
 * What LINE's callback hands the sign-in page: a refusal to say, a second factor to ask, or the
 * consents of a first sign-in to ask before the account is made. (An account to link is the login
 * form's part: `lineLinkTokenOf`.)
 */
export function LineReturn() {
  const [params, setParams] = useSearchParams();
  const completeLogin = useCompleteLogin();
  const [consentToken] = useState(() => (params.get('line') === 'consent' ? params.get('lineToken') : null));
  const [isConsentOpen, setConsentOpen] = useState(Boolean(consentToken));
  const [isPending, setPending] = useState(false);
  const { t } = useTranslation();
  const isHandled = useRef(false);

  useEffect(() => {
    if (isHandled.current) return;
    isHandled.current = true;
    const error = params.get('lineError');
    const challenge = params.get('lineChallenge');
    if (error) notifyError(new ApiError({ status: 401, errorCode: error as ApiError['errorCode'], message: error }));
    if (challenge) setPendingChallenge(challenge);
    if (error || challenge) {
      const next = new URLSearchParams(params);
      next.delete('lineError');
      next.delete('lineChallenge');
      setParams(next, { replace: true });
    }
  }, [params, setParams]);

  const handleAccept = (consent: GoogleConsent) => {
    if (!consentToken) return;
    setPending(true);
    lineComplete(consentToken, consent)
      .then((reply) => {
        setConsentOpen(false);
        if (!('accessToken' in reply)) return setPendingChallenge(reply.challengeToken);
        clearErrorNotifications();
        completeLogin(reply.accessToken, false, { isWelcome: reply.isNewAccount === true });
      })
      .catch((error: unknown) => notifyError(error))
      .finally(() => setPending(false));
  };

  if (!consentToken) return null;
  return (
    <GoogleConsentDialog
      opened={isConsentOpen}
      isPending={isPending}
      body={t('auth.lineConsentBody')}
      onCancel={() => setConsentOpen(false)}
      onAccept={handleAccept}
    />
  );
}

/** The token of a LINE account waiting to be linked to the account the person signs in to, if any. */
export function useLineLinkToken(): string | null {
  const [params] = useSearchParams();
  return params.get('line') === 'link' ? params.get('lineToken') : null;
}
