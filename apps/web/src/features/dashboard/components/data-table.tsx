import { Box, Group, LoadingOverlay, Paper, ScrollArea, Table, Text } from '@mantine/core';
import { LabelledPagination } from '../../../components/ui/labelled-pagination';
import type { Paged } from '@ideamatch/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { parseError } from '../../../lib/errors';

export type Column<T> = { key: string; label: string; render: (row: T) => ReactNode; width?: number | string };

/** What a table reads of the react-query result behind it. */
export type PagedQuery<T> = Pick<UseQueryResult<Paged<T>>, 'data' | 'isLoading' | 'isFetching' | 'error' | 'refetch'>;

type DataTableProps<T> = {
  caption: string;
  columns: Column<T>[];
  query: PagedQuery<T>;
  rowKey: (row: T) => string;
  onPageChange: (page: number) => void;
  icon: ReactNode;
  emptyTitle: string;
  emptyBody?: string;
  toolbar?: ReactNode;
  minWidth?: number;
};

/** A dashboard table with loading, empty and error states and paging under it. */
export function DataTable<T>({
  caption,
  columns,
  query,
  rowKey,
  onPageChange,
  icon,
  emptyTitle,
  emptyBody,
  toolbar,
  minWidth = 760,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const { data, isLoading, isFetching, error } = query;
  const onRetry = () => void query.refetch();
  const rows = data?.result ?? [];
  const body =
    error && !data ? (
      <ErrorPanel message={parseError(error)} onRetry={onRetry} />
    ) : !isLoading && rows.length === 0 ? (
      <Box py="xl" px="md">
        <EmptyPanel isFrameless icon={icon} title={emptyTitle} description={emptyBody} />
      </Box>
    ) : null;
  return (
    <Paper withBorder p={0} pos="relative">
      {toolbar && (
        <Box p="md" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
          {toolbar}
        </Box>
      )}
      <LoadingOverlay visible={isLoading || Boolean(isFetching && data)} overlayProps={{ blur: 1 }} zIndex={5} />
      <ScrollArea>
        <Table miw={minWidth} verticalSpacing="sm" horizontalSpacing="md" highlightOnHover striped={false}>
          <Table.Caption hidden>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} w={column.width}>
                  {column.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.key}>{column.render(row)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
            {isLoading && !rows.length && (
              <Table.Tr>
                <Table.Td colSpan={columns.length} h={160} />
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {body}
      {data && data.totalItems > 0 && (
        <Group
          justify="space-between"
          p="md"
          gap="sm"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Text size="sm" c="dimmed">
            {t('dashboard.table.summary', { count: data.totalItems, page: data.currentPage, pages: data.totalPages })}
          </Text>
          {data.totalPages > 1 && (
            <LabelledPagination
              total={data.totalPages}
              value={data.currentPage}
              onChange={onPageChange}
              size="sm"
              siblings={1}
            />
          )}
        </Group>
      )}
    </Paper>
  );
}
