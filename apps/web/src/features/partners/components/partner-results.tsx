import { Center, Loader, SimpleGrid, Stack } from '@mantine/core';
import { LabelledPagination } from '../../../components/ui/labelled-pagination';
import type { Paged } from '@ideamatch/shared';
import { IconUsers } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { parseError } from '../../../lib/errors';

type PartnerResultsProps<T> = {
  query: UseQueryResult<Paged<T>>;
  page: number;
  onPage: (page: number) => void;
  renderItem: (item: T) => ReactNode;
  keyOf: (item: T) => string;
  emptyHint?: ReactNode;
};

/** A paged grid of people with loading, error and "no one matches" states. */
export function PartnerResults<T>({ query, page, onPage, renderItem, keyOf, emptyHint }: PartnerResultsProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Center py={60}>
        <Loader />
      </Center>
    );
  }
  if (query.isError) return <ErrorPanel message={parseError(query.error)} onRetry={() => void query.refetch()} />;
  const { result, totalPages } = query.data;
  if (!result.length) {
    return (
      <EmptyPanel icon={<IconUsers size={30} aria-hidden />} title={t('messages.noPartners')} description={emptyHint} />
    );
  }
  return (
    <Stack gap="lg" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {result.map((item) => (
          <div key={keyOf(item)}>{renderItem(item)}</div>
        ))}
      </SimpleGrid>
      {totalPages > 1 && (
        <Center>
          <LabelledPagination total={totalPages} value={page} onChange={onPage} radius="xl" />
        </Center>
      )}
    </Stack>
  );
}
