import { ActionIcon, CloseButton, Group, Text, Textarea, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { CHAT_LIMITS, chatFileTypeOf, type ChatFile, type ChatIdea, type ChatQuote } from '@ideamatch/shared';
import { IconBulb, IconPaperclip, IconPhoto, IconSend } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkImageFile, IMAGE_ACCEPT } from '../../../lib/image-file';
import { notifyErrorKey } from '../../../lib/notify';
import { useDraft } from '../hooks/use-draft';
import type { Outgoing } from '../hooks/use-conversation';
import classes from './conversation.module.css';
import { CHAT_FILE_ACCEPT, checkChatFile } from '../utils/chat-file';
import { FileCard } from './file-card';
import { TOUCH_TARGET } from '../utils/touch-target';
import { ReplyBar } from './message-quote';

/** A picked document as its card shows it before sending (no link yet, no progress). */
const pendingCard = (file: File): ChatFile => ({
  url: '',
  name: file.name,
  sizeBytes: file.size,
  type: chatFileTypeOf(file.name) ?? 'pdf',
});
import { ShareIdeaModal } from './share-idea-modal';

/** An image or document waiting in the composer. */
type Attachment = { id: string; file: File; kind: 'image' | 'document' };

/** Attachments one message may gather before Send. */
const MAX_ATTACHMENTS = 5;

type ChatComposerProps = {
  /** The chat id, or `to:<accountId>` for a new conversation: where the draft is kept. */
  draftKey: string;
  /** The signed-in account, whose draft it is (null: kept in memory only). */
  myId: string | null;
  isDisabled: boolean;
  onSend: (outgoing: Outgoing) => void;
  onTyping: () => void;
  onStopTyping: () => void;
  /** The message being replied to, shown above the composer; null when not replying. */
  replyTo?: ChatQuote | null;
  replyAuthorName?: string;
  onCancelReply?: () => void;
};

/**
 * Writes a message: Enter sends, Shift+Enter breaks the line; images and documents are previewed
 * here and sent with the text (each after the first as a message of its own); idea cards too; keeps a draft per chat.
 */
export function ChatComposer({
  draftKey,
  myId,
  isDisabled,
  onSend,
  onTyping,
  onStopTyping,
  replyTo = null,
  replyAuthorName = '',
  onCancelReply,
}: ChatComposerProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useDraft(myId, draftKey);
  const fileInput = useRef<HTMLInputElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [isSharing, sharing] = useDisclosure(false);
  const documentInput = useRef<HTMLInputElement>(null);
  // Images and documents picked to send with the text: previewed here first, all sent with Send.
  // Picking another never drops one already waiting (a photo, then a file: both go).
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const previewUrls = useMemo(
    () => new Map(attachments.filter((a) => a.kind === 'image').map((a) => [a.id, URL.createObjectURL(a.file)])),
    [attachments],
  );
  useEffect(() => () => previewUrls.forEach((url) => URL.revokeObjectURL(url)), [previewUrls]);
  const isTooLong = draft.length > CHAT_LIMITS.textMax;
  const isFull = attachments.length >= MAX_ATTACHMENTS;
  const canSend = !isDisabled && !isTooLong && (Boolean(draft.trim()) || attachments.length > 0);

  const submit = () => {
    if (!canSend) return;
    const text = draft.trim();
    if (attachments.length === 0) onSend({ text });
    // The text goes with the first attachment; each other one is a message of its own, in the order picked.
    attachments.forEach((attachment, index) =>
      onSend({
        ...(index === 0 && text ? { text } : {}),
        ...(attachment.kind === 'image' ? { image: attachment.file } : { document: attachment.file }),
      }),
    );
    setDraft('');
    setAttachments([]);
    onStopTyping();
  };

  const attach = (file: File, kind: Attachment['kind']) => {
    if (isFull) return notifyErrorKey('chatFiles.tooMany');
    setAttachments((current) => [...current, { id: `${Date.now()}-${current.length}`, file, kind }]);
    textarea.current?.focus();
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
    attach(file, 'image');
  };

  const handleDocument = (file: File | undefined) => {
    if (!file) return;
    const problem = checkChatFile(file);
    if (problem) return notifyErrorKey(problem);
    attach(file, 'document');
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
      {attachments.length > 0 && !isDisabled && (
        <div className={classes.attachments} role="group" aria-label={t('chatFiles.attachmentPreview')}>
          {attachments.map((attachment) => (
            <div key={attachment.id} className={classes.attachment} data-testid="chat-attachment">
              {previewUrls.get(attachment.id) ? (
                <img
                  src={previewUrls.get(attachment.id)}
                  alt={attachment.file.name}
                  className={classes.attachmentImage}
                  data-testid="chat-image-preview"
                />
              ) : (
                <FileCard file={pendingCard(attachment.file)} />
              )}
              <CloseButton
                size={TOUCH_TARGET}
                onClick={() => setAttachments((current) => current.filter((a) => a.id !== attachment.id))}
                aria-label={t('chatFiles.removeAttachment')}
              />
            </div>
          ))}
        </div>
      )}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Tooltip label={t('chat.attachImage')}>
          <ActionIcon
            variant="subtle"
            size={TOUCH_TARGET}
            radius="xl"
            onClick={() => fileInput.current?.click()}
            disabled={isDisabled || isFull}
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
        <Tooltip label={t('chatFiles.attach')}>
          <ActionIcon
            variant="subtle"
            size={TOUCH_TARGET}
            radius="xl"
            onClick={() => documentInput.current?.click()}
            disabled={isDisabled || isFull}
            aria-label={t('chatFiles.attach')}
          >
            <IconPaperclip size={20} />
          </ActionIcon>
        </Tooltip>
        <input
          ref={documentInput}
          type="file"
          accept={CHAT_FILE_ACCEPT}
          hidden
          data-testid="chat-file-input"
          onChange={(event) => {
            handleDocument(event.currentTarget.files?.[0]);
            event.currentTarget.value = '';
          }}
        />
        <Tooltip label={t('chat.shareIdea')}>
          <ActionIcon
            variant="subtle"
            size={TOUCH_TARGET}
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
          <ActionIcon size={TOUCH_TARGET} radius="xl" onClick={submit} disabled={!canSend} aria-label={t('chat.send')}>
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
