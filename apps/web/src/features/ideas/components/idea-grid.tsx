import { Card, Skeleton, Stack } from '@mantine/core';
import type { IdeaCard as IdeaCardData } from '@ideamatch/shared';
import { IdeaCard } from './idea-card';
import classes from './idea-grid.module.css';
import { SimpleGrid } from '../../../components/ui/simple-grid';

type IdeaGridProps = {
  ideas: IdeaCardData[];
  isSponsored?: boolean;
  /** `row`: one swipeable line on phones (home sections); `grid` (default): one card a line. */
  layout?: 'grid' | 'row';
};

const COLUMNS = { base: 1, s500: 2, md: 3, lg: 4 };

/** Responsive grid of idea cards. */
export function IdeaGrid({ ideas, isSponsored, layout = 'grid' }: IdeaGridProps) {
  const cards = ideas.map((idea) => <IdeaCard key={idea.id} idea={idea} isSponsored={isSponsored} />);
  if (layout === 'row') return <div className={classes.row}>{cards}</div>;
  return (
    <SimpleGrid cols={COLUMNS} spacing="lg" verticalSpacing="lg">
      {cards}
    </SimpleGrid>
  );
}

/** Placeholder cards while ideas load. */
export function IdeaGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <SimpleGrid cols={COLUMNS} spacing="lg" aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} padding="md">
          <Card.Section>
            <Skeleton h={180} radius={0} />
          </Card.Section>
          <Stack gap="xs" mt="md">
            <Skeleton h={16} w="40%" />
            <Skeleton h={20} w="90%" />
            <Skeleton h={14} w="70%" />
            <Skeleton h={26} w="55%" mt="sm" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
