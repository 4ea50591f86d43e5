import { Anchor, Badge, Blockquote, Button, Group, List, Paper, Progress, Stack, Text } from '@mantine/core';
import { displayName } from '@ideamatch/shared/format';
import { placeName, type MatchIntent, type PartnerPerson, type SuggestionReason } from '@ideamatch/shared';
import { IconAlertTriangle, IconCheck, IconEyeOff, IconListCheck, IconMessage, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { PartnerButton } from './partner-button';
import { reasonLines, type ReasonLine } from '../utils/reason-line';
import { useDismissSuggestion, useUndismissSuggestion } from '../api/dismiss-suggestion';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { notifySuccessWithAction } from '../../../lib/notify-action';

const TONE_ICON: Record<ReasonLine['tone'], ReactNode> = {
  met: <IconCheck size={14} color="var(--mantine-color-teal-6)" aria-hidden />,
  unmet: <IconX size={14} color="var(--mantine-color-red-6)" aria-hidden />,
  warning: <IconAlertTriangle size={14} color="var(--mantine-color-orange-6)" aria-hidden />,
};

type PartnerCardProps = {
  person: PartnerPerson;
  reasons?: SuggestionReason[];
  score?: number;
  /** No activity for 90 days: said beside the score. */
  isStale?: boolean;
  /** The note that came with their request to me. */
  note?: string | null;
  /** A suggestion: why they are here, each side's fit, and the "not interested" button. */
  suggestion?: { intent: MatchIntent | null; fit: { forYou: number; forThem: number } };
};

/** A person in the partner screen: face, bio, skills, why suggested, the connect control and Message. */
export function PartnerCard({ person, reasons, score, isStale, note, suggestion }: PartnerCardProps) {
  const { t, i18n } = useTranslation();
  const dismiss = useDismissSuggestion();
  const undismiss = useUndismissSuggestion();
  const name = displayName(person);
  // The card leaves the list once hidden, so the toast (not the card) offers the way back; the
  // promises settle even after the card is gone.
  const dismissWithUndo = async () => {
    try {
      await dismiss.mutateAsync(person.id);
    } catch (error) {
      notifyError(error);
      return;
    }
    notifySuccessWithAction(t('matching.notInterestedDone', { name }), {
      label: t('matching.undo'),
      onClick: () =>
        void undismiss.mutateAsync(person.id).then(
          () => notifySuccess(t('matching.undone', { name })),
          (error: unknown) => notifyError(error),
        ),
    });
  };
  const offered = person.match.skillsOffered.slice(0, 3);
  return (
    <Paper withBorder radius="lg" p="md" h="100%" data-testid="partner-card">
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <UserAvatar person={person} src={person.profileImageUrl} size="lg" />
          <Stack gap={0} miw={0} style={{ flex: 1 }}>
            <Anchor component={Link} to={`/profile?accountId=${person.id}`} fw={700} c="inherit" truncate="end">
              {name}
            </Anchor>
            <Text size="xs" c="dimmed" truncate="end">
              @{person.username}
              {person.match.location
                ? ` · ${placeName(person.match.location, i18n.language === 'en' ? 'en' : 'th')}`
                : ''}
            </Text>
            {suggestion?.intent && (
              <Badge
                variant="light"
                radius="sm"
                size="sm"
                tt="none"
                w="fit-content"
                mt={4}
                data-testid="suggestion-intent"
              >
                {t(`matching.intent.short.${suggestion.intent}`)}
              </Badge>
            )}
            {person.mutualPartnerCount > 0 && (
              <Text size="xs" c="dimmed">
                {t('partners.mutual', { count: person.mutualPartnerCount })}
              </Text>
            )}
          </Stack>
        </Group>
        {typeof score === 'number' && (
          <Stack gap={4} data-testid="match-score">
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={700} c="brand.7">
                {t('matching.score', { score })}
              </Text>
              {isStale && (
                <Text size="xs" c="dimmed">
                  {t('matching.stale')}
                </Text>
              )}
            </Group>
            <Progress value={score} radius="xl" size="sm" aria-label={t('matching.scoreLabel')} />
            {suggestion && (
              <Text size="xs" c="dimmed" data-testid="match-fit">
                {t('matching.fit', suggestion.fit)}
              </Text>
            )}
          </Stack>
        )}
        {reasons && reasons.length > 0 && (
          <List size="sm" spacing={4} center data-testid="suggestion-reason">
            {reasonLines(reasons, t, i18n.language, person.firstName ?? person.username).map((line) => (
              <List.Item key={line.text} icon={TONE_ICON[line.tone]} data-tone={line.tone}>
                {line.text}
              </List.Item>
            ))}
          </List>
        )}
        {note && (
          <Blockquote p="xs" radius="md" color="brand" data-testid="request-note">
            <Text size="xs" c="dimmed" fw={600}>
              {t('partners.requestNote.received')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {note}
            </Text>
          </Blockquote>
        )}
        {person.miniBio && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {person.miniBio}
          </Text>
        )}
        {offered.length > 0 && (
          <Group gap={4}>
            <Text size="xs" c="dimmed" mr={2}>
              {t('partners.offers')}
            </Text>
            {offered.map((skill) => (
              <Badge key={skill} variant="default" radius="sm" size="sm" tt="none">
                {skill}
              </Badge>
            ))}
          </Group>
        )}
        <Stack gap="xs" style={{ marginTop: 'auto' }}>
          <PartnerButton accountId={person.id} relation={person.relation} fullWidth withBlock />
          {!person.relation.isBlockedByMe && (
            <Button
              component={Link}
              to={`/chat?to=${encodeURIComponent(person.id)}`}
              variant="default"
              fullWidth
              leftSection={<IconMessage size={16} aria-hidden />}
            >
              {t('partners.actions.message')}
            </Button>
          )}
          {person.relation.state === 'partner' && (
            <Button
              component={Link}
              to={`/partner/questions/${encodeURIComponent(person.id)}`}
              variant="light"
              fullWidth
              leftSection={<IconListCheck size={16} aria-hidden />}
            >
              {t('partnerQuestions.open')}
            </Button>
          )}
          {suggestion && (
            <Button
              variant="subtle"
              color="gray"
              fullWidth
              leftSection={<IconEyeOff size={16} aria-hidden />}
              loading={dismiss.isPending}
              onClick={() => void dismissWithUndo()}
            >
              {t('matching.notInterested')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
