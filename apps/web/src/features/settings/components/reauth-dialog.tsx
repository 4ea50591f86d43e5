import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emptyReauth, hasReauthProof, type ReauthInput } from '../api/reauth';
import { ReauthFields } from './reauth-fields';

type ReauthDialogProps = {
  opened: boolean;
  hint: string;
  isPending: boolean;
  /** The server's refusal of the last proof, already translated. */
  error: string | null;
  onCancel: () => void;
  onConfirm: (reauth: ReauthInput) => void;
};

/** The dialog's form; it lives only while the dialog is open, so a closed dialog forgets the password. */
function ReauthForm({ hint, isPending, error, onCancel, onConfirm }: Omit<ReauthDialogProps, 'opened'>) {
  const { t } = useTranslation();
  const [reauth, setReauth] = useState<ReauthInput>(emptyReauth);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (hasReauthProof(reauth)) onConfirm(reauth);
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{hint}</Text>
        <ReauthFields value={reauth} onChange={setReauth} error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('settings.cancel')}
          </Button>
          <Button type="submit" loading={isPending} disabled={!hasReauthProof(reauth)}>
            {t('settings.reauth.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * "Confirm it's you" before a change sent from a form that has no room for the proof (saving the
 * sub-accounts when one is new). What was typed stays while it is open, so a refused password can be
 * corrected.
 */
export function ReauthDialog({ opened, ...form }: ReauthDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={form.onCancel} title={t('settings.reauth.title')} centered>
      <ReauthForm {...form} />
    </Modal>
  );
}
