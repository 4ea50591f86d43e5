import { Pagination, type PaginationProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's Pagination with a spoken name on its first/previous/next/last arrows (they show only an
 * icon, so a screen reader would announce a nameless button). Use it for every paged list.
 */
export function LabelledPagination(props: PaginationProps) {
  const { t } = useTranslation();
  return <Pagination getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })} {...props} />;
}
