import { Anchor, Badge, Blockquote, Button, Group, List, Paper, Progress, Stack, Text } from '@mantine/core';
import { displayName } from '@ideamatch/shared/format';
import type { PartnerPerson, SuggestionReason } from '@ideamatch/shared';
import { IconMessage, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { PartnerButton } from './partner-button';
import { reasonLines } from '../utils/reason-line';

type PartnerCardProps = {
  person: PartnerPerson;
  reasons?: SuggestionReason[];
  score?: number;
  /** No activity for 90 days: said beside the score. */
  isStale?: boolean;
  /** The note that came with their request to me. */
  note?: string | null;
};

/** A person in the partner screen: face, bio, skills, why suggested, the connect control and Message. */
export function PartnerCard({ person, reasons, score, isStale, note }: PartnerCardProps) {
  const { t, i18n } = useTranslation();
  const name = displayName(person);
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
              {person.match.location ? ` · ${person.match.location}` : ''}
            </Text>
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
          </Stack>
        )}
        {reasons && reasons.length > 0 && (
          <List
            size="sm"
            spacing={4}
            icon={<IconSparkles size={14} color="var(--mantine-color-brand-6)" aria-hidden />}
            data-testid="suggestion-reason"
          >
            {reasonLines(reasons, t, i18n.language, person.firstName ?? person.username).map((line) => (
              <List.Item key={line}>{line}</List.Item>
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
        </Stack>
      </Stack>
    </Paper>
  );
}
