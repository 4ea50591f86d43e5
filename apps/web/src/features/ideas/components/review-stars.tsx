import { Group } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';

type ReviewStarsProps = { score: number; label: string };

/**
 * A review's score as five stars, read as one image with its label. Mantine's read-only Rating
 * writes `for` attributes on its divs (not valid HTML), so the stars are drawn here.
 */
export function ReviewStars({ score, label }: ReviewStarsProps) {
  return (
    <Group gap={2} role="img" aria-label={label} wrap="nowrap">
      {[1, 2, 3, 4, 5].map((star) =>
        star <= score ? (
          <IconStarFilled key={star} size={16} color="var(--mantine-color-yellow-filled)" aria-hidden />
        ) : (
          <IconStar key={star} size={16} color="var(--mantine-color-dimmed)" aria-hidden />
        ),
      )}
    </Group>
  );
}
