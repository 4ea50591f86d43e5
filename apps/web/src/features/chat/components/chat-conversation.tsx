import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Center,
  CloseButton,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ChatQuote, PersonSummary } from '@ideamatch/shared';
import { useState } from 'react';
import { displayName } from '@ideamatch/shared/format';
import { IconArrowLeft, IconBulb, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { parseError } from '../../../lib/errors';
import { useAccountQuery } from '../../accounts/api/get-account';
import { useIdea } from '../../ideas/api/get-idea';
import { useChatInfo } from '../api/get-chat-info';
import { useConversation } from '../hooks/use-conversation';
import { useTyping } from '../hooks/use-typing';
import { quoteOf } from '../utils/message-cache';
import { ChatComposer } from './chat-composer';
import { ChatHeaderMenu, useChatBlock } from './chat-header-menu';
import classes from './conversation.module.css';
import { MessageSearchResults } from './message-search-results';
import { MessageTimelineView } from './message-timeline-view';
import { TOUCH_TARGET } from '../utils/touch-target';

const NO_MARKS: readonly string[] = [];

type ChatConversationProps = {
  /** The open chat, or null for a new conversation with `toAccountId`. */
  chatId: string | null;
  toAccountId?: string | null;
  ideaId?: string | null;
  /** A message to scroll to (found by a search), loading older pages until it is there. */
  focusMessageId?: string | null;
  /** The pieces of that message's text the search found, marked in it. */
  focusMarks?: readonly string[];
  myId: string | null;
  /** One pane at a time (phone): show a back button to the list. */
  onBack?: () => void;
  onStarted: (chatId: string) => void;
};

/** The right pane: who, what about, the messages, who is typing, and the composer. */
export function ChatConversation({
  chatId,
  toAccountId = null,
  ideaId = null,
  focusMessageId = null,
  focusMarks = NO_MARKS,
  myId,
  onBack,
  onStarted,
}: ChatConversationProps) {
  const { t } = useTranslation();
  const info = useChatInfo(chatId);
  const person = useAccountQuery(chatId ? null : toAccountId);
  // The idea page's cached query: a chat opened from that page reuses it instead of fetching (and
  // counting a view) again.
  const startingIdea = useIdea(chatId ? null : ideaId);
  const conversation = useConversation({ chatId, myId, toAccountId, ideaId, onStarted });
  const typing = useTyping(chatId, myId);
  const other: PersonSummary | undefined = info.data?.otherAccount ?? person.data;
  // A hidden or deleted idea simply leaves the header without it.
  const idea = info.data?.idea ?? startingIdea.data;
  const name = other ? (other.isDeleted ? t('deletedAccount') : displayName(other)) : '';
  // The message being replied to, kept with its chat so another chat's composer never shows it.
  const [replying, setReplying] = useState<{ chatId: string; quote: ChatQuote } | null>(null);
  const replyTo = replying && replying.chatId === chatId ? replying.quote : null;
  const block = useChatBlock(info.data?.isBlocked ? chatId : null, other?.id ?? '');
  const [isSearching, setSearching] = useState(false);
  const [searchText, setSearchText] = useState('');
  const [searchQ] = useDebouncedValue(searchText.trim(), 300);
  // The message to go to: from the page's search, then from this chat's own search.
  const [focus, setFocus] = useState<string | null>(focusMessageId);
  // The message a search went to keeps its found text marked until another search goes elsewhere.
  const [marked, setMarked] = useState<{ messageId: string; pieces: readonly string[] } | null>(
    focusMessageId ? { messageId: focusMessageId, pieces: focusMarks } : null,
  );
  // A new search pick in the list (same chat) moves the focus too.
  const [pickedFocus, setPickedFocus] = useState(focusMessageId);
  if (focusMessageId !== pickedFocus) {
    setPickedFocus(focusMessageId);
    if (focusMessageId) {
      setFocus(focusMessageId);
      setMarked({ messageId: focusMessageId, pieces: focusMarks });
    }
  }
  const failure = info.error ?? person.error ?? conversation.query.error;

  if (failure) {
    return (
      <Center className={classes.messages}>
        <ErrorPanel message={parseError(failure)} />
      </Center>
    );
  }
  if (!other) {
    return (
      <Center style={{ flex: 1 }}>
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }

  return (
    <>
      <div className={classes.header}>
        {onBack && (
          <ActionIcon variant="subtle" size={TOUCH_TARGET} radius="xl" onClick={onBack} aria-label={t('chat.back')}>
            <IconArrowLeft size={20} />
          </ActionIcon>
        )}
        <UserAvatar person={other} src={other.profileImageUrl} size="md" />
        <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={700} truncate component="h2" size="md" data-testid="chat-title">
            {name}
          </Text>
          {idea ? (
            <Anchor component={Link} to={`/idea/${idea.id}`} size="xs" truncate>
              <Group gap={4} wrap="nowrap" component="span">
                <IconBulb size={14} aria-hidden />
                {t('chat.aboutIdea', { name: idea.name })}
              </Group>
            </Anchor>
          ) : (
            <Text size="xs" c="dimmed" truncate>
              @{other.username}
            </Text>
          )}
        </Stack>
        {chatId && (
          <ChatHeaderMenu chatId={chatId} accountId={other.id} name={name} onSearch={() => setSearching(true)} />
        )}
      </div>
      {chatId && isSearching && (
        <div className={classes.searchPanel}>
          <TextInput
            value={searchText}
            onChange={(event) => setSearchText(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                setSearching(false);
                setSearchText('');
              }
            }}
            placeholder={t('chatSearch.inChat')}
            aria-label={t('chatSearch.inChat')}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSectionWidth={TOUCH_TARGET}
            rightSection={
              <CloseButton
                size={TOUCH_TARGET}
                aria-label={t('chatSearch.close')}
                onClick={() => {
                  setSearching(false);
                  setSearchText('');
                }}
              />
            }
            radius="xl"
            autoFocus
            data-testid="chat-search-input"
          />
          <MessageSearchResults
            q={searchQ}
            chatId={chatId}
            myId={myId}
            onOpen={(hit) => {
              setFocus(hit.message.id);
              setMarked({ messageId: hit.message.id, pieces: hit.matches });
              setSearching(false);
              setSearchText('');
            }}
          />
        </div>
      )}
      {chatId && conversation.query.isPending ? (
        <Center style={{ flex: 1 }}>
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : chatId ? (
        <MessageTimelineView
          messages={conversation.messages}
          myId={myId}
          otherLastReadAt={info.data?.otherLastReadAt ?? null}
          isBlocked={info.data?.isBlocked ?? false}
          hasOlder={conversation.query.hasNextPage}
          isLoadingOlder={conversation.query.isFetchingNextPage}
          onLoadOlder={() => void conversation.query.fetchNextPage()}
          onRetry={conversation.retry}
          onDiscard={conversation.discard}
          otherName={name}
          onReply={(message) => setReplying({ chatId, quote: quoteOf(message) })}
          focusId={focus}
          onFocused={() => setFocus(null)}
          marked={marked}
        />
      ) : conversation.messages.length ? (
        <MessageTimelineView
          messages={conversation.messages}
          myId={myId}
          otherLastReadAt={null}
          hasOlder={false}
          isLoadingOlder={false}
          onLoadOlder={() => undefined}
          onRetry={conversation.retry}
          onDiscard={conversation.discard}
          otherName={name}
          onReply={() => undefined}
        />
      ) : (
        <Center className={classes.messages}>
          <Stack align="center" gap={4}>
            <UserAvatar person={other} src={other.profileImageUrl} size="xl" />
            <Text fw={700}>{t('chat.newConversation', { name })}</Text>
            <Text size="sm" c="dimmed" ta="center">
              {t('chat.newConversationBody')}
            </Text>
          </Stack>
        </Center>
      )}
      <div className={classes.typing} aria-live="polite">
        {typing.isOtherTyping && (
          <span data-testid="chat-typing">{t('chat.typing', { name: other.firstName || other.username })}</span>
        )}
      </div>
      {info.data?.isBlocked &&
        (block.relation?.isBlockedByMe ? (
          <Alert color="gray" radius={0} py="xs" data-testid="chat-blocked-by-me">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t('chatMenu.youBlocked', { name })}</Text>
              <Button
                size="compact-sm"
                variant="default"
                loading={block.isPending}
                onClick={() => block.run('unblock')}
              >
                {t('partners.actions.unblock')}
              </Button>
            </Group>
          </Alert>
        ) : (
          <Alert color="gray" radius={0} py="xs">
            {t('errors.CHAT_BLOCKED')}
          </Alert>
        ))}
      <ChatComposer
        draftKey={chatId ?? `to:${toAccountId}`}
        myId={myId}
        isDisabled={Boolean(info.data?.isBlocked)}
        replyTo={replyTo}
        replyAuthorName={replyTo ? (replyTo.senderId === myId ? t('chatReply.you') : name) : ''}
        onCancelReply={() => setReplying(null)}
        onSend={(outgoing) => {
          typing.stopTyping();
          conversation.send(replyTo ? { ...outgoing, replyTo } : outgoing);
          setReplying(null);
        }}
        onTyping={typing.notifyTyping}
        onStopTyping={typing.stopTyping}
      />
    </>
  );
}
