import { Button, Center, Group, Stack, Title } from '@mantine/core';
import { LabelledPagination } from '../../../components/ui/labelled-pagination';
import { IconBulb, IconPencilPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { parseError } from '../../../lib/errors';
import { usePersonIdeas } from '../api/get-person-ideas';
import { IdeaCard } from './idea-card';
import { IdeaGridSkeleton } from './idea-grid';
import { SimpleGrid } from '../../../components/ui/simple-grid';

type PersonIdeasProps = {
  /** Someone else's account; null for my own ideas (hidden ones included and marked). */
  accountId: string | null;
};

/** The ideas block of a profile: a paged grid of the person's ideas. */
export function PersonIdeas({ accountId }: PersonIdeasProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = usePersonIdeas(accountId, page);
  const isMine = accountId === null;
  const title = isMine ? t('profile.myIdeas') : t('profile.theirIdeas');

  let body;
  if (query.isPending) body = <IdeaGridSkeleton count={4} />;
  else if (query.isError) body = <ErrorPanel message={parseError(query.error)} onRetry={() => void query.refetch()} />;
  else if (query.data.result.length === 0)
    body = (
      <EmptyPanel
        icon={<IconBulb size={30} aria-hidden />}
        title={isMine ? t('profile.noIdeasMine') : t('profile.noIdeasTheirs')}
        description={isMine ? t('profile.noIdeasMineBody') : undefined}
        actions={
          isMine ? (
            <Button component={Link} to="/idea/new" leftSection={<IconPencilPlus size={18} aria-hidden />}>
              {t('home.hero.postIdea')}
            </Button>
          ) : undefined
        }
      />
    );
  else
    body = (
      <Stack gap="lg" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
        <SimpleGrid cols={{ base: 1, s500: 2, md: 3, lg: 4 }} spacing="lg">
          {query.data.result.map((idea) => (
            <IdeaCard key={idea.id} idea={idea} isHidden={'isHidden' in idea && idea.isHidden} />
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
    <Stack gap="md" component="section" aria-label={title} data-testid="person-ideas">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {title}
        </Title>
      </Group>
      {body}
    </Stack>
  );
}
