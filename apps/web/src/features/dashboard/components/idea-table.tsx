import { Anchor, Box, Group, Text } from '@mantine/core';
import type { DashboardIdea } from '@ideamatch/shared';
import { IconBulb } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SafeImage } from '../../../components/ui/safe-image';
import { DateText, IdeaStatusBadges, PersonCell } from './dashboard-bits';
import { DataTable, type Column, type PagedQuery } from './data-table';

type IdeaTableProps = {
  query: PagedQuery<DashboardIdea>;
  onPageChange: (page: number) => void;
  emptyTitle: string;
  toolbar?: ReactNode;
  /** Leave out the owner column (on the owner's own profile page). */
  isOwnerHidden?: boolean;
};

/** Ideas as a dashboard table; each name opens its moderation page. */
export function IdeaTable({ isOwnerHidden, ...props }: IdeaTableProps) {
  const { t } = useTranslation();
  const columns: Column<DashboardIdea>[] = [
    {
      key: 'idea',
      label: t('dashboard.columns.idea'),
      render: (row) => (
        <Group gap="sm" wrap="nowrap" miw={220}>
          <Box w={48} h={48} style={{ borderRadius: 8, overflow: 'hidden', flexShrink: 0 }}>
            <SafeImage src={row.coverImageUrl} alt="" h={48} radius={8} decorative />
          </Box>
          <Box miw={0}>
            <Anchor component={Link} to={`/dashboard/idea/${row.id}`} fw={600} size="sm" lineClamp={2}>
              {row.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              {t(`categories.${row.category}`)}
            </Text>
          </Box>
        </Group>
      ),
    },
    ...(isOwnerHidden
      ? []
      : [
          {
            key: 'owner',
            label: t('dashboard.columns.owner'),
            render: (row: DashboardIdea) => <PersonCell person={row.owner} to={`/dashboard/user/${row.owner.id}`} />,
          },
        ]),
    { key: 'status', label: t('dashboard.columns.status'), render: (row) => <IdeaStatusBadges idea={row} /> },
    {
      key: 'activity',
      label: t('dashboard.columns.activity'),
      render: (row) => (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('dashboard.ideas.activity', { views: row.views, comments: row.commentCount })}
        </Text>
      ),
    },
    { key: 'posted', label: t('dashboard.columns.posted'), render: (row) => <DateText value={row.postDate} /> },
  ];
  return (
    <DataTable
      caption={t('dashboard.ideas.title')}
      columns={columns}
      rowKey={(row) => row.id}
      icon={<IconBulb size={30} aria-hidden />}
      {...props}
    />
  );
}
