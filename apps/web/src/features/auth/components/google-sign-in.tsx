import { Divider, Stack } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadGoogleIdentity } from '../../../lib/google-identity';
import { readGoogleClientId } from '../../../lib/meta-config';
import { ApiError } from '../../../lib/api-client';
import { clearErrorNotifications, notifyError } from '../../../lib/notify';
import { googleLogin, type GoogleConsent } from '../api/google-login';
import { setPendingChallenge } from '../api/two-factor-login';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { GoogleConsentDialog } from './google-consent-dialog';

/**
 * Google sign-in button (Google Identity Services). Shown only when the server fills
 * `<meta name="google-client-id">`; otherwise nothing is rendered and nothing is loaded.
 */
export function GoogleSignIn() {
  const { t, i18n } = useTranslation();
  const clientId = readGoogleClientId();
  const container = useRef<HTMLDivElement>(null);
  const completeLogin = useCompleteLogin();
  // The Google credential of a first sign-in, held while the person is asked for their consents.
  const [consentFor, setConsentFor] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  const signIn = useCallback(
    (credential: string, consent?: GoogleConsent) => {
      setPending(true);
      googleLogin(credential, consent)
        .then((reply) => {
          setConsentFor(null);
          if (!('accessToken' in reply)) return setPendingChallenge(reply.challengeToken);
          clearErrorNotifications();
          completeLogin(reply.accessToken, false, { isWelcome: reply.isNewAccount === true });
        })
        .catch((error: unknown) => {
          // A first sign-in: no account is made before the person accepts the terms and privacy policy.
          if (error instanceof ApiError && error.errorCode === 'CONSENT_REQUIRED' && !consent) {
            return setConsentFor(credential);
          }
          notifyError(error);
        })
        .finally(() => setPending(false));
    },
    [completeLogin],
  );

  useEffect(() => {
    if (!clientId) return;
    let isActive = true;
    loadGoogleIdentity()
      .then((google) => {
        if (!isActive || !container.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) => signIn(credential),
        });
        google.accounts.id.renderButton(container.current, {
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          shape: 'pill',
          width: 320,
          locale: i18n.language,
        });
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      isActive = false;
    };
  }, [clientId, signIn, i18n.language]);

  if (!clientId) return null;
  return (
    <Stack gap="md">
      <Divider label={t('auth.or')} labelPosition="center" />
      <div ref={container} aria-label={t('auth.google')} />
      {consentFor && (
        <GoogleConsentDialog
          opened
          isPending={isPending}
          onCancel={() => setConsentFor(null)}
          onAccept={(consent) => signIn(consentFor, consent)}
        />
      )}
    </Stack>
  );
}
