import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { displayName } from '@ideamatch/shared/format';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { parseError } from '../../../lib/errors';
import { notifySuccess } from '../../../lib/notify';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useSession } from '../hooks/use-session';

/**
 * The admin invitation link opened while signed in: the account holding the invited address
 * accepts it here (which proves the mailbox); another account is told to use that address.
 */
export function AcceptInvitationCard({ inviteToken, email }: { inviteToken: string; email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { profile } = useSession();
  const accept = useAcceptInvitation();
  if (!profile) return null;
  const isSameAddress = Boolean(email) && profile.email?.toLowerCase() === email.toLowerCase();

  const handleAccept = () =>
    accept.mutate(inviteToken, {
      onSuccess: () => {
        notifySuccess(t('invitation.accepted'));
        navigate('/dashboard', { replace: true });
      },
    });

  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <IconShieldCheck size={28} aria-hidden />
        <Title order={2} size="h4">
          {t('invitation.title')}
        </Title>
        {isSameAddress ? (
          <>
            <Text size="sm">{t('invitation.signedInAs', { name: displayName(profile), email: profile.email })}</Text>
            {accept.isError && (
              <Alert color="red" variant="light" role="alert">
                {parseError(accept.error)}
              </Alert>
            )}
            <Button onClick={handleAccept} loading={accept.isPending}>
              {t('invitation.accept')}
            </Button>
          </>
        ) : (
          <Text size="sm">{t('invitation.otherAccount', { email })}</Text>
        )}
      </Stack>
    </Paper>
  );
}
