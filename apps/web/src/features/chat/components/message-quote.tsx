import { CloseButton, Group, Text, UnstyledButton } from '@mantine/core';
import type { ChatQuote } from '@ideamatch/shared';
import { IconCornerUpLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './conversation.module.css';
import { TOUCH_TARGET } from '../utils/touch-target';

/** What a quote says of the message replied to: its first words, or that it is a photo or an idea, or removed. */
export function useQuoteText() {
  const { t } = useTranslation();
  return (quote: ChatQuote) =>
    quote.isRemoved
      ? t('chatActions.removed')
      : quote.text ||
        (quote.hasImage
          ? t('chat.photo')
          : quote.fileName
            ? t('chatFiles.fileLabel', { name: quote.fileName })
            : quote.hasIdea
              ? t('chat.sharedIdea')
              : '');
}

type MessageQuoteProps = {
  quote: ChatQuote;
  /** The quoted message's author as the reader knows them ("You" for mine). */
  authorName: string;
  /** Scrolls to the quoted message (when it is loaded). */
  onOpen: (messageId: string) => void;
};

/** The quote above a reply's bubble: author and first words; clicking it goes to the original. */
export function MessageQuote({ quote, authorName, onOpen }: MessageQuoteProps) {
  const { t } = useTranslation();
  const text = useQuoteText()(quote);
  return (
    <UnstyledButton
      className={classes.quote}
      onClick={() => onOpen(quote.id)}
      aria-label={t('chatReply.goToOriginal', { name: authorName })}
      data-testid="chat-quote"
      data-removed={quote.isRemoved || undefined}
    >
      <Text size="xs" fw={700} truncate>
        {authorName}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={2} fs={quote.isRemoved ? 'italic' : undefined}>
        {text}
      </Text>
    </UnstyledButton>
  );
}

/** Above the composer while replying: whom and what, with a cancel (x; Escape in the composer too). */
export function ReplyBar({
  quote,
  authorName,
  onCancel,
}: {
  quote: ChatQuote;
  authorName: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const text = useQuoteText()(quote);
  return (
    <Group gap="xs" wrap="nowrap" className={classes.replyBar} data-testid="chat-reply-bar">
      <IconCornerUpLeft size={18} aria-hidden style={{ flexShrink: 0 }} />
      <div style={{ minWidth: 0, flex: 1 }}>
        <Text size="xs" fw={700} truncate>
          {t('chatReply.replyingTo', { name: authorName })}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {text}
        </Text>
      </div>
      <CloseButton size={TOUCH_TARGET} onClick={onCancel} aria-label={t('chatReply.cancel')} />
    </Group>
  );
}
