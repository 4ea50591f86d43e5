import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clearAccessToken } from '../../../lib/auth-token';
import { parseError } from '../../../lib/errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { downloadExport, useDeleteAccount } from '../api/account-center';
import { emptyReauth, hasReauthProof, isReauthRefusal, type ReauthInput } from '../api/reauth';
import { ReauthFields } from './reauth-fields';

/** Download my data, and delete my account with proof that it is me. */
export function PrivacyCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();
  const [isExporting, setExporting] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const [reauth, setReauth] = useState<ReauthInput>(emptyReauth);
  const [reauthError, setReauthError] = useState<string | null>(null);
  const handleReauthChange = useCallback((next: ReauthInput) => {
    setReauth(next);
    setReauthError(null);
  }, []);

  const handleDelete = (event: FormEvent) => {
    event.preventDefault();
    if (!hasReauthProof(reauth)) return;
    remove.mutate(reauth, {
      onSuccess: () => {
        clearAccessToken();
        queryClient.clear();
        notifySuccess(t('settings.delete.done'));
        navigate('/login', { replace: true });
      },
      onError: (error) => {
        // The dialog stays open with what was typed; a refused proof shows under it.
        if (isReauthRefusal(error)) return setReauthError(parseError(error));
        notifyError(error, t('settings.delete.title'));
      },
    });
  };

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t('settings.export.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('settings.export.hint')}
          </Text>
          <Group>
            <Button
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={isExporting}
              onClick={() => {
                setExporting(true);
                downloadExport()
                  .catch((error: unknown) => notifyError(error, t('settings.export.title')))
                  .finally(() => setExporting(false));
              }}
            >
              {t('settings.export.submit')}
            </Button>
          </Group>
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg" style={{ borderColor: 'var(--mantine-color-red-6)' }}>
        <Stack gap="sm">
          <Title order={3} size="h4" c="red">
            {t('settings.delete.title')}
          </Title>
          <Text size="sm">{t('settings.delete.hint')}</Text>
          <Group>
            <Button color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setConfirming(true)}>
              {t('settings.delete.submit')}
            </Button>
          </Group>
        </Stack>
      </Card>
      <Modal
        opened={isConfirming}
        onClose={() => {
          setConfirming(false);
          setReauth(emptyReauth(reauth.method));
          setReauthError(null);
        }}
        title={t('settings.delete.confirmTitle')}
        centered
      >
        <form onSubmit={handleDelete} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t('settings.delete.confirmHint')}</Text>
            <ReauthFields value={reauth} onChange={handleReauthChange} error={reauthError} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(false)}>
                {t('settings.cancel')}
              </Button>
              <Button type="submit" color="red" loading={remove.isPending} disabled={!hasReauthProof(reauth)}>
                {t('settings.delete.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
