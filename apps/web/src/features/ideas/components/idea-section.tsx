import { Anchor, Box, Group, Stack, Text, Title } from '@mantine/core';
import type { IdeaCard as IdeaCardData } from '@ideamatch/shared';
import { IconArrowRight, IconBulbOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { InfoHint } from '../../../components/ui/info-hint';
import { IdeaGrid, IdeaGridSkeleton } from './idea-grid';

type IdeaSectionProps = {
  id: string;
  icon: ReactNode;
  title: string;
  subtitle: string;
  ideas: IdeaCardData[] | undefined;
  isLoading: boolean;
  isError: boolean;
  /** Loads the section again after a failure (the retry button of its error state). */
  onRetry: () => void;
  isSponsored?: boolean;
  seeAllHref: string;
  /** How the section is ordered, shown on hover or focus of an info mark by the title. */
  titleHint?: string;
  titleHintLabel?: string;
  /** Shown in the empty state (e.g. a "post your idea" button). */
  emptyAction?: ReactNode;
};

/** A titled row of idea cards on the home page, with loading and empty states. */
export function IdeaSection(props: IdeaSectionProps) {
  const { id, icon, title, subtitle, ideas, isLoading, isError, isSponsored, seeAllHref, emptyAction } = props;
  const { titleHint, titleHintLabel, onRetry } = props;
  const { t } = useTranslation();
  const headingId = `${id}-title`;

  let content: ReactNode;
  if (isLoading) content = <IdeaGridSkeleton />;
  else if (ideas && ideas.length > 0) content = <IdeaGrid ideas={ideas} isSponsored={isSponsored} layout="row" />;
  else if (isError) content = <ErrorPanel message={t('home.sections.loadFailed')} onRetry={onRetry} />;
  else
    content = (
      <EmptyPanel
        icon={<IconBulbOff size={30} aria-hidden />}
        title={t('home.sections.emptyTitle')}
        description={t('home.sections.emptyBody')}
        actions={emptyAction}
      />
    );

  return (
    <Box component="section" aria-labelledby={headingId} id={id}>
      <Group justify="space-between" align="flex-end" mb="lg" gap="sm" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {icon}
          <Stack gap={2}>
            <Group gap={6} wrap="nowrap">
              <Title order={2} id={headingId} fz={{ base: 22, sm: 26 }} title={titleHint}>
                {title}
              </Title>
              {titleHint && <InfoHint label={titleHint} ariaLabel={titleHintLabel ?? titleHint} />}
            </Group>
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          </Stack>
        </Group>
        <Anchor component={Link} to={seeAllHref} fw={600} size="sm" style={{ flexShrink: 0 }}>
          <Group gap={4} component="span" wrap="nowrap">
            {t('home.sections.seeAll')}
            <IconArrowRight size={16} aria-hidden />
          </Group>
        </Anchor>
      </Group>
      {content}
    </Box>
  );
}
