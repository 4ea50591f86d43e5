import { Button } from '@mantine/core';
import { DEFAULT_ADMIN_IDEA_SORT } from '@ideamatch/shared/constants';
import { IconArrowLeft, IconFileDescription } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** `/dashboard/idea/:id`: one idea with its moderation actions (idea management issue). */
export function IdeaReviewPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.crumbs.idea'));
  return (
    <EmptyPanel
      icon={<IconFileDescription size={30} aria-hidden />}
      title={t('dashboard.ideaDetail.emptyTitle')}
      description={t('dashboard.ideaDetail.emptyBody')}
      actions={
        <Button
          component={Link}
          to={`/dashboard/idea?sortBy=${DEFAULT_ADMIN_IDEA_SORT}`}
          variant="light"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {t('dashboard.ideaDetail.back')}
        </Button>
      }
    />
  );
}
