import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useStoredDraft } from '../../../lib/use-stored-draft';
import { accountDraftKey } from '../../../lib/drafts';
import { useSession } from '../../auth/hooks/use-session';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/errors';

type CommentComposerProps = {
  label: string;
  submitLabel: string;
  initialText?: string;
  isPending: boolean;
  onSubmit: (text: string, reset: () => void) => void;
  onCancel?: () => void;
  autoFocus?: boolean;
  /**
   * Where the unsent text is kept (session storage) so a failed send or a reload never loses it;
   * cleared once sent or cancelled. Without it the text lives in memory only (an edit).
   */
  draftKey?: string;
};

/** The draft name of a new comment on an idea, or of a reply to one of its comments (kept per account). */
export const commentDraftKey = (ideaId: string, parentId?: string) => `${ideaId}${parentId ? `.${parentId}` : ''}`;

/**
 * A comment, reply or edit box; an empty text gives the fixed "Please, complete this field.". The
 * text stays when sending fails (only a success resets it), and with `draftKey` across a reload.
 */
export function CommentComposer({
  label,
  submitLabel,
  initialText = '',
  isPending,
  onSubmit,
  onCancel,
  autoFocus,
  draftKey,
}: CommentComposerProps) {
  const { t } = useTranslation();
  const accountId = useSession().profile?.id;
  const [text, setText] = useStoredDraft(draftKey ? accountDraftKey(accountId, 'comment', draftKey) : null, {
    initial: initialText,
  });
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim()) {
      setError('REQUIRED');
      return;
    }
    setError(null);
    onSubmit(text.trim(), () => setText(''));
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="xs">
        <Textarea
          aria-label={label}
          placeholder={label}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={error ? translateMessage(error) : undefined}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={2000}
          data-autofocus={autoFocus || undefined}
          autoFocus={autoFocus}
        />
        <Group justify="flex-end" gap="xs">
          {onCancel && (
            <Button
              variant="default"
              size="xs"
              onClick={() => {
                setText('');
                onCancel();
              }}
              disabled={isPending}
            >
              {t('common.cancel')}
            </Button>
          )}
          <Button type="submit" size="xs" loading={isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
