import { Badge, Box, Group, Loader, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ChatListItem } from '@ideamatch/shared';
import { displayName, relativeTime } from '@ideamatch/shared/format';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBadgeCount } from '../../../components/ui/count-indicator';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { parseError } from '../../../lib/errors';
import { useLanguage } from '../../../lib/i18n';
import { useChats } from '../api/get-chats';
import classes from './chat-list.module.css';
import { MessageSearchResults } from './message-search-results';

type ChatListProps = {
  myId: string | null;
  selectedId: string | null;
  onSelect: (chatId: string) => void;
  /** Opens a chat at a message found by the search, marking the pieces of its text found. */
  onOpenMessage: (chatId: string, messageId: string, marks: string[]) => void;
};

/**
 * What the row shows of the last message: "Photo", "File: name", its text, "Shared an idea" or
 * "Message removed"; an invitation to say hello when nothing was written yet.
 */
function usePreview() {
  const { t } = useTranslation();
  return (chat: ChatListItem, myId: string | null) => {
    const last = chat.lastMessage;
    // A chat opened when two people became partners, before either wrote.
    if (!last) return t('chat.noMessagesYet');
    const body = last.isRemoved
      ? t('chatActions.removed')
      : last.hasImage
        ? t('chat.photo')
        : last.fileName
          ? t('chatFiles.fileLabel', { name: last.fileName })
          : last.text || (last.hasIdea ? t('chat.sharedIdea') : '');
    return last.senderId === myId ? t('chat.youPrefix', { text: body }) : body;
  };
}

/** The left pane: all my chats newest first, searched by name; a search also lists matching messages. */
export function ChatList({ myId, selectedId, onSelect, onOpenMessage }: ChatListProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const chats = useChats(q);
  const preview = usePreview();

  return (
    <>
      <Stack gap="sm" className={classes.search}>
        <Group justify="space-between">
          <Text fw={700} component="h2" size="lg">
            {t('chat.allChats')}
          </Text>
          {chats.isFetching && <Loader size="xs" aria-label={t('common.loading')} />}
        </Group>
        <TextInput
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder={t('chat.search')}
          aria-label={t('chat.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          radius="xl"
        />
      </Stack>
      <ScrollArea className={classes.scroll} type="auto">
        {chats.isError && <ErrorPanel message={parseError(chats.error)} onRetry={() => void chats.refetch()} />}
        {chats.data && chats.data.result.length === 0 && (
          <Text c="dimmed" size="sm" p="md">
            {q ? t('chat.noResults') : t('messages.noChatMessages')}
          </Text>
        )}
        <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('chat.allChats')}>
          {chats.data?.result.map((chat) => {
            const name = chat.otherAccount.isDeleted ? t('deletedAccount') : displayName(chat.otherAccount);
            const isActive = chat.id === selectedId;
            return (
              <li key={chat.id}>
                <button
                  type="button"
                  className={classes.row}
                  data-active={isActive || undefined}
                  aria-current={isActive ? 'true' : undefined}
                  onClick={() => onSelect(chat.id)}
                  data-testid="chat-row"
                >
                  <UserAvatar person={chat.otherAccount} src={chat.otherAccount.profileImageUrl} size="md" />
                  <div className={classes.rowText}>
                    <Group justify="space-between" gap={6} wrap="nowrap">
                      <Text fw={chat.unreadCount ? 700 : 600} size="sm" truncate>
                        {name}
                      </Text>
                      <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                        {relativeTime(chat.datetimeUpdate, language)}
                      </Text>
                    </Group>
                    <Group justify="space-between" gap={6} wrap="nowrap">
                      <Text
                        size="xs"
                        c={chat.unreadCount ? undefined : 'dimmed'}
                        fw={chat.unreadCount ? 600 : 400}
                        truncate
                      >
                        {preview(chat, myId)}
                      </Text>
                      {chat.unreadCount > 0 && (
                        <Badge
                          size="sm"
                          color="red"
                          circle={chat.unreadCount < 10}
                          aria-label={t('chat.unread', { count: chat.unreadCount })}
                        >
                          {formatBadgeCount(chat.unreadCount)}
                        </Badge>
                      )}
                    </Group>
                    {chat.idea && (
                      <Text size="xs" c="dimmed" truncate>
                        {t('chat.aboutIdea', { name: chat.idea.name })}
                      </Text>
                    )}
                  </div>
                </button>
              </li>
            );
          })}
        </Box>
        {q && (
          <>
            <Text fw={700} size="sm" px="md" pt="md" pb={4} component="h3">
              {t('chatSearch.messages')}
            </Text>
            <MessageSearchResults
              q={q}
              myId={myId}
              onOpen={(hit) => onOpenMessage(hit.chat.id, hit.message.id, hit.matches)}
            />
          </>
        )}
      </ScrollArea>
    </>
  );
}
