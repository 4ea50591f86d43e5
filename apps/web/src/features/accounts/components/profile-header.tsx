import { IMAGE_SIZES } from '@ideamatch/shared/constants';
import { AspectRatio, Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { displayName, formatDateTime } from '@ideamatch/shared/format';
import { IconCalendar, IconTrophy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeImage } from '../../../components/ui/safe-image';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useLanguage } from '../../../lib/i18n';
import type { PublicProfile } from '@ideamatch/shared';
import classes from './profile-header.module.css';

type ProfileHeaderProps = {
  profile: PublicProfile;
  /** Buttons at the top right (Edit on one's own profile). */
  actions?: ReactNode;
};

/** "15 มกราคม 2568" / "15 January 2025": the date part of the "DD MMMM YYYY | HH:mm" format. */
const formatDate = (date: string, language: 'TH' | 'EN'): string =>
  formatDateTime(date, language).split(' | ')[0] ?? '';

/** Cover (1280×320), avatar, name, bios, achievements and joined date of a profile. */
export function ProfileHeader({ profile, actions }: ProfileHeaderProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Paper withBorder className={classes.card}>
      <AspectRatio ratio={4} className={classes.cover}>
        <SafeImage
          src={profile.backgroundImageUrl}
          alt={t('profile.cover')}
          h="100%"
          radius={0}
          decorative
          intrinsicSize={IMAGE_SIZES.profileBackground}
        />
      </AspectRatio>
      <Box px={{ base: 'md', sm: 'xl' }} pb="xl">
        <Group justify="space-between" align="flex-end" wrap="nowrap" gap="sm">
          <UserAvatar person={profile} src={profile.profileImageUrl} size={112} className={classes.avatar} />
          {actions && <Group gap="xs">{actions}</Group>}
        </Group>
        <Stack gap={6} mt="sm">
          <Title order={1} fz={{ base: 24, sm: 30 }} className={classes.name}>
            {displayName(profile)}
          </Title>
          <Text c="dimmed" size="sm">
            @{profile.username}
          </Text>
          {profile.miniBio && <Text fw={500}>{profile.miniBio}</Text>}
          {profile.bio && (
            <Text c="dimmed" size="sm" maw={720} className={classes.bio}>
              {profile.bio}
            </Text>
          )}
          <Group gap={6} c="dimmed">
            <IconCalendar size={16} aria-hidden />
            <Text size="sm">{t('profile.joined', { date: formatDate(profile.joinedAt, language) })}</Text>
          </Group>
        </Stack>
        <Stack gap="xs" mt="lg">
          <Text fw={700} size="sm">
            {t('profile.achievements')}
          </Text>
          {profile.achievements.length > 0 ? (
            <Group gap={6} component="ul" className={classes.achievements}>
              {profile.achievements.map((achievement, index) => (
                <Badge
                  key={`${index}-${achievement.name}`}
                  component="li"
                  variant="light"
                  size="lg"
                  radius="sm"
                  tt="none"
                  fw={500}
                  leftSection={<IconTrophy size={14} aria-hidden />}
                >
                  {achievement.name}
                </Badge>
              ))}
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('profile.noAchievements')}
            </Text>
          )}
        </Stack>
      </Box>
    </Paper>
  );
}
