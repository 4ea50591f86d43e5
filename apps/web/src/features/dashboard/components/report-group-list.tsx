import { Box, Group, LoadingOverlay, Stack, Text } from '@mantine/core';
import { LabelledPagination } from '../../../components/ui/labelled-pagination';
import type { Paged, ReportGroup } from '@ideamatch/shared';
import { IconFlag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { parseError } from '../../../lib/errors';
import { ReportGroupCard } from './report-group-card';

type Props = {
  data: Paged<ReportGroup> | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  onPageChange: (page: number) => void;
  emptyTitle: string;
  canDecide: boolean;
};

/** Report groups as cards with paging, loading, empty and error states. */
export function ReportGroupList({ data, isLoading, error, onRetry, onPageChange, emptyTitle, canDecide }: Props) {
  const { t } = useTranslation();
  if (error && !data) return <ErrorPanel message={parseError(error)} onRetry={onRetry} />;
  if (!isLoading && data && !data.result.length) {
    return <EmptyPanel icon={<IconFlag size={30} aria-hidden />} title={emptyTitle} />;
  }
  return (
    <Box pos="relative" mih={160}>
      <LoadingOverlay visible={isLoading} />
      <Stack gap="md">
        {data?.result.map((group) => (
          <ReportGroupCard key={group.idea.id} group={group} canDecide={canDecide} />
        ))}
      </Stack>
      {data && data.totalPages > 1 && (
        <Group justify="space-between" mt="md">
          <Text size="sm" c="dimmed">
            {t('dashboard.table.summary', { count: data.totalItems, page: data.currentPage, pages: data.totalPages })}
          </Text>
          <LabelledPagination total={data.totalPages} value={data.currentPage} onChange={onPageChange} size="sm" />
        </Group>
      )}
    </Box>
  );
}
