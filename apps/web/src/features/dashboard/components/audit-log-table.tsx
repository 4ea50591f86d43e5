import { Anchor, Badge, Stack, Text } from '@mantine/core';
import type { AuditEntry } from '@ideamatch/shared';
import { IconHistory } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuditLogQuery } from '../api/dashboard-queries';
import { useAuditLog } from '../api/get-audit-log';
import { auditTargetPath } from '../utils/audit-format';
import { AuditChange } from './audit-change';
import { DateText, PersonCell } from './dashboard-bits';
import { DataTable, type Column } from './data-table';

const ACTION_COLOR: Record<string, string> = {
  account: 'red',
  admin: 'grape',
  idea: 'blue',
  comment: 'orange',
  report: 'teal',
};

/** Audit entries under a filter, newest first (the audit log page and the detail pages). */
export function AuditLogTable({
  filter,
  page,
  onPageChange,
  toolbar,
}: {
  filter: Omit<AuditLogQuery, 'page'>;
  page: number;
  onPageChange: (page: number) => void;
  toolbar?: ReactNode;
}) {
  const { t } = useTranslation();
  const query = useAuditLog({ ...filter, page });
  const columns: Column<AuditEntry>[] = [
    { key: 'when', label: t('dashboard.columns.when'), render: (row) => <DateText value={row.createdAt} size="xs" /> },
    {
      key: 'admin',
      label: t('dashboard.columns.admin'),
      render: (row) =>
        row.actor ? (
          <PersonCell person={row.actor} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('dashboard.audit.system')}
          </Text>
        ),
    },
    {
      key: 'action',
      label: t('dashboard.columns.action'),
      render: (row) => (
        <Badge
          variant="light"
          color={ACTION_COLOR[row.action.split('.')[0] ?? ''] ?? 'gray'}
          tt="none"
          w="max-content"
          maw="none"
        >
          {t(`dashboard.audit.actions.${row.action}`)}
        </Badge>
      ),
    },
    {
      key: 'target',
      label: t('dashboard.columns.target'),
      render: (row) => {
        const path = auditTargetPath(row);
        const label = row.targetLabel ?? row.targetId.slice(0, 8);
        return (
          <Stack gap={0} maw={240}>
            <Text size="xs" c="dimmed">
              {t(`dashboard.audit.targets.${row.targetType}`)}
            </Text>
            {path ? (
              <Anchor component={Link} to={path} size="sm" lineClamp={1}>
                {label}
              </Anchor>
            ) : (
              <Text size="sm" lineClamp={1}>
                {label}
              </Text>
            )}
          </Stack>
        );
      },
    },
    { key: 'change', label: t('dashboard.columns.change'), render: (row) => <AuditChange entry={row} /> },
    {
      key: 'note',
      label: t('dashboard.columns.note'),
      render: (row) => (
        <Text size="sm" lineClamp={3} maw={220} c={row.note ? undefined : 'dimmed'}>
          {row.note ?? '—'}
        </Text>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('dashboard.audit.title')}
      columns={columns}
      query={query}
      rowKey={(row) => row.id}
      onPageChange={onPageChange}
      icon={<IconHistory size={30} aria-hidden />}
      emptyTitle={t('dashboard.audit.empty')}
      toolbar={toolbar}
      minWidth={1120}
    />
  );
}
