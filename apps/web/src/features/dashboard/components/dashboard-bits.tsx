import { Anchor, Badge, Box, Group, Text } from '@mantine/core';
import type { DashboardAccount, DashboardIdea, PersonSummary } from '@ideamatch/shared';
import { ACCOUNT_ROLE_LABEL, type AccountRole } from '@ideamatch/shared/constants';
import { displayName, formatDateTime } from '@ideamatch/shared/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useLanguage } from '../../../lib/i18n';

/** Avatar, name and @username; the name links to the person's dashboard profile when `to` is set. */
export function PersonCell({ person, to, extra }: { person: PersonSummary; to?: string; extra?: string | null }) {
  const { t } = useTranslation();
  // A deleted account keeps only a placeholder username: it is named as what it is.
  const name = person.isDeleted ? t('deletedAccount') : displayName(person);
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <UserAvatar person={person} src={person.profileImageUrl} size={36} />
      <Box miw={0}>
        {to ? (
          <Anchor component={Link} to={to} fw={600} size="sm" display="block" truncate>
            {name}
          </Anchor>
        ) : (
          <Text fw={600} size="sm" truncate>
            {name}
          </Text>
        )}
        <Text size="xs" c="dimmed" truncate>
          {extra ?? (person.isDeleted ? '—' : `@${person.username}`)}
        </Text>
      </Box>
    </Group>
  );
}

/**
 * A date as "DD MMMM YYYY | HH:mm" in the current language. A narrow column breaks it after the bar
 * only (date, then time), so a table fits a 1280 px screen without cutting its last column.
 */
export function DateText({ value, size = 'xs' }: { value: string | null; size?: 'xs' | 'sm' }) {
  const { language } = useLanguage();
  if (!value) {
    return (
      <Text component="span" size={size} c="dimmed">
        —
      </Text>
    );
  }
  const [date, time] = formatDateTime(value, language).split(' | ');
  return (
    <Text component="span" size={size}>
      <span style={{ whiteSpace: 'nowrap' }}>{date} |</span> <span style={{ whiteSpace: 'nowrap' }}>{time}</span>
    </Text>
  );
}

/** The account's role as a badge. */
export function RoleBadge({ role }: { role: AccountRole }) {
  const { t } = useTranslation();
  const color = role === 1 ? 'grape' : role === 2 ? 'indigo' : 'gray';
  return (
    <Badge variant="light" color={color} tt="none" w="max-content" maw="none">
      {t(`roles.${ACCOUNT_ROLE_LABEL[role]}`)}
    </Badge>
  );
}

/** Active or deactivated. */
export function AccountStatusBadge({ account }: { account: Pick<DashboardAccount, 'isDeactivated' | 'isDeleted'> }) {
  const { t } = useTranslation();
  if (account.isDeleted) {
    return (
      <Badge color="gray" variant="light" tt="none" w="max-content" maw="none">
        {t('dashboard.status.deleted')}
      </Badge>
    );
  }
  return account.isDeactivated ? (
    <Badge color="red" variant="light" tt="none" w="max-content" maw="none">
      {t('dashboard.status.deactivated')}
    </Badge>
  ) : (
    <Badge color="teal" variant="light" tt="none" w="max-content" maw="none">
      {t('dashboard.status.active')}
    </Badge>
  );
}

/** Every state flag of an idea: deleted, hidden (by a moderator or pending review), suggested, sponsored, reported. */
export function IdeaStatusBadges({ idea }: { idea: DashboardIdea }) {
  const { t } = useTranslation();
  const badges: { key: string; color: string; label: string }[] = [];
  if (idea.status === -1) badges.push({ key: 'deleted', color: 'red', label: t('dashboard.ideaStatus.deleted') });
  else if (idea.isHidden) badges.push({ key: 'hidden', color: 'orange', label: t('dashboard.ideaStatus.hidden') });
  else badges.push({ key: 'active', color: 'teal', label: t('dashboard.ideaStatus.active') });
  if (idea.owner.isDeactivated)
    badges.push({ key: 'owner', color: 'gray', label: t('dashboard.ideaStatus.ownerDeactivated') });
  if (idea.isAdminSuggest) badges.push({ key: 'suggest', color: 'blue', label: t('dashboard.ideaStatus.suggested') });
  if (idea.isSponsored) badges.push({ key: 'sponsor', color: 'yellow', label: t('dashboard.ideaStatus.sponsored') });
  if (idea.openReportCount > 0)
    badges.push({
      key: 'reports',
      color: 'red',
      label: t('dashboard.ideaStatus.reports', { count: idea.openReportCount }),
    });
  return (
    <Group gap={4}>
      {badges.map((badge) => (
        <Badge key={badge.key} color={badge.color} variant="light" size="sm" tt="none" w="max-content" maw="none">
          {badge.label}
        </Badge>
      ))}
    </Group>
  );
}
