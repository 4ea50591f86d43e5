import { Button, Container } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoader } from '../../../components/ui/page-loader';
import { parseError } from '../../../lib/errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useIdea } from '../api/get-idea';
import { IdeaForm } from './idea-form';

/** `/idea/new`: post an idea. */
export function IdeaCreatePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('ideaForm.createTitle'));
  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }}>
      <PageHeader
        breadcrumbs={[
          { label: t('nav.home'), to: '/' },
          { label: t('nav.idea'), to: '/idea' },
          { label: t('ideaForm.createTitle') },
        ]}
        title={t('ideaForm.createTitle')}
        description={t('ideaForm.createDescription')}
      />
      <IdeaForm idea={null} />
    </Container>
  );
}

/** `/idea/:id/edit`: the owner edits an idea. */
export function IdeaEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const idea = useIdea(id);
  useDocumentTitle(t('ideaForm.editTitle'));
  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }}>
      <PageHeader
        breadcrumbs={[
          { label: t('nav.home'), to: '/' },
          { label: t('nav.idea'), to: '/idea' },
          { label: idea.data?.name ?? t('ideaDetail.title'), to: `/idea/${id}` },
          { label: t('ideaForm.editTitle') },
        ]}
        title={t('ideaForm.editTitle')}
      />
      {idea.isPending ? (
        <PageLoader />
      ) : idea.isError ? (
        <ErrorPanel message={parseError(idea.error)} onRetry={() => void idea.refetch()} />
      ) : !idea.data.isOwner ? (
        <EmptyPanel
          icon={<IconLock size={30} aria-hidden />}
          title={t('ideaForm.notOwner')}
          actions={
            <Button
              component={Link}
              to={`/idea/${id}`}
              variant="light"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
            >
              {t('ideaForm.backToIdea')}
            </Button>
          }
        />
      ) : (
        <IdeaForm key={idea.data.id} idea={idea.data} />
      )}
    </Container>
  );
}
