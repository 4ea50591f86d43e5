import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { DASHBOARD_LIMITS } from '@ideamatch/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Red button for destructive actions. */
  isDanger?: boolean;
  /** Asks for a text (a reason or a note) before confirming. */
  textLabel?: string;
  /** A line under the text's label: who reads it, what it is for. */
  textDescription?: string;
  isTextRequired?: boolean;
  isLoading?: boolean;
  onConfirm: (text: string) => void;
  onClose: () => void;
  children?: ReactNode;
};

/** A confirmation before a dashboard action, with an optional reason or note. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  isDanger,
  textLabel,
  textDescription,
  isTextRequired,
  isLoading,
  onConfirm,
  onClose,
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [isTouched, setTouched] = useState(false);
  // Each opening starts empty: a confirmed action closes the dialog from outside, and its text must
  // not come back prefilled for the next action.
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) {
      setText('');
      setTouched(false);
    }
  }
  const isMissing = Boolean(isTextRequired && !text.trim());
  const handleClose = () => {
    setText('');
    setTouched(false);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={handleClose} title={title} centered radius="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!isMissing) onConfirm(text.trim());
        }}
      >
        <Stack>
          <Text size="sm">{message}</Text>
          {children}
          {textLabel && (
            <Textarea
              label={textLabel}
              description={textDescription}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              withAsterisk={isTextRequired}
              error={isTouched && isMissing ? t('dashboard.confirm.textRequired') : undefined}
              autosize
              minRows={3}
              maxLength={DASHBOARD_LIMITS.reasonMax}
              data-autofocus
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={handleClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color={isDanger ? 'red' : undefined} loading={isLoading}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
