import { ActionIcon, Button, Group, Menu, Modal, Text } from '@mantine/core';
import { IconDots, IconFlag, IconListCheck, IconSearch, IconUserOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyError } from '../../../lib/notify';
import { usePartnerAction } from '../../partners/api/partner-action';
import { usePartnerRelation } from '../../partners/api/get-partner-relation';
import { ReportDialog } from '../../reports/components/report-dialog';
import { chatKeys } from '../api/chat-keys';
import { TOUCH_TARGET } from '../utils/touch-target';

type ChatHeaderMenuProps = {
  chatId: string;
  accountId: string;
  name: string;
  /** Opens the search within this chat. */
  onSearch: () => void;
};

/** The block (or unblock) and report of the person, for the chat's header menu and its composer. */
export function useChatBlock(chatId: string | null, accountId: string) {
  const queryClient = useQueryClient();
  // A persona session cannot block (blocks are the person's): the relation is refused and block is not offered.
  const relation = usePartnerRelation(accountId, Boolean(chatId));
  const action = usePartnerAction();
  const run = (kind: 'block' | 'unblock', onDone?: () => void) =>
    action.mutate(
      { kind, accountId },
      {
        onSuccess: () => {
          if (chatId) void queryClient.invalidateQueries({ queryKey: chatKeys.info(chatId) });
          onDone?.();
        },
        onError: (error) => notifyError(error),
      },
    );
  return { relation: relation.data, run, isPending: action.isPending };
}

/**
 * The chat header's ⋯ menu: search in this chat, the questions to agree on (with a partner), block
 * (after a confirmation) and report the person.
 */
export function ChatHeaderMenu({ chatId, accountId, name, onSearch }: ChatHeaderMenuProps) {
  const { t } = useTranslation();
  const block = useChatBlock(chatId, accountId);
  const [isConfirming, setConfirming] = useState(false);
  const [isReporting, setReporting] = useState(false);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            size={TOUCH_TARGET}
            radius="xl"
            aria-label={t('chatMenu.open')}
            data-testid="chat-menu"
          >
            <IconDots size={20} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconSearch size={16} aria-hidden />} onClick={onSearch}>
            {t('chatSearch.inChat')}
          </Menu.Item>
          {block.relation?.state === 'partner' && (
            <Menu.Item
              component={Link}
              to={`/partner/questions/${encodeURIComponent(accountId)}`}
              leftSection={<IconListCheck size={16} aria-hidden />}
            >
              {t('partnerQuestions.open')}
            </Menu.Item>
          )}
          {block.relation && !block.relation.isBlockedByMe && (
            <Menu.Item
              color="red"
              leftSection={<IconUserOff size={16} aria-hidden />}
              onClick={() => setConfirming(true)}
            >
              {t('partners.actions.block')}
            </Menu.Item>
          )}
          <Menu.Item color="red" leftSection={<IconFlag size={16} aria-hidden />} onClick={() => setReporting(true)}>
            {t('report.person')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={isConfirming}
        onClose={() => setConfirming(false)}
        title={t('partners.confirm.blockTitle')}
        centered
        radius="lg"
      >
        <Text size="sm">{t('partners.confirm.blockBody')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('chatActions.cancel')}
          </Button>
          <Button color="red" loading={block.isPending} onClick={() => block.run('block', () => setConfirming(false))}>
            {t('partners.actions.block')}
          </Button>
        </Group>
      </Modal>
      <ReportDialog
        target={{ kind: 'person', id: accountId }}
        opened={isReporting}
        onClose={() => setReporting(false)}
        title={t('report.personTitle', { name })}
      />
    </>
  );
}
