import { ActionIcon, Button, Group, Menu, Modal, Stack, Text, Textarea } from '@mantine/core';
import { MATCH_LIMITS } from '@ideamatch/shared';
import type { PartnerRelation } from '@ideamatch/shared';
import { formatDateTime } from '@ideamatch/shared/format';
import { IconCheck, IconClock, IconDots, IconUserMinus, IconUserOff, IconUserPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import { usePartnerRelation } from '../api/get-partner-relation';
import { type PartnerAction, usePartnerAction } from '../api/partner-action';

type PartnerButtonProps = {
  accountId: string;
  /** The relation a list already loaded; fetched when absent. */
  relation?: PartnerRelation;
  /** Also offer block / unblock in a "more" menu. */
  withBlock?: boolean;
  fullWidth?: boolean;
  size?: 'xs' | 'sm' | 'md';
};

type Confirm = { title: string; body: string; label: string; action: PartnerAction } | null;

/** Whether the person declined my last request recently enough that a new one must wait. */
const isCoolingDown = (relation: PartnerRelation): relation is PartnerRelation & { requestAllowedAt: string } =>
  Boolean(relation.requestAllowedAt && new Date(relation.requestAllowedAt).getTime() > Date.now());

/**
 * The connect-partner control wherever a person appears: Connect partner, then "Already
 * sent request" (cancellable), Accept / Decline for a request to me, Partner (disconnect after a
 * confirmation), and optionally block / unblock.
 */
export function PartnerButton({
  accountId,
  relation: given,
  withBlock = false,
  fullWidth,
  size = 'sm',
}: PartnerButtonProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const query = usePartnerRelation(accountId, !given);
  const relation = given ?? query.data;
  const action = usePartnerAction();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [isAsking, setIsAsking] = useState(false);
  const [note, setNote] = useState('');
  if (!relation || relation.state === 'self') return null;

  const run = (next: PartnerAction) => action.mutate(next, { onError: (error) => notifyError(error) });
  const isBusy = action.isPending;
  const common = { size, loading: isBusy, fullWidth } as const;

  let main;
  if (relation.isBlockedByMe) {
    main = (
      <Button
        {...common}
        variant="light"
        color="red"
        leftSection={<IconUserOff size={16} aria-hidden />}
        onClick={() => run({ kind: 'unblock', accountId })}
      >
        {t('partners.actions.unblock')}
      </Button>
    );
  } else if (relation.isPersona) {
    // A persona is someone's shop or team: it can be messaged and blocked, not asked to connect.
    main = null;
  } else if (relation.state === 'none' && isCoolingDown(relation)) {
    // They declined my last request: a new one waits until the cool-down ends, and says when.
    main = (
      <Stack gap={2}>
        <Button {...common} disabled leftSection={<IconUserPlus size={16} aria-hidden />}>
          {t('partners.actions.connect')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('partners.actions.requestAgainOn', { date: formatDateTime(relation.requestAllowedAt, language) })}
        </Text>
      </Stack>
    );
  } else if (relation.state === 'none') {
    main = (
      <Button {...common} leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setIsAsking(true)}>
        {t('partners.actions.connect')}
      </Button>
    );
  } else if (relation.state === 'outgoing' && relation.requestId) {
    const requestId = relation.requestId;
    // Both in view at every width: a phone has no hover to reveal a hidden cancel.
    main = (
      <Group gap="xs">
        <Button
          {...common}
          variant="light"
          color="gray"
          leftSection={<IconClock size={16} aria-hidden />}
          style={{ flex: '1 0 auto' }}
          disabled
        >
          {t('partners.actions.alreadySent')}
        </Button>
        <Button
          {...common}
          variant="default"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={() => run({ kind: 'cancel', requestId })}
          style={{ flex: '1 0 auto' }}
        >
          {t('partners.actions.cancelRequest')}
        </Button>
      </Group>
    );
  } else if (relation.state === 'incoming' && relation.requestId) {
    const requestId = relation.requestId;
    main = (
      // Each button takes the width its label needs and they wrap when both do not fit: never "Accep…".
      <Group gap="xs">
        <Button
          {...common}
          leftSection={<IconCheck size={16} aria-hidden />}
          onClick={() => run({ kind: 'accept', requestId })}
          style={{ flex: '1 0 auto' }}
        >
          {t('partners.actions.accept')}
        </Button>
        <Button
          {...common}
          variant="default"
          onClick={() => run({ kind: 'decline', requestId })}
          style={{ flex: '1 0 auto' }}
        >
          {t('partners.actions.decline')}
        </Button>
      </Group>
    );
  } else {
    main = (
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button {...common} variant="light" color="teal" leftSection={<IconCheck size={16} aria-hidden />}>
            {t('partners.actions.partner')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            color="red"
            leftSection={<IconUserMinus size={16} aria-hidden />}
            onClick={() =>
              setConfirm({
                title: t('partners.confirm.disconnectTitle'),
                body: t('partners.confirm.disconnectBody'),
                label: t('partners.actions.disconnect'),
                action: { kind: 'disconnect', accountId },
              })
            }
          >
            {t('partners.actions.disconnect')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    );
  }

  return (
    <>
      <Group gap={6} wrap="nowrap" align="flex-start" style={fullWidth ? { flex: 1 } : undefined}>
        <div style={fullWidth ? { flex: 1 } : undefined}>{main}</div>
        {withBlock && !relation.isBlockedByMe && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="default"
                size={size === 'xs' ? 'md' : 'lg'}
                radius="md"
                aria-label={t('partners.actions.more')}
              >
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                color="red"
                leftSection={<IconUserOff size={16} aria-hidden />}
                onClick={() =>
                  setConfirm({
                    title: t('partners.confirm.blockTitle'),
                    body: t('partners.confirm.blockBody'),
                    label: t('partners.actions.block'),
                    action: { kind: 'block', accountId },
                  })
                }
              >
                {t('partners.actions.block')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      <Modal
        opened={isAsking}
        onClose={() => setIsAsking(false)}
        title={t('partners.requestNote.title')}
        centered
        radius="lg"
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            action.mutate(
              { kind: 'request', accountId, note: note.trim() || undefined },
              {
                onSuccess: () => {
                  setIsAsking(false);
                  setNote('');
                },
                onError: (error) => notifyError(error),
              },
            );
          }}
        >
          <Textarea
            label={t('partners.requestNote.label')}
            description={t('partners.requestNote.hint')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={MATCH_LIMITS.requestNoteMax}
            autosize
            minRows={3}
            maxRows={8}
            data-autofocus
          />
          <Text size="xs" c="dimmed" ta="right" mt={4}>
            {note.length}/{MATCH_LIMITS.requestNoteMax}
          </Text>
          <Group justify="flex-end" mt="md" gap="sm">
            <Button variant="default" onClick={() => setIsAsking(false)}>
              {t('partners.confirm.keep')}
            </Button>
            <Button type="submit" loading={isBusy} leftSection={<IconUserPlus size={16} aria-hidden />}>
              {t('partners.requestNote.send')}
            </Button>
          </Group>
        </form>
      </Modal>
      <Modal opened={confirm !== null} onClose={() => setConfirm(null)} title={confirm?.title} centered radius="lg">
        <Text size="sm" c="dimmed">
          {confirm?.body}
        </Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={() => setConfirm(null)} data-autofocus>
            {t('partners.confirm.keep')}
          </Button>
          <Button
            color="red"
            loading={isBusy}
            onClick={() => {
              if (!confirm) return;
              action.mutate(confirm.action, {
                onSuccess: () => setConfirm(null),
                onError: (error) => notifyError(error),
              });
            }}
          >
            {confirm?.label}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
