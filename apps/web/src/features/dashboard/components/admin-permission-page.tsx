import { Badge, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { PERMISSIONS } from '@ideamatch/shared/constants';
import type { Permission } from '@ideamatch/shared';
import { IconBulb, IconFlag, IconShieldCheck, IconUserShield, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DashboardPageIntro } from './dashboard-page-intro';
import { EmptyTable } from './empty-table';

const PERMISSION_ICON: Record<Permission, ReactNode> = {
  'user.manage': <IconUsers size={20} aria-hidden />,
  'idea.manage': <IconBulb size={20} aria-hidden />,
  'report.manage': <IconFlag size={20} aria-hidden />,
  'admin.manage': <IconUserShield size={20} aria-hidden />,
};

const PERMISSION_KEY = {
  'user.manage': 'userManage',
  'idea.manage': 'ideaManage',
  'report.manage': 'reportManage',
  'admin.manage': 'adminManage',
} as const satisfies Record<Permission, string>;

/** `/dashboard/admin-permission`: what each permission allows and who holds it. */
export function AdminPermissionPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.permissions.title'));
  return (
    <Stack gap="xl">
      <DashboardPageIntro
        title={t('dashboard.permissions.title')}
        description={t('dashboard.permissions.description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 4 }} spacing="md">
        {PERMISSIONS.map((permission) => (
          <Paper key={permission} withBorder p="md">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" size={40} radius="md">
                {PERMISSION_ICON[permission]}
              </ThemeIcon>
              <Stack gap={4}>
                <Text fw={700}>{t(`dashboard.permissions.items.${PERMISSION_KEY[permission]}.title`)}</Text>
                <Text size="sm" c="dimmed">
                  {t(`dashboard.permissions.items.${PERMISSION_KEY[permission]}.body`)}
                </Text>
                <Badge variant="outline" size="xs" w="fit-content" tt="none">
                  {permission}
                </Badge>
              </Stack>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
      <EmptyTable
        caption={t('dashboard.permissions.title')}
        columns={[
          t('dashboard.columns.admin'),
          ...PERMISSIONS.map((p) => t(`dashboard.permissions.items.${PERMISSION_KEY[p]}.title`)),
        ]}
        icon={<IconShieldCheck size={30} aria-hidden />}
        emptyTitle={t('dashboard.permissions.emptyTitle')}
        emptyBody={t('dashboard.permissions.emptyBody')}
      />
    </Stack>
  );
}
