import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseError } from '../../../lib/errors';
import { useResendVerification } from '../api/verify-email';
import { useSession } from '../hooks/use-session';
import classes from './verify-email-banner.module.css';

/**
 * Asks a signed-in person whose address is not verified yet to open the mailed link, with a resend
 * button. Above the page normally; floating at the bottom of the screen on pages whose hero sits
 * under a transparent fixed header, where a banner at the top would be hidden behind it.
 */
export function VerifyEmailBanner({ isFloating = false }: { isFloating?: boolean }) {
  const { t } = useTranslation();
  const { profile, isSubAccount } = useSession();
  const resend = useResendVerification();
  // Hidden until the next page load once dismissed; the layout keeps this state across pages.
  const [isDismissed, setIsDismissed] = useState(false);
  if (isDismissed || !profile || isSubAccount || profile.isEmailVerified !== false || !profile.email) return null;
  const email = profile.email;

  return (
    <Container size="lg" w="100%" pt="md" className={isFloating ? classes.floating : undefined}>
      <div className={isFloating ? classes.floatingAlert : undefined}>
        <Alert
          color="yellow"
          variant="light"
          icon={<IconMailExclamation size={20} aria-hidden />}
          title={t('verifyEmail.bannerTitle')}
          role="status"
          withCloseButton
          closeButtonLabel={t('verifyEmail.dismiss')}
          onClose={() => setIsDismissed(true)}
        >
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm" style={{ flex: '1 1 16rem' }}>
              {resend.isSuccess ? t('verifyEmail.resent', { email }) : t('verifyEmail.bannerText', { email })}
            </Text>
            {!resend.isSuccess && (
              <Button size="xs" variant="white" color="dark" loading={resend.isPending} onClick={() => resend.mutate()}>
                {t('verifyEmail.resend')}
              </Button>
            )}
          </Group>
          {resend.isError && (
            <Text size="sm" c="red" mt="xs" role="alert">
              {parseError(resend.error)}
            </Text>
          )}
        </Alert>
      </div>
    </Container>
  );
}
