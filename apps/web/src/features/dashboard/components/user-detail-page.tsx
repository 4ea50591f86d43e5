import { Button } from '@mantine/core';
import { IconArrowLeft, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** `/dashboard/user/:id`: a user's profile with deactivate/reactivate (user management issue). */
export function UserDetailPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.crumbs.profile'));
  return (
    <EmptyPanel
      icon={<IconUserCircle size={30} aria-hidden />}
      title={t('dashboard.userDetail.emptyTitle')}
      description={t('dashboard.userDetail.emptyBody')}
      actions={
        <Button
          component={Link}
          to="/dashboard/user"
          variant="light"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {t('dashboard.userDetail.back')}
        </Button>
      }
    />
  );
}
