import { ActionIcon, Button, Group, Modal, Popover, Stack, Text, Textarea, UnstyledButton } from '@mantine/core';
import { CHAT_LIMITS, CHAT_REACTIONS, type ChatMessage, type ChatReaction } from '@ideamatch/shared';
import { IconCopy, IconCornerUpLeft, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { chatKeys } from '../api/chat-keys';
import type { MessagePages } from '../api/get-chat-messages';
import { editChatMessage } from '../api/edit-chat-message';
import { reactToChatMessage } from '../api/react-to-chat-message';
import { removeChatReaction } from '../api/remove-chat-reaction';
import { unsendChatMessage } from '../api/unsend-chat-message';
import { replaceMessage } from '../utils/message-cache';
import { TOUCH_TARGET } from '../utils/touch-target';
import classes from './conversation.module.css';

/** Puts a changed message into its conversation at once (the socket brings the same copy to other tabs). */
function useMessageChange() {
  const queryClient = useQueryClient();
  return (message: ChatMessage) => {
    queryClient.setQueryData<MessagePages>(chatKeys.messages(message.chatId), (data) => replaceMessage(data, message));
    void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
  };
}

/** Sets my reaction, or removes it when `emoji` is the one I already gave. */
function useReact(message: ChatMessage, myId: string | null) {
  const onChanged = useMessageChange();
  const mine = message.reactions.find((r) => r.accountId === myId)?.emoji;
  const mutation = useMutation({
    mutationFn: (emoji: ChatReaction) =>
      emoji === mine ? removeChatReaction(message.id) : reactToChatMessage(message.id, emoji),
    onSuccess: onChanged,
    onError: (error) => notifyError(error),
  });
  return { mine, react: mutation.mutate, isPending: mutation.isPending };
}

/** Whether my message may still be edited: text only, not unsent, within the edit window. */
const isEditable = (message: ChatMessage, now: number) =>
  !message.isRemoved &&
  Boolean(message.text) &&
  !message.imageUrl &&
  !message.file &&
  !message.sharedIdea &&
  now - new Date(message.datetimeCreate).getTime() <= CHAT_LIMITS.editWindowMs;

/** Whether a message has any action for me: not unsent, and mine or in a pair that is not blocked. */
export const hasMessageActions = (message: ChatMessage, isMine: boolean, canReact: boolean) =>
  !message.isRemoved && (isMine || canReact);

type MessageActionsProps = {
  message: ChatMessage;
  /** When the menu was opened (its button or a long press on the message); null while closed. */
  openedAt: number | null;
  onOpen: () => void;
  onClose: () => void;
  isMine: boolean;
  myId: string | null;
  /** Blocked pairs cannot react. */
  canReact: boolean;
  onEdit: () => void;
  /** Starts a reply quoting this message. */
  onReply: () => void;
};

/**
 * The "⋯" button beside a stored message (also opened by a long press on the message): a reaction
 * picker, reply (not in a blocked pair), copy, and for my own message edit (text, within 15 minutes)
 * and unsend (after a confirmation). Shown on hover or focus, always on touch screens; every target
 * in it is at least a finger wide.
 */
export function MessageActions({
  message,
  openedAt,
  onOpen,
  onClose,
  isMine,
  myId,
  canReact,
  onEdit,
  onReply,
}: MessageActionsProps) {
  const { t } = useTranslation();
  const opened = openedAt !== null;
  const setOpened = (next: boolean) => (next ? onOpen() : onClose());
  // Decided when the menu opens: the edit window closes while the chat is on screen.
  const canEdit = openedAt !== null && isMine && isEditable(message, openedAt);
  const [confirming, setConfirming] = useState(false);
  const { mine, react } = useReact(message, myId);
  const onChanged = useMessageChange();
  const unsend = useMutation({
    mutationFn: () => unsendChatMessage(message.id),
    onSuccess: (changed) => {
      onChanged(changed);
      setConfirming(false);
    },
    onError: (error) => notifyError(error),
  });
  if (!hasMessageActions(message, isMine, canReact)) return null;

  const copy = () => {
    setOpened(false);
    void navigator.clipboard?.writeText(message.text).then(
      () => notifySuccess(t('chatActions.copied')),
      (error: unknown) => notifyError(error),
    );
  };

  return (
    <>
      <Popover
        opened={opened}
        onChange={(next) => setOpened(next)}
        position="top"
        withArrow
        trapFocus
        returnFocus
        shadow="md"
      >
        <Popover.Target>
          <ActionIcon
            size={TOUCH_TARGET}
            variant="subtle"
            color="gray"
            radius="xl"
            className={classes.actionsButton}
            aria-label={t('chatActions.actions')}
            aria-expanded={opened}
            aria-haspopup="dialog"
            onClick={() => setOpened(!opened)}
            data-testid="chat-message-actions"
          >
            <IconDots size={16} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={6}>
          <Stack gap={4}>
            {canReact && (
              <Group gap={2} role="group" aria-label={t('chatActions.react')} wrap="nowrap">
                {CHAT_REACTIONS.map((emoji) => (
                  <UnstyledButton
                    key={emoji}
                    className={classes.emojiButton}
                    aria-pressed={emoji === mine}
                    aria-label={
                      emoji === mine
                        ? t('chatActions.removeReaction', { emoji })
                        : t('chatActions.reactWith', { emoji })
                    }
                    onClick={() => {
                      react(emoji);
                      setOpened(false);
                    }}
                  >
                    {emoji}
                  </UnstyledButton>
                ))}
              </Group>
            )}
            {canReact && (
              <Button
                variant="subtle"
                h={TOUCH_TARGET}
                justify="flex-start"
                leftSection={<IconCornerUpLeft size={16} />}
                onClick={() => {
                  setOpened(false);
                  onReply();
                }}
              >
                {t('chatReply.reply')}
              </Button>
            )}
            {message.text && !message.isRemoved && (
              <Button
                variant="subtle"
                color="gray"
                h={TOUCH_TARGET}
                justify="flex-start"
                leftSection={<IconCopy size={16} />}
                onClick={copy}
              >
                {t('chatActions.copy')}
              </Button>
            )}
            {isMine && (
              <Group gap={4} grow>
                {canEdit && (
                  <Button
                    variant="subtle"
                    h={TOUCH_TARGET}
                    leftSection={<IconPencil size={16} />}
                    onClick={() => {
                      setOpened(false);
                      onEdit();
                    }}
                  >
                    {t('chatActions.edit')}
                  </Button>
                )}
                <Button
                  variant="subtle"
                  color="red"
                  h={TOUCH_TARGET}
                  leftSection={<IconTrash size={16} />}
                  onClick={() => {
                    setOpened(false);
                    setConfirming(true);
                  }}
                >
                  {t('chatActions.unsend')}
                </Button>
              </Group>
            )}
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('chatActions.unsendTitle')} centered>
        <Text size="sm">{t('chatActions.unsendBody')}</Text>
        <Group justify="flex-end" mt="md">
          {/* Two plainly different answers: "cancel" and "unsend" both read as ยกเลิก in Thai. */}
          <Button variant="default" h={TOUCH_TARGET} onClick={() => setConfirming(false)} data-autofocus>
            {t('chatActions.keepMessage')}
          </Button>
          <Button color="red" h={TOUCH_TARGET} loading={unsend.isPending} onClick={() => unsend.mutate()}>
            {t('chatActions.confirmUnsend')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}

/** Reactions under a message with their counts; tapping one gives or takes back mine. */
export function MessageReactions({
  message,
  myId,
  canReact,
}: {
  message: ChatMessage;
  myId: string | null;
  canReact: boolean;
}) {
  const { t } = useTranslation();
  const { mine, react, isPending } = useReact(message, myId);
  if (!message.reactions.length) return null;
  const counts = new Map<string, number>();
  for (const { emoji } of message.reactions) counts.set(emoji, (counts.get(emoji) ?? 0) + 1);
  return (
    <Group gap={4} className={classes.reactions} data-testid="chat-reactions">
      {[...counts].map(([emoji, count]) => (
        <UnstyledButton
          key={emoji}
          className={classes.reactionTarget}
          aria-pressed={emoji === mine}
          aria-label={
            emoji === mine
              ? t('chatActions.removeReaction', { emoji })
              : t('chatActions.reactWith', { emoji }) + ` (${count})`
          }
          disabled={!canReact || isPending || !(CHAT_REACTIONS as readonly string[]).includes(emoji)}
          onClick={() => react(emoji as ChatReaction)}
        >
          <span className={classes.reactionChip}>{t('chatActions.reactionCount', { emoji, count })}</span>
        </UnstyledButton>
      ))}
    </Group>
  );
}

/** My text message's inline editor: Enter saves, Shift+Enter is a new line, Escape cancels. */
export function MessageEditor({ message, onDone }: { message: ChatMessage; onDone: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(message.text);
  const onChanged = useMessageChange();
  const save = useMutation({
    mutationFn: () => editChatMessage(message.id, text),
    onSuccess: (changed) => {
      onChanged(changed);
      onDone();
    },
    onError: (error) => notifyError(error),
  });
  const isEmpty = !text.trim();
  const handleKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (!isEmpty && !save.isPending) save.mutate();
    }
  };
  return (
    <Stack gap={4} className={classes.editor}>
      <Textarea
        aria-label={t('chatActions.editLabel')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={handleKey}
        maxLength={CHAT_LIMITS.textMax}
        autosize
        minRows={1}
        maxRows={6}
        data-autofocus
        autoFocus
      />
      <Group gap={4} justify="flex-end">
        <Button variant="default" h={TOUCH_TARGET} onClick={onDone}>
          {t('chatActions.cancel')}
        </Button>
        <Button h={TOUCH_TARGET} onClick={() => save.mutate()} disabled={isEmpty} loading={save.isPending}>
          {t('chatActions.save')}
        </Button>
      </Group>
    </Stack>
  );
}
