import { ActionIcon, Badge, Button, Group, Paper, Stack, Tabs, Text, Title, Tooltip } from '@mantine/core';
import { PERMISSIONS, type StaffMember } from '@ideamatch/shared';
import { displayName } from '@ideamatch/shared/format';
import { IconMailForward, IconTrash, IconUserMinus, IconUserPlus, IconUserShield } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminActions } from '../api/admin-actions';
import { useAccountsByRole } from '../api/get-admins';
import { useInvitations } from '../api/get-invitations';
import { useDashboardAccess, useForbiddenRedirect } from '../hooks/use-dashboard-access';
import { useListParams } from '../hooks/use-list-params';
import { PERMISSION_KEY } from '../utils/permission-labels';
import { ConfirmDialog } from './confirm-dialog';
import { DateText, PersonCell } from './dashboard-bits';
import { DashboardPageIntro } from './dashboard-page-intro';
import { DataTable, type Column } from './data-table';
import { InviteAdminDialog } from './invite-admin-dialog';
import { SearchInput } from './search-input';

/** `/dashboard/admin`: admins by role, invitations, and removal from the admin role. */
export function AdminListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.admins.title'));
  const access = useDashboardAccess();
  const { values, page, set, setPage } = useListParams({ role: '1', q: '' });
  const role = values.role === '2' ? 2 : 1;
  const query = useAccountsByRole(role, { q: values.q || undefined, page });
  const invitations = useInvitations();
  const { remove, revoke } = useAdminActions();
  const [isInviteOpen, setInviteOpen] = useState(false);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  useForbiddenRedirect(query.error);

  const columns: Column<StaffMember>[] = [
    {
      key: 'admin',
      label: t('dashboard.columns.admin'),
      render: (row) => <PersonCell person={row} to={`/dashboard/user/${row.id}`} />,
    },
    { key: 'email', label: t('dashboard.columns.email'), render: (row) => row.email ?? '—' },
    {
      key: 'permissions',
      label: t('dashboard.columns.permissions'),
      render: (row) => (
        <Group gap={4} maw={360}>
          {row.permissions.length === PERMISSIONS.length ? (
            <Badge variant="light" color="grape" tt="none">
              {t('dashboard.admins.allPermissions')}
            </Badge>
          ) : row.permissions.length ? (
            row.permissions.map((permission) => (
              <Badge key={permission} variant="light" tt="none" size="sm">
                {t(`dashboard.permissions.items.${PERMISSION_KEY[permission]}.title`)}
              </Badge>
            ))
          ) : (
            <Text size="sm" c="dimmed">
              {t('dashboard.admins.noPermissions')}
            </Text>
          )}
        </Group>
      ),
    },
    { key: 'joined', label: t('dashboard.columns.joined'), render: (row) => <DateText value={row.joinedAt} /> },
    {
      key: 'actions',
      label: '',
      width: 60,
      render: (row) =>
        row.role === 1 && !access.isSuperAdmin ? null : (
          <Tooltip label={t('dashboard.admins.remove')}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`${t('dashboard.admins.remove')}: ${displayName(row)}`}
              onClick={() => setRemoving(row)}
            >
              <IconUserMinus size={18} />
            </ActionIcon>
          </Tooltip>
        ),
    },
  ];

  return (
    <Stack gap="lg">
      <DashboardPageIntro
        title={t('dashboard.admins.title')}
        description={t('dashboard.admins.description')}
        actions={
          <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setInviteOpen(true)}>
            {t('dashboard.admins.invite')}
          </Button>
        }
      />
      <div>
        <Tabs value={String(role)} onChange={(next) => set({ role: next === '1' ? null : next })} mb="md">
          <Tabs.List>
            <Tabs.Tab value="1">{t('roles.superAdmin')}</Tabs.Tab>
            <Tabs.Tab value="2">{t('roles.admin')}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        <DataTable
          caption={t('dashboard.admins.title')}
          columns={columns}
          query={query}
          rowKey={(row) => row.id}
          onPageChange={setPage}
          icon={<IconUserShield size={30} aria-hidden />}
          emptyTitle={values.q ? t('dashboard.noMatch') : t('dashboard.admins.emptyTitle')}
          toolbar={<SearchInput value={values.q} onChange={(q) => set({ q })} label={t('dashboard.users.search')} />}
        />
      </div>
      {Boolean(invitations.data?.length) && (
        <Paper withBorder p="md" radius="md">
          <Title order={2} fz="md" mb="sm">
            {t('dashboard.admins.pending')}
          </Title>
          <Stack gap="sm">
            {invitations.data?.map((invitation) => (
              <Group key={invitation.id} justify="space-between" wrap="nowrap">
                <Group gap="sm" wrap="nowrap" miw={0}>
                  <IconMailForward size={20} aria-hidden />
                  <Stack gap={0} miw={0}>
                    <Text size="sm" fw={600} truncate>
                      {invitation.email}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t(invitation.role === 1 ? 'roles.superAdmin' : 'roles.admin')} · {t('dashboard.admins.expires')}{' '}
                      <DateText value={invitation.expiresAt} size="xs" />
                    </Text>
                  </Stack>
                </Group>
                <Tooltip label={t('dashboard.admins.revoke')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`${t('dashboard.admins.revoke')}: ${invitation.email}`}
                    loading={revoke.isPending}
                    onClick={() =>
                      revoke.mutate(invitation.id, {
                        onSuccess: () => notifySuccess(t('dashboard.admins.done.revoked')),
                        onError: (error) => notifyError(error),
                      })
                    }
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            ))}
          </Stack>
        </Paper>
      )}
      <InviteAdminDialog opened={isInviteOpen} onClose={() => setInviteOpen(false)} />
      <ConfirmDialog
        opened={removing !== null}
        title={t('dashboard.admins.removeTitle')}
        message={removing ? t('dashboard.admins.removeBody', { name: displayName(removing) }) : ''}
        confirmLabel={t('dashboard.admins.remove')}
        isDanger
        isLoading={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              notifySuccess(t('dashboard.admins.done.removed'));
              setRemoving(null);
            },
            onError: (error) => notifyError(error),
          })
        }
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
