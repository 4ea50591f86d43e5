import { Button, Center, Container, SimpleGrid, Stack } from '@mantine/core';
import { IconBookmark, IconBulb } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { LabelledPagination } from '../../../components/ui/labelled-pagination';
import { PageHeader } from '../../../components/ui/page-header';
import { parseError } from '../../../lib/errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { IdeaCard } from './idea-card';
import { IdeaGridSkeleton } from './idea-grid';
import { useSavedIdeas } from '../../engagement/api/bookmarks';

/** `/saved`: the ideas I saved, newest first; ideas hidden or deleted since drop out. */
export function SavedIdeasPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('engagement.saved.title'));
  const [page, setPage] = useState(1);
  const query = useSavedIdeas(page);

  let body;
  if (query.isPending) body = <IdeaGridSkeleton count={4} />;
  else if (query.isError) body = <ErrorPanel message={parseError(query.error)} onRetry={() => void query.refetch()} />;
  else if (query.data.result.length === 0)
    body = (
      <EmptyPanel
        icon={<IconBookmark size={30} aria-hidden />}
        title={t('engagement.saved.emptyTitle')}
        description={t('engagement.saved.emptyBody')}
        actions={
          <Button component={Link} to="/idea" leftSection={<IconBulb size={18} aria-hidden />}>
            {t('engagement.saved.browse')}
          </Button>
        }
      />
    );
  else
    body = (
      <Stack gap="lg" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
        <SimpleGrid cols={{ base: 1, s500: 2, md: 3, lg: 4 }} spacing="lg">
          {query.data.result.map((idea) => (
            <IdeaCard key={idea.id} idea={idea} />
          ))}
        </SimpleGrid>
        {query.data.totalPages > 1 && (
          <Center>
            <LabelledPagination total={query.data.totalPages} value={page} onChange={setPage} radius="xl" />
          </Center>
        )}
      </Stack>
    );

  return (
    <Container size="lg" w="100%" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="xl">
        <PageHeader
          title={t('engagement.saved.title')}
          description={t('engagement.saved.description')}
          breadcrumbs={[{ label: t('nav.home'), to: '/' }, { label: t('engagement.saved.title') }]}
        />
        {body}
      </Stack>
    </Container>
  );
}
