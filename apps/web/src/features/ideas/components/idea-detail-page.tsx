import { Button, Container } from '@mantine/core';
import { IconArrowLeft, IconFileDescription } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** `/idea/:id`: detail, comments and reviews arrive with the ideas issue. */
export function IdeaDetailPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('ideaDetail.title'));
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <PageHeader
        breadcrumbs={[
          { label: t('nav.home'), to: '/' },
          { label: t('nav.idea'), to: '/idea' },
          { label: t('ideaDetail.title') },
        ]}
        title={t('ideaDetail.title')}
      />
      <EmptyPanel
        icon={<IconFileDescription size={30} aria-hidden />}
        title={t('ideaDetail.emptyTitle')}
        description={t('ideaDetail.emptyBody')}
        actions={
          <Button component={Link} to="/idea" variant="light" leftSection={<IconArrowLeft size={16} aria-hidden />}>
            {t('ideaDetail.back')}
          </Button>
        }
      />
    </Container>
  );
}
