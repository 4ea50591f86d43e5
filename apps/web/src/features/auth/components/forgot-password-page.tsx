import { Anchor, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthHeading } from './auth-heading';
import { ForgotPasswordForm } from './forgot-password-form';

/** `/forgot-password`: enter the email to get a reset mail. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.forgot.title'));
  return (
    <Stack gap={0}>
      <AuthHeading
        icon={<IconKey size={32} aria-hidden />}
        title={t('auth.forgot.title')}
        subtitle={t('auth.forgot.subtitle')}
      />
      <Stack gap="lg">
        <ForgotPasswordForm />
        <Group justify="center">
          <Anchor component={Link} to="/login" size="sm">
            <Group gap={6} component="span">
              <IconArrowLeft size={16} aria-hidden />
              {t('auth.backToLogin')}
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </Stack>
  );
}
