import { Checkbox, Paper, ScrollArea, Table, Text } from '@mantine/core';
import { PERMISSIONS, type Permission, type StaffMember } from '@ideamatch/shared';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { PageLoader } from '../../../components/ui/page-loader';
import { parseError } from '../../../lib/errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminActions } from '../api/admin-actions';
import { useStaffPermissions } from '../api/get-staff-permissions';
import { useDashboardAccess, useForbiddenRedirect } from '../hooks/use-dashboard-access';
import { PERMISSION_KEY } from '../utils/permission-labels';
import { PersonCell, RoleBadge } from './dashboard-bits';
import { DashboardPageIntro } from './dashboard-page-intro';

/** `/dashboard/admin-permission`: the admins × permissions matrix; ticking a box saves it at once. */
export function AdminPermissionPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.permissions.title'));
  const query = useStaffPermissions();
  const { setPermissions } = useAdminActions();
  const { accountId } = useDashboardAccess();
  useForbiddenRedirect(query.error);

  const handleToggle = (member: StaffMember, permission: Permission, isOn: boolean) => {
    const next = isOn ? [...member.permissions, permission] : member.permissions.filter((p) => p !== permission);
    const label = t(`dashboard.permissions.items.${PERMISSION_KEY[permission]}.title`);
    setPermissions.mutate(
      { id: member.id, permissions: next },
      {
        onSuccess: () =>
          notifySuccess(
            t(isOn ? 'dashboard.permissions.granted' : 'dashboard.permissions.revoked', {
              permission: label,
              name: member.username,
            }),
          ),
        onError: (error) => notifyError(error),
      },
    );
  };

  const body = query.isLoading ? (
    <PageLoader />
  ) : query.error || !query.data ? (
    <ErrorPanel message={parseError(query.error)} onRetry={() => void query.refetch()} />
  ) : !query.data.length ? (
    <EmptyPanel icon={<IconShieldCheck size={30} aria-hidden />} title={t('dashboard.permissions.emptyTitle')} />
  ) : (
    <Paper withBorder p={0}>
      <ScrollArea>
        <Table miw={820} verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
          <Table.Caption hidden>{t('dashboard.permissions.title')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('dashboard.columns.admin')}</Table.Th>
              <Table.Th>{t('dashboard.columns.role')}</Table.Th>
              {PERMISSIONS.map((permission) => (
                <Table.Th key={permission} ta="center">
                  <Text size="sm" fw={700}>
                    {t(`dashboard.permissions.items.${PERMISSION_KEY[permission]}.title`)}
                  </Text>
                  <Text size="xs" c="dimmed" fw={400} maw={200} mx="auto" mt={2}>
                    {t(`dashboard.permissions.items.${PERMISSION_KEY[permission]}.body`)}
                  </Text>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.map((member) => {
              const isFixed = member.role === 1 || member.id === accountId;
              return (
                <Table.Tr key={member.id}>
                  <Table.Td>
                    <PersonCell person={member} to={`/dashboard/user/${member.id}`} />
                  </Table.Td>
                  <Table.Td>
                    <RoleBadge role={member.role} />
                  </Table.Td>
                  {PERMISSIONS.map((permission) => {
                    const label = `${t(`dashboard.permissions.items.${PERMISSION_KEY[permission]}.title`)}: ${member.username}`;
                    return (
                      <Table.Td key={permission}>
                        <Checkbox
                          mx="auto"
                          w="fit-content"
                          aria-label={label}
                          checked={member.permissions.includes(permission)}
                          disabled={isFixed}
                          onChange={(event) => handleToggle(member, permission, event.currentTarget.checked)}
                        />
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Text size="xs" c="dimmed" p="md">
        {t('dashboard.permissions.footnote')}
      </Text>
    </Paper>
  );

  return (
    <>
      <DashboardPageIntro
        title={t('dashboard.permissions.title')}
        description={t('dashboard.permissions.description')}
      />
      {body}
    </>
  );
}
