import { Button, Center, Loader, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeImage } from '../../../components/ui/safe-image';
import { useLanguage } from '../../../lib/i18n';
import { formatChatDay } from '../utils/chat-day';
import { buildTimeline, lastSeenMessageId, type DisplayMessage } from '../utils/message-timeline';
import classes from './conversation.module.css';
import { MessageBubble } from './message-bubble';

type MessageTimelineViewProps = {
  messages: DisplayMessage[];
  myId: string | null;
  otherLastReadAt: string | null;
  /** Either person blocked the other: no reactions. */
  isBlocked?: boolean;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
  /** The other person's name, for quotes of their messages. */
  otherName: string;
  onReply: (message: DisplayMessage) => void;
  /** A message to go to (found by a search): older pages load until it is there. */
  focusId?: string | null;
  onFocused?: () => void;
  /** The message a search went to, and the pieces of its text the search found, to mark. */
  marked?: { messageId: string; pieces: readonly string[] } | null;
};

const NEAR_BOTTOM_PX = 120;
/** How many older pages a jump to a searched message may load. */
const MAX_OLDER_LOADS = 20;

/**
 * The scrolling message area: day separators, grouped bubbles and "seen". It sticks to the newest
 * message while the reader is at the bottom and keeps its place when older pages load above.
 */
export function MessageTimelineView({
  messages,
  myId,
  otherLastReadAt,
  isBlocked = false,
  hasOlder,
  isLoadingOlder,
  onLoadOlder,
  onRetry,
  onDiscard,
  otherName,
  onReply,
  focusId = null,
  onFocused,
  marked = null,
}: MessageTimelineViewProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [openImage, setOpenImage] = useState<string | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const wasNearBottom = useRef(true);
  const previous = useRef({ first: '', last: '', height: 0 });
  const items = useMemo(() => buildTimeline(messages, myId), [messages, myId]);
  const seenId = lastSeenMessageId(messages, myId, otherLastReadAt);

  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const first = messages[0]?.id ?? '';
    const last = messages[messages.length - 1];
    const before = previous.current;
    if (before.first && first !== before.first && (last?.id ?? '') === before.last) {
      // Older messages were added above: keep what the reader was looking at in place.
      box.scrollTop += box.scrollHeight - before.height;
    } else if (wasNearBottom.current || (last && last.senderId === myId && last.id !== before.last)) {
      box.scrollTop = box.scrollHeight;
    }
    previous.current = { first, last: last?.id ?? '', height: box.scrollHeight };
  }, [messages, myId]);

  const authorName = (senderId: string) => (senderId === myId ? t('chatReply.you') : otherName);

  // Scrolls the message area alone (never the page around it, which would push the chat's header
  // out of view on a phone) so that `row` is in its middle.
  const centerInView = (row: HTMLElement, behavior: ScrollBehavior) => {
    const box = scroller.current;
    if (!box) return;
    const offset = row.getBoundingClientRect().top - box.getBoundingClientRect().top;
    box.scrollTo?.({ top: box.scrollTop + offset - (box.clientHeight - row.offsetHeight) / 2, behavior });
  };

  // A quote goes to its original when that is loaded, marking it for a moment.
  const openQuote = (messageId: string) => {
    const row = scroller.current?.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(messageId)}"]`);
    if (!row) return void notifications.show({ message: t('chatReply.notLoaded') });
    centerInView(row, 'smooth');
    row.setAttribute('data-highlight', '');
    setTimeout(() => row.removeAttribute('data-highlight'), 1600);
  };

  // Go to a searched message once it is loaded; load older pages (a bounded number) until it is.
  const olderLoads = useRef(0);
  useEffect(() => {
    if (!focusId) return;
    if (messages.some((m) => m.id === focusId)) {
      olderLoads.current = 0;
      const row = scroller.current?.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(focusId)}"]`);
      if (row) {
        wasNearBottom.current = false;
        centerInView(row, 'instant');
        row.setAttribute('data-highlight', '');
        setTimeout(() => row.removeAttribute('data-highlight'), 1600);
      }
      onFocused?.();
    } else if (hasOlder && !isLoadingOlder && olderLoads.current < MAX_OLDER_LOADS) {
      olderLoads.current += 1;
      onLoadOlder();
    } else if (!hasOlder || olderLoads.current >= MAX_OLDER_LOADS) {
      olderLoads.current = 0;
      onFocused?.();
    }
  }, [focusId, messages, hasOlder, isLoadingOlder, onLoadOlder, onFocused]);

  const handleScroll = () => {
    const box = scroller.current;
    if (!box) return;
    wasNearBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_BOTTOM_PX;
    if (box.scrollTop < 40 && hasOlder && !isLoadingOlder) onLoadOlder();
  };

  return (
    <div
      ref={scroller}
      className={classes.messages}
      onScroll={handleScroll}
      role="log"
      aria-live="polite"
      aria-label={t('chat.messagesLabel')}
      tabIndex={0}
    >
      {hasOlder && (
        <Center mb="sm">
          <Button variant="subtle" size="xs" onClick={onLoadOlder} loading={isLoadingOlder}>
            {t('chat.loadOlder')}
          </Button>
        </Center>
      )}
      {!hasOlder && isLoadingOlder && <Loader size="sm" mx="auto" />}
      {items.length === 0 && (
        <Text c="dimmed" ta="center" my="auto">
          {t('messages.noChatMessages')}
        </Text>
      )}
      {items.map((item) =>
        item.kind === 'day' ? (
          <div key={item.key} className={classes.day} role="separator">
            {formatChatDay(item.date, language, { today: t('chat.today'), yesterday: t('chat.yesterday') })}
          </div>
        ) : (
          <MessageBubble
            key={item.key}
            message={item.message}
            isMine={item.isMine}
            startsGroup={item.startsGroup}
            isSeen={item.message.id === seenId}
            myId={myId}
            isBlocked={isBlocked}
            onRetry={onRetry}
            onDiscard={onDiscard}
            onOpenImage={setOpenImage}
            authorName={authorName}
            onReply={onReply}
            onOpenQuote={openQuote}
            marks={marked?.messageId === item.message.id ? marked.pieces : undefined}
          />
        ),
      )}
      <Modal
        opened={Boolean(openImage)}
        onClose={() => setOpenImage(null)}
        size="auto"
        centered
        title={t('chat.imageAlt')}
      >
        {openImage && (
          <SafeImage
            src={openImage}
            alt={t('chat.imageAlt')}
            mah="80vh"
            fit="contain"
            priority
            className={classes.lightboxImage}
          />
        )}
      </Modal>
    </div>
  );
}
