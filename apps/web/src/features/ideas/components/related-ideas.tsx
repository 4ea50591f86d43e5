import { Box, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRelatedIdeas } from '../api/get-related-ideas';
import { IdeaGrid, IdeaGridSkeleton } from './idea-grid';

/**
 * "Related ideas" under an idea: ideas sharing its words or category. Says so when there are none;
 * on a load error it stays out of the way (the idea itself is what the page is for).
 */
export function RelatedIdeas({ ideaId }: { ideaId: string }) {
  const { t } = useTranslation();
  const related = useRelatedIdeas(ideaId);
  if (related.isError) return null;
  const ideas = related.data?.result ?? [];
  return (
    <Box component="section" aria-labelledby="related-ideas-title" mt={48}>
      <Title order={2} id="related-ideas-title" fz={{ base: 20, sm: 24 }} mb="md">
        {t('ideas.relatedTitle')}
      </Title>
      {related.isPending ? (
        <IdeaGridSkeleton count={4} />
      ) : ideas.length > 0 ? (
        <IdeaGrid ideas={ideas} layout="row" />
      ) : (
        <Text c="dimmed" size="sm">
          {t('ideas.relatedEmpty')}
        </Text>
      )}
    </Box>
  );
}
