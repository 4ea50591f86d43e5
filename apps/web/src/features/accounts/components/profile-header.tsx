import { Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { displayName } from '@ideamatch/shared/format';
import type { Profile } from '@ideamatch/shared';
import { IconCalendar, IconTrophy } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SafeImage } from '../../../components/ui/safe-image';
import { UserAvatar } from '../../../components/ui/user-avatar';
import classes from './profile-header.module.css';

/** Cover, avatar, name, bio and achievements of a profile. */
export function ProfileHeader({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder className={classes.card}>
      <SafeImage
        src={profile.backgroundImageUrl}
        alt={t('profile.cover')}
        h={{ base: 120, sm: 200 }}
        radius={0}
        decorative
      />
      <Box px={{ base: 'md', sm: 'xl' }} pb="xl">
        <UserAvatar person={profile} src={profile.profileImageUrl} size={112} className={classes.avatar} />
        <Stack gap={6} mt="sm">
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {displayName(profile)}
          </Title>
          <Text c="dimmed" size="sm">
            @{profile.username}
          </Text>
          {profile.miniBio && <Text fw={500}>{profile.miniBio}</Text>}
          {profile.bio && (
            <Text c="dimmed" size="sm" maw={720}>
              {profile.bio}
            </Text>
          )}
          <Group gap={6} c="dimmed">
            <IconCalendar size={16} aria-hidden />
            <Text size="sm">
              {t('profile.joined', { date: dayjs(profile.joinedAt).locale(i18n.language).format('MMMM YYYY') })}
            </Text>
          </Group>
          {profile.achievements.length > 0 && (
            <Group gap={6} mt="xs">
              {profile.achievements.map((achievement) => (
                <Badge key={achievement.name} variant="light" leftSection={<IconTrophy size={12} aria-hidden />}>
                  {achievement.name}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
      </Box>
    </Paper>
  );
}
