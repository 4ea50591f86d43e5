import { Button, Checkbox, Group, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IDEA_ACCESS_LIMITS } from '@ideamatch/shared';
import { displayName } from '@ideamatch/shared/format';
import type { IdeaDetail } from '@ideamatch/shared';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { charLimit } from '../../../components/ui/char-limit';
import { formError, parseFieldErrors } from '../../../lib/errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAccessActions } from '../api/access-actions';

type RequestAccessModalProps = { idea: IdeaDetail; opened: boolean; onClose: () => void };

/** Asks the owner for a confidential idea's details: a note, and the owner's terms to accept when there are some. */
export function RequestAccessModal({ idea, opened, onClose }: RequestAccessModalProps) {
  const { t } = useTranslation();
  const { request } = useAccessActions(idea.id);
  const [note, setNote] = useState('');
  const [isAccepted, setIsAccepted] = useState(false);
  const [noteError, setNoteError] = useState<string | null>(null);
  const terms = idea.accessTerms;

  const handleSend = () => {
    if (!note.trim()) {
      setNoteError('ACCESS_NOTE_EMPTY');
      return;
    }
    request.mutate(
      { note: note.trim(), ...(terms ? { acceptTerms: isAccepted } : {}) },
      {
        onSuccess: () => {
          notifySuccess(t('protection.sent'));
          setNote('');
          onClose();
        },
        onError: (error) => {
          const fields = parseFieldErrors(error);
          if (fields.note) setNoteError(fields.note);
          else notifyError(error);
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('protection.modalTitle')} centered radius="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('protection.modalIntro', { owner: displayName(idea.owner) })}
        </Text>
        <Textarea
          {...charLimit(note, IDEA_ACCESS_LIMITS.noteMax)}
          label={t('protection.note')}
          placeholder={t('protection.notePlaceholder')}
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
          value={note}
          onChange={(event) => {
            setNote(event.currentTarget.value);
            setNoteError(null);
          }}
          error={formError(noteError ?? undefined)}
          data-autofocus
        />
        {terms && (
          <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)">
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4}>
              {t('protection.terms')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {terms}
            </Text>
            <Checkbox
              mt="sm"
              label={t('protection.acceptTerms')}
              checked={isAccepted}
              onChange={(event) => setIsAccepted(event.currentTarget.checked)}
            />
          </Paper>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={request.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={handleSend}
            loading={request.isPending}
            disabled={Boolean(terms) && !isAccepted}
            leftSection={<IconSend size={16} aria-hidden />}
          >
            {t('protection.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
