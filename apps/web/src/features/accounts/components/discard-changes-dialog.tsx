import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type DiscardChangesDialogProps = { opened: boolean; onKeepEditing: () => void; onDiscard: () => void };

/** Asks before leaving an edit form whose changes would be lost. */
export function DiscardChangesDialog({ opened, onKeepEditing, onDiscard }: DiscardChangesDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onKeepEditing} title={t('profile.edit.discardTitle')} centered radius="lg">
      <Text size="sm" c="dimmed">
        {t('profile.edit.discardBody')}
      </Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onKeepEditing} data-autofocus>
          {t('profile.edit.keepEditing')}
        </Button>
        <Button color="red" onClick={onDiscard}>
          {t('profile.edit.discard')}
        </Button>
      </Group>
    </Modal>
  );
}
