import { Badge, Group, Text } from '@mantine/core';
import { SCORE_COLORS, scoreLevel } from '@ideamatch/shared/format';
import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type ScoreBadgeProps = {
  rating: number;
  reviewCount?: number;
  /** Shown first, naming what the score is (the idea page's "Overall score"). */
  label?: string;
};

/** Average rating, its label ("Very good") in the label's colour, and the review count. */
export function ScoreBadge({ rating, reviewCount, label }: ScoreBadgeProps) {
  const { t } = useTranslation();
  const level = scoreLevel(rating, () => undefined);
  const color = SCORE_COLORS[level];
  return (
    <Group gap={6} wrap="wrap">
      {label && (
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      )}
      {level !== 'none' && (
        <Group gap={3} wrap="nowrap" role="img" aria-label={t('score.ariaRating', { rating: rating.toFixed(1) })}>
          <IconStarFilled size={15} color="var(--mantine-color-yellow-5)" aria-hidden />
          <Text size="sm" fw={700}>
            {rating.toFixed(1)}
          </Text>
        </Group>
      )}
      {/* The level as words, not shouted: Mantine badges are upper case by default. */}
      <Badge color={color} variant="light" size="sm" radius="sm" tt="none">
        {t(`score.${level}`)}
      </Badge>
      {reviewCount !== undefined && reviewCount > 0 && (
        <Text size="xs" c="dimmed">
          {t('score.reviews', { count: reviewCount })}
        </Text>
      )}
    </Group>
  );
}
