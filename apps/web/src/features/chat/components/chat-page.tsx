import { Button, Center, Container, Loader, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { BREAKPOINTS } from '@ideamatch/shared/constants';
import { IconBulb, IconMessageCircle, IconMessages, IconUsers } from '@tabler/icons-react';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useChats, useChatWith } from '../api/get-chats';
import { useChatEvents } from '../hooks/use-chat-events';
import { useAcknowledgeChats } from '../hooks/use-chat-summary';
import { ChatConversation } from './chat-conversation';
import { ChatList } from './chat-list';
import classes from './chat-page.module.css';

type ChatPageProps = {
  /** The acting account (the persona in a sub-account session). */
  myId: string | null;
  /** `/chat/mobile`: one pane at a time whatever the width. */
  isMobile?: boolean;
};

/**
 * `/chat` and `/chat/mobile`: all chats on the left, the conversation on the right; under 768 px
 * (or on /chat/mobile) one pane at a time with a back button. `?id=<chatId>` opens a chat;
 * `?to=<accountId>&ideaId=<ideaId>` opens (or starts) the chat with someone.
 */
export function ChatPage({ myId, isMobile = false }: ChatPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('chat.title'));
  const isNarrow = useMediaQuery(`(max-width: ${BREAKPOINTS.md - 0.02}px)`) ?? false;
  const isSinglePane = isMobile || isNarrow;
  const [params, setParams] = useSearchParams();
  const chatId = params.get('id');
  const rawTo = params.get('to');
  const to = rawTo && rawTo !== myId ? rawTo : null;
  const ideaId = params.get('ideaId');
  const all = useChats('');
  const existing = useChatWith(chatId ? null : to);
  useChatEvents(myId);
  useAcknowledgeChats();

  const open = useCallback((id: string) => setParams({ id }, { replace: false }), [setParams]);
  const back = useCallback(() => setParams({}), [setParams]);
  // A message found by the search: `m` is the message, each `hl` a piece of its text to mark.
  const openMessage = useCallback(
    (id: string, messageId: string, marks: string[]) => setParams({ id, m: messageId, hl: marks }, { replace: false }),
    [setParams],
  );
  // A chat with this person exists already: open it instead of starting another.
  useEffect(() => {
    if (!chatId && existing.data) setParams({ id: existing.data.id }, { replace: true });
  }, [chatId, existing.data, setParams]);

  const isNewConversation = !chatId && Boolean(to) && existing.data === null;
  const hasSelection = Boolean(chatId) || isNewConversation;
  const isEmpty = all.data?.totalItems === 0 && !hasSelection && !(to && existing.isPending);

  const conversation = hasSelection ? (
    <ChatConversation
      key={chatId ?? `to:${to}`}
      chatId={chatId}
      toAccountId={to}
      ideaId={ideaId}
      focusMessageId={params.get('m')}
      focusMarks={params.getAll('hl')}
      myId={myId}
      onBack={isSinglePane ? back : undefined}
      onStarted={(id) => setParams({ id }, { replace: true })}
    />
  ) : to && existing.isPending ? (
    <Center style={{ flex: 1 }}>
      <Loader aria-label={t('common.loading')} />
    </Center>
  ) : (
    <div className={classes.centered}>
      <Stack align="center" gap="xs">
        <IconMessages size={44} stroke={1.3} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text c="dimmed" ta="center">
          {t('chat.selectChat')}
        </Text>
      </Stack>
    </div>
  );

  const empty = (
    <EmptyPanel
      icon={<IconMessageCircle size={30} aria-hidden />}
      title={t('messages.noChatMessages')}
      description={t('chat.emptyBody')}
      actions={
        <>
          <Button component={Link} to="/idea" leftSection={<IconBulb size={18} aria-hidden />}>
            {t('chat.findIdea')}
          </Button>
          <Button
            component={Link}
            to="/partner?tab=search"
            variant="default"
            leftSection={<IconUsers size={18} aria-hidden />}
          >
            {t('chat.findPartners')}
          </Button>
        </>
      }
    />
  );

  return (
    <Container size="xl" px={isSinglePane ? 0 : undefined} py={isSinglePane ? 0 : 'lg'} className={classes.root}>
      <VisuallyHidden component="h1">{t('chat.title')}</VisuallyHidden>
      {isEmpty ? (
        <Container size="sm" py="xl">
          {empty}
        </Container>
      ) : isSinglePane ? (
        <Paper radius={0} className={classes.mobileFrame}>
          <div className={classes.singlePane}>
            {hasSelection || (to && existing.isPending) ? (
              conversation
            ) : (
              <ChatList myId={myId} selectedId={chatId} onSelect={open} onOpenMessage={openMessage} />
            )}
          </div>
        </Paper>
      ) : (
        <Paper withBorder radius="lg" className={classes.frame}>
          <div className={classes.listPane}>
            <ChatList myId={myId} selectedId={chatId} onSelect={open} onOpenMessage={openMessage} />
          </div>
          <div className={classes.conversationPane}>{conversation}</div>
        </Paper>
      )}
    </Container>
  );
}
