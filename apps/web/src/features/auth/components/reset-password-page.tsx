import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle, IconLockPassword } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthHeading } from './auth-heading';
import { ResetPasswordForm } from './reset-password-form';

/** `/reset-password?token=…`: the link from the reset mail. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  useDocumentTitle(t('auth.reset.title'));
  return (
    <Stack gap={0}>
      <AuthHeading
        icon={<IconLockPassword size={32} aria-hidden />}
        title={t('auth.reset.title')}
        subtitle={t('auth.reset.subtitle')}
      />
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <Stack gap="md">
          <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {t('auth.reset.missingToken')}
          </Alert>
          <Button component={Link} to="/forgot-password" size="md" fullWidth>
            {t('auth.reset.requestNew')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
