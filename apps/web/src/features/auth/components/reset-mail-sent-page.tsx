import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthHeading } from './auth-heading';

type SentState = { email?: unknown } | null;

/** `/forgot-password/sent`: confirms the reset mail was sent. */
export function ResetMailSentPage() {
  const { t } = useTranslation();
  const state = useLocation().state as SentState;
  const email = typeof state?.email === 'string' ? state.email : null;
  useDocumentTitle(t('auth.sent.title'));
  return (
    <Stack gap={0} align="center" ta="center">
      <AuthHeading
        icon={<IconMailCheck size={34} aria-hidden />}
        title={t('auth.sent.title')}
        subtitle={email ? t('auth.sent.body', { email }) : t('auth.sent.bodyNoEmail')}
      />
      <Text size="sm" c="dimmed" mb="lg">
        {t('auth.sent.spamHint')}
      </Text>
      <Button component={Link} to="/login" size="md" fullWidth>
        {t('auth.backToLogin')}
      </Button>
      <Anchor component={Link} to="/forgot-password" size="sm" mt="md">
        {t('auth.sent.resend')}
      </Anchor>
    </Stack>
  );
}
