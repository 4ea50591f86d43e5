import { Alert, Anchor, Button, Grid, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Permission } from '@ideamatch/shared/constants';
import { displayName } from '@ideamatch/shared/format';
import { IconArrowLeft, IconLock, IconLockOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { PageLoader } from '../../../components/ui/page-loader';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { parseError } from '../../../lib/errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSetDeactivated } from '../api/account-actions';
import { useDashboardAccount } from '../api/get-dashboard-account';
import { useDashboardAccess, useForbiddenRedirect } from '../hooks/use-dashboard-access';
import { AccountStatusBadge, DateText, RoleBadge } from './dashboard-bits';
import { ConfirmDialog } from './confirm-dialog';
import { UserDetailTabs } from './user-detail-tabs';

/** `/dashboard/user/{id}`: the profile, deactivate/reactivate, ideas, reports against them and history. */
export function UserDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useDashboardAccount(id);
  const access = useDashboardAccess();
  const setDeactivated = useSetDeactivated(id);
  const [dialog, setDialog] = useState<'deactivate' | 'reactivate' | null>(null);
  useForbiddenRedirect(query.error);
  const account = query.data;
  useDocumentTitle(account ? displayName(account) : t('dashboard.crumbs.profile'));

  if (query.isLoading) return <PageLoader />;
  if (!account) return <ErrorPanel message={parseError(query.error)} onRetry={() => void query.refetch()} />;

  const isSelf = account.id === access.accountId;
  const mayAct =
    !isSelf &&
    (account.role !== 1 || access.isSuperAdmin) &&
    (account.role !== 2 || access.has(Permission.AdminManage));
  const handleConfirm = (reason: string) =>
    setDeactivated.mutate(dialog === 'deactivate' ? { isDeactivated: true, reason } : { isDeactivated: false }, {
      onSuccess: () => {
        notifySuccess(
          t(dialog === 'deactivate' ? 'dashboard.userDetail.deactivated' : 'dashboard.userDetail.reactivated'),
        );
        setDialog(null);
      },
      onError: (error) => notifyError(error),
    });

  const facts = [
    { label: t('dashboard.columns.email'), value: account.email ?? '—' },
    { label: t('dashboard.columns.joined'), value: <DateText value={account.joinedAt} size="sm" /> },
    { label: t('dashboard.columns.lastActive'), value: <DateText value={account.lastActiveAt} size="sm" /> },
    { label: t('dashboard.userDetail.ideaCount'), value: account.ideaCount },
    { label: t('dashboard.userDetail.openReports'), value: account.openReportCount },
    { label: t('dashboard.userDetail.subAccounts'), value: account.subAccountCount },
  ];

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/dashboard/user" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('dashboard.userDetail.back')}
        </Group>
      </Anchor>
      <Paper withBorder p="lg" radius="md">
        <Grid gap="lg" align="center">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Group gap="md" wrap="nowrap" align="flex-start">
              <UserAvatar person={account} src={account.profileImageUrl} size={72} />
              <Stack gap={6} miw={0}>
                <Title order={1} fz={{ base: 22, sm: 26 }}>
                  {account.isDeleted ? t('deletedAccount') : displayName(account)}
                </Title>
                {!account.isDeleted && (
                  <Text c="dimmed" size="sm">
                    @{account.username}
                  </Text>
                )}
                <Group gap="xs">
                  <RoleBadge role={account.role} />
                  <AccountStatusBadge account={account} />
                </Group>
                {account.miniBio && <Text size="sm">{account.miniBio}</Text>}
              </Stack>
            </Group>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Group justify="flex-end">
              {access.has(Permission.UserManage) &&
                mayAct &&
                (account.isDeactivated ? (
                  <Button
                    leftSection={<IconLockOpen size={16} aria-hidden />}
                    color="teal"
                    onClick={() => setDialog('reactivate')}
                  >
                    {t('dashboard.userDetail.reactivate')}
                  </Button>
                ) : (
                  <Button
                    leftSection={<IconLock size={16} aria-hidden />}
                    color="red"
                    onClick={() => setDialog('deactivate')}
                  >
                    {t('dashboard.userDetail.deactivate')}
                  </Button>
                ))}
            </Group>
          </Grid.Col>
        </Grid>
        {account.isDeactivated && (
          <Alert color="red" variant="light" mt="md" title={t('dashboard.userDetail.deactivatedTitle')}>
            <Group gap="xs">
              <Text size="sm">{account.deactivatedReason ?? '—'}</Text>
              <Text size="sm" c="dimmed">
                · <DateText value={account.deactivatedAt} size="xs" />
              </Text>
            </Group>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, s400: 2, sm: 3 }} mt="lg" spacing="md">
          {facts.map((fact) => (
            <Stack key={fact.label} gap={2}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                {fact.label}
              </Text>
              <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
                {fact.value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Paper>
      <UserDetailTabs accountId={account.id} />
      <ConfirmDialog
        opened={dialog === 'deactivate'}
        title={t('dashboard.userDetail.deactivateTitle', { name: displayName(account) })}
        message={t('dashboard.userDetail.deactivateBody')}
        confirmLabel={t('dashboard.userDetail.deactivate')}
        isDanger
        textLabel={t('dashboard.userDetail.reason')}
        isTextRequired
        isLoading={setDeactivated.isPending}
        onConfirm={handleConfirm}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        opened={dialog === 'reactivate'}
        title={t('dashboard.userDetail.reactivateTitle', { name: displayName(account) })}
        message={t('dashboard.userDetail.reactivateBody')}
        confirmLabel={t('dashboard.userDetail.reactivate')}
        isLoading={setDeactivated.isPending}
        onConfirm={handleConfirm}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
