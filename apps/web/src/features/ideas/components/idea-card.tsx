import { Badge, Box, Card, Group, Stack, Text } from '@mantine/core';
import { displayName, relativeTime } from '@ideamatch/shared/format';
import type { IdeaCard as IdeaCardData } from '@ideamatch/shared';
import { IconEyeOff, IconLock, IconSparkles, IconSpeakerphone, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SafeImage } from '../../../components/ui/safe-image';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useLanguage } from '../../../lib/i18n';
import { ScoreBadge } from './score-badge';
import classes from './idea-card.module.css';
import { ThaiText } from '../../../components/ui/thai-text';

type IdeaCardProps = {
  idea: IdeaCardData;
  isSponsored?: boolean;
  /** My own hidden idea, listed on my profile with a "Hidden" flag. */
  isHidden?: boolean;
};

/** One idea in a grid: cover, category, name, rating with its label, owner. */
export function IdeaCard({ idea, isSponsored = false, isHidden = false }: IdeaCardProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Card component={Link} to={`/idea/${idea.id}`} padding="md" className={classes.card}>
      <Card.Section className={classes.cover}>
        <SafeImage
          src={idea.coverImageUrl}
          alt={idea.name}
          h={180}
          radius={0}
          sizes="(min-width: 75em) 300px, (min-width: 36em) 50vw, 100vw"
        />
        <Group gap={6} className={classes.flags}>
          {isSponsored && (
            <Badge color="yellow" variant="filled" size="sm" leftSection={<IconSpeakerphone size={12} aria-hidden />}>
              {t('ideas.sponsored')}
            </Badge>
          )}
          {isHidden && (
            <Badge color="dark" variant="filled" size="sm" leftSection={<IconEyeOff size={12} aria-hidden />}>
              {t('profile.hiddenIdea')}
            </Badge>
          )}
          {idea.isAdminSuggest && (
            <Badge color="brand" variant="filled" size="sm" leftSection={<IconSparkles size={12} aria-hidden />}>
              {t('ideas.suggested')}
            </Badge>
          )}
          {idea.visibility !== 'public' && (
            <Badge
              color={idea.visibility === 'confidential' ? 'grape.8' : 'blue.8'}
              variant="filled"
              size="sm"
              leftSection={
                idea.visibility === 'confidential' ? (
                  <IconLock size={12} aria-hidden />
                ) : (
                  <IconUsers size={12} aria-hidden />
                )
              }
            >
              {t(`visibility.badge.${idea.visibility}`)}
            </Badge>
          )}
        </Group>
      </Card.Section>
      <Stack gap={8} mt="md" className={classes.body}>
        <Badge variant="light" color="cyan" size="sm" radius="sm" w="fit-content">
          {t(`categories.${idea.category}`)}
        </Badge>
        <Text fw={700} lineClamp={2} className={classes.title}>
          {idea.name}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={2}>
          <ThaiText>{idea.description}</ThaiText>
        </Text>
        <Box mt="auto" pt={4}>
          <ScoreBadge rating={idea.rating} reviewCount={idea.reviewCount} />
        </Box>
        <Group gap="xs" wrap="nowrap" pt="xs" className={classes.owner}>
          <UserAvatar person={idea.owner} src={idea.owner.profileImageUrl} size={26} />
          <Text size="xs" fw={600} lineClamp={1} style={{ flex: 1 }}>
            {displayName(idea.owner)}
          </Text>
          <Text size="xs" c="dimmed" suppressHydrationWarning style={{ flexShrink: 0 }}>
            {relativeTime(idea.postDate, language)}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
