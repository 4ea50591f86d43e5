import { IconUserShield } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DashboardPageIntro } from './dashboard-page-intro';
import { EmptyTable } from './empty-table';

/** `/dashboard/admin`: admins, invitations and removal from the admin role. */
export function AdminListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.admins.title'));
  return (
    <>
      <DashboardPageIntro title={t('dashboard.admins.title')} description={t('dashboard.admins.description')} />
      <EmptyTable
        caption={t('dashboard.admins.title')}
        columns={[
          t('dashboard.columns.admin'),
          t('dashboard.columns.email'),
          t('dashboard.columns.role'),
          t('dashboard.columns.permissions'),
        ]}
        icon={<IconUserShield size={30} aria-hidden />}
        emptyTitle={t('dashboard.admins.emptyTitle')}
        emptyBody={t('dashboard.admins.emptyBody')}
      />
    </>
  );
}
