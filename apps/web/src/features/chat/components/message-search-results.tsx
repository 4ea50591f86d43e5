import { Highlight, Loader, Text, UnstyledButton } from '@mantine/core';
import type { ChatSearchHit } from '@ideamatch/shared';
import { displayName, relativeTime } from '@ideamatch/shared/format';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { parseError } from '../../../lib/errors';
import { useLanguage } from '../../../lib/i18n';
import { useChatMessageSearch } from '../api/search-chat-messages';
import classes from './conversation.module.css';

type MessageSearchResultsProps = {
  q: string;
  /** Only this chat's messages; all my chats when null. */
  chatId?: string | null;
  myId: string | null;
  onOpen: (hit: ChatSearchHit) => void;
};

/** Messages matching a search: who, when and the text (or the file); clicking one goes to it. */
export function MessageSearchResults({ q, chatId = null, myId, onOpen }: MessageSearchResultsProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const search = useChatMessageSearch(q, chatId);
  if (!q) return null;
  if (search.isPending) return <Loader size="xs" m="sm" aria-label={t('common.loading')} />;
  if (search.isError) return <ErrorPanel message={parseError(search.error)} onRetry={() => void search.refetch()} />;
  if (!search.data.result.length) {
    return (
      <Text c="dimmed" size="sm" p="sm">
        {t('chatSearch.noMessages')}
      </Text>
    );
  }
  return (
    <ul className={classes.searchResults} aria-label={t('chatSearch.results')}>
      {search.data.result.map((hit) => {
        const other = hit.chat.otherAccount;
        const who =
          hit.message.senderId === myId
            ? t('chatReply.you')
            : other.isDeleted
              ? t('deletedAccount')
              : displayName(other);
        return (
          <li key={hit.message.id}>
            <UnstyledButton className={classes.searchHit} onClick={() => onOpen(hit)} data-testid="chat-search-hit">
              <Text size="xs" c="dimmed" truncate>
                {chatId ? who : `${displayName(other)} · ${who}`} · {relativeTime(hit.message.datetimeCreate, language)}
              </Text>
              {hit.message.text ? (
                <Highlight size="sm" lineClamp={2} highlight={hit.matches}>
                  {hit.message.text}
                </Highlight>
              ) : (
                <Text size="sm" lineClamp={2}>
                  {hit.message.file ? t('chatFiles.fileLabel', { name: hit.message.file.name }) : ''}
                </Text>
              )}
            </UnstyledButton>
          </li>
        );
      })}
    </ul>
  );
}
