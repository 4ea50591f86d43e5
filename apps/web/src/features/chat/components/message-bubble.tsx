import { ActionIcon, Anchor, Card, Group, Text, Tooltip } from '@mantine/core';
import { formatDateTime } from '@ideamatch/shared/format';
import { IconAlertCircle, IconRefresh, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SafeImage } from '../../../components/ui/safe-image';
import { useLanguage } from '../../../lib/i18n';
import { linkify } from '../utils/linkify';
import { markPieces } from '../utils/mark-pieces';
import type { DisplayMessage } from '../utils/message-timeline';
import classes from './conversation.module.css';
import { hasMessageActions, MessageActions, MessageEditor, MessageReactions } from './message-actions';
import { useLongPress } from '../../../lib/use-long-press';
import { TOUCH_TARGET } from '../utils/touch-target';
import { FileCard } from './file-card';
import { MessageQuote } from './message-quote';

type MessageBubbleProps = {
  message: DisplayMessage;
  isMine: boolean;
  startsGroup: boolean;
  isSeen: boolean;
  myId: string | null;
  /** Either person blocked the other: no reactions. */
  isBlocked: boolean;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
  onOpenImage: (url: string) => void;
  /** The name a quote shows for a sender ("You" for me). */
  authorName: (senderId: string) => string;
  onReply: (message: DisplayMessage) => void;
  /** Scrolls to a quoted message. */
  onOpenQuote: (messageId: string) => void;
  /** Pieces of the text a search found, marked in it. */
  marks?: readonly string[];
};

/**
 * Message text as React text and anchors (never HTML): links are clickable, markup stays text, and
 * the pieces a search found are marked (`<mark>`).
 */
function MessageText({ text, marks = [] }: { text: string; marks?: readonly string[] }) {
  return (
    <>
      {linkify(text).map((part, index) =>
        part.kind === 'link' ? (
          <Anchor key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow" inherit>
            {part.value}
          </Anchor>
        ) : (
          <span key={index}>
            {markPieces(part.value, marks).map((piece, at) =>
              piece.isMatch ? (
                <mark key={at} className={classes.searchMark} data-testid="chat-search-mark">
                  {piece.value}
                </mark>
              ) : (
                piece.value
              ),
            )}
          </span>
        ),
      )}
    </>
  );
}

/**
 * One message: text, image or shared idea card, with its time, "edited", reactions and, for mine,
 * sending/failed/seen; an unsent one shows "message removed".
 */
export function MessageBubble({
  message,
  isMine,
  startsGroup,
  isSeen,
  myId,
  isBlocked,
  onRetry,
  onDiscard,
  onOpenImage,
  authorName,
  onReply,
  onOpenQuote,
  marks,
}: MessageBubbleProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [isEditing, setEditing] = useState(false);
  // When the message's actions were opened (by their button or a long press); null while closed.
  const [actionsOpenedAt, setActionsOpenedAt] = useState<number | null>(null);
  const isStored = !message.status;
  const canOpenActions = isStored && !isEditing && hasMessageActions(message, isMine, !isBlocked);
  const longPress = useLongPress(() => setActionsOpenedAt(Date.now()), { isEnabled: canOpenActions });
  const time = new Date(message.datetimeCreate);
  // HH:mm, with the Thai suffix in Thai; the full date is in the tooltip.
  const clock = `${String(time.getHours()).padStart(2, '0')}:${String(time.getMinutes()).padStart(2, '0')}${language === 'TH' ? ' น.' : ''}`;
  return (
    <div
      className={classes.row}
      data-mine={isMine || undefined}
      data-starts-group={startsGroup || undefined}
      data-status={message.status}
      data-testid="chat-message"
      data-removed={message.isRemoved || undefined}
      data-message-id={message.id}
      data-long-press={canOpenActions || undefined}
      {...longPress}
    >
      {message.replyTo && !message.isRemoved && (
        <MessageQuote quote={message.replyTo} authorName={authorName(message.replyTo.senderId)} onOpen={onOpenQuote} />
      )}
      {message.isRemoved && (
        <div className={classes.bubble} data-removed>
          {t('chatActions.removed')}
        </div>
      )}
      {message.imageUrl && (
        <button
          type="button"
          onClick={() => onOpenImage(message.imageUrl!)}
          style={{ border: 0, padding: 0, background: 'none' }}
          aria-label={t('chat.openImage')}
        >
          <SafeImage src={message.imageUrl} alt={t('chat.imageAlt')} h={200} radius={14} className={classes.image} />
        </button>
      )}
      {message.file && <FileCard file={message.file} progress={message.progress} />}
      {message.sharedIdea && (
        <Card
          component={Link}
          to={`/idea/${message.sharedIdea.id}`}
          withBorder
          radius="lg"
          p="xs"
          className={classes.ideaCard}
        >
          <Card.Section>
            <SafeImage src={message.sharedIdea.imageUrl} alt={message.sharedIdea.name} h={120} radius={0} />
          </Card.Section>
          <Text size="xs" c="dimmed" mt="xs">
            {t(`categories.${message.sharedIdea.category}`, { defaultValue: message.sharedIdea.category })}
          </Text>
          <Text fw={700} size="sm" lineClamp={2}>
            {message.sharedIdea.name}
          </Text>
          <Text size="xs" c="blue">
            {t('chat.viewIdea')}
          </Text>
        </Card>
      )}
      {isEditing ? (
        <MessageEditor message={message} onDone={() => setEditing(false)} />
      ) : (
        message.text && (
          <div className={classes.bubble}>
            <MessageText text={message.text} marks={marks} />
          </div>
        )
      )}
      {isStored && <MessageReactions message={message} myId={myId} canReact={!isBlocked} />}
      <Group gap={4} className={classes.meta} wrap="nowrap">
        <Tooltip label={formatDateTime(message.datetimeCreate, language)} openDelay={400}>
          <time dateTime={message.datetimeCreate}>{clock}</time>
        </Tooltip>
        {message.datetimeEdit && !message.isRemoved && (
          <Tooltip label={formatDateTime(message.datetimeEdit, language)} openDelay={400}>
            <span data-testid="chat-edited">· {t('chatActions.edited')}</span>
          </Tooltip>
        )}
        {message.status === 'sending' && <span>· {t('chat.sending')}</span>}
        {isSeen && <span data-testid="chat-seen">· {t('chat.seen')}</span>}
        {message.status === 'failed' && message.clientId && (
          <>
            <IconAlertCircle size={14} color="var(--mantine-color-red-6)" aria-hidden />
            <Text span size="xs" c="red">
              {t('chat.failed')}
            </Text>
            <ActionIcon
              size={TOUCH_TARGET}
              variant="subtle"
              radius="xl"
              className={classes.metaButton}
              onClick={() => onRetry(message.clientId!)}
              aria-label={t('chat.retry')}
            >
              <IconRefresh size={14} />
            </ActionIcon>
            <ActionIcon
              size={TOUCH_TARGET}
              variant="subtle"
              color="gray"
              radius="xl"
              className={classes.metaButton}
              onClick={() => onDiscard(message.clientId!)}
              aria-label={t('chat.discard')}
            >
              <IconX size={14} />
            </ActionIcon>
          </>
        )}
        {isStored && !isEditing && (
          <MessageActions
            message={message}
            openedAt={actionsOpenedAt}
            onOpen={() => setActionsOpenedAt(Date.now())}
            onClose={() => setActionsOpenedAt(null)}
            isMine={isMine}
            myId={myId}
            canReact={!isBlocked}
            onEdit={() => setEditing(true)}
            onReply={() => onReply(message)}
          />
        )}
      </Group>
    </div>
  );
}
