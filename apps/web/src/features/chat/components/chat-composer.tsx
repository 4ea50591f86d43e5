import { ActionIcon, Group, Text, Textarea, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { CHAT_LIMITS, type ChatIdea, type ChatQuote } from '@ideamatch/shared';
import { IconBulb, IconPhoto, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkImageFile, IMAGE_ACCEPT } from '../../../lib/image-file';
import { notifyErrorKey } from '../../../lib/notify';
import { useDraft } from '../hooks/use-draft';
import type { Outgoing } from '../hooks/use-conversation';
import classes from './conversation.module.css';
import { ReplyBar } from './message-quote';
import { ShareIdeaModal } from './share-idea-modal';

type ChatComposerProps = {
  /** The chat id, or `to:<accountId>` for a new conversation: where the draft is kept. */
  draftKey: string;
  isDisabled: boolean;
  onSend: (outgoing: Outgoing) => void;
  onTyping: () => void;
  onStopTyping: () => void;
  /** The message being replied to, shown above the composer; null when not replying. */
  replyTo?: ChatQuote | null;
  replyAuthorName?: string;
  onCancelReply?: () => void;
};

/** Writes a message: Enter sends, Shift+Enter breaks the line; images and idea cards too; keeps a draft per chat. */
export function ChatComposer({
  draftKey,
  isDisabled,
  onSend,
  onTyping,
  onStopTyping,
  replyTo = null,
  replyAuthorName = '',
  onCancelReply,
}: ChatComposerProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useDraft(draftKey);
  const fileInput = useRef<HTMLInputElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [isSharing, sharing] = useDisclosure(false);
  const isTooLong = draft.length > CHAT_LIMITS.textMax;

  const submit = () => {
    if (isDisabled || isTooLong || !draft.trim()) return;
    onSend({ text: draft.trim() });
    setDraft('');
    onStopTyping();
  };

  // Starting a reply puts the cursor in the composer.
  useEffect(() => {
    if (replyTo) textarea.current?.focus();
  }, [replyTo]);

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape' && replyTo) {
      event.preventDefault();
      onCancelReply?.();
      return;
    }
    // Thai and other input methods use Enter to confirm a composition: never send then.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const handleFile = (file: File | undefined) => {
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) return notifyErrorKey(problem);
    onSend({ image: file });
  };

  const handleShare = (idea: ChatIdea) => {
    sharing.close();
    onSend({ sharedIdea: idea });
    textarea.current?.focus();
  };

  return (
    <div className={classes.composer}>
      {replyTo && !isDisabled && (
        <ReplyBar quote={replyTo} authorName={replyAuthorName} onCancel={() => onCancelReply?.()} />
      )}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Tooltip label={t('chat.attachImage')}>
          <ActionIcon
            variant="subtle"
            size="lg"
            radius="xl"
            onClick={() => fileInput.current?.click()}
            disabled={isDisabled}
            aria-label={t('chat.attachImage')}
          >
            <IconPhoto size={20} />
          </ActionIcon>
        </Tooltip>
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_ACCEPT}
          hidden
          data-testid="chat-image-input"
          onChange={(event) => {
            handleFile(event.currentTarget.files?.[0]);
            event.currentTarget.value = '';
          }}
        />
        <Tooltip label={t('chat.shareIdea')}>
          <ActionIcon
            variant="subtle"
            size="lg"
            radius="xl"
            onClick={sharing.open}
            disabled={isDisabled}
            aria-label={t('chat.shareIdea')}
          >
            <IconBulb size={20} />
          </ActionIcon>
        </Tooltip>
        <Textarea
          ref={textarea}
          value={draft}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            if (event.currentTarget.value) onTyping();
            else onStopTyping();
          }}
          onKeyDown={handleKeyDown}
          placeholder={isDisabled ? t('errors.CHAT_BLOCKED') : t('chat.composerPlaceholder')}
          aria-label={t('chat.composerPlaceholder')}
          aria-describedby="chat-composer-hint"
          disabled={isDisabled}
          autosize
          minRows={1}
          maxRows={5}
          radius="lg"
          style={{ flex: 1 }}
          error={isTooLong || undefined}
        />
        <Tooltip label={t('chat.send')}>
          <ActionIcon
            size="lg"
            radius="xl"
            onClick={submit}
            disabled={isDisabled || isTooLong || !draft.trim()}
            aria-label={t('chat.send')}
          >
            <IconSend size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Group justify="space-between" mt={4} px={4}>
        <Text id="chat-composer-hint" size="xs" c="dimmed" visibleFrom="sm">
          {t('chat.composerHint')}
        </Text>
        {draft.length > CHAT_LIMITS.textMax - 200 && (
          <Text size="xs" c={isTooLong ? 'red' : 'dimmed'} aria-live="polite">
            {draft.length.toLocaleString()}/{CHAT_LIMITS.textMax.toLocaleString()}
          </Text>
        )}
      </Group>
      <ShareIdeaModal opened={isSharing} onClose={sharing.close} onPick={handleShare} />
    </div>
  );
}
