import type { Paged } from '@ideamatch/shared';

/**
 * The paged envelope (`currentPage`, `pageSize`, `totalItems`, `totalPages`, `result`) for one
 * page of `result` out of `totalItems`.
 */
export const pageOf = <T>(
  { page, pageSize }: { page: number; pageSize: number },
  totalItems: number,
  result: T[],
): Paged<T> => ({
  currentPage: page,
  pageSize,
  totalItems,
  totalPages: Math.ceil(totalItems / pageSize),
  result,
});

/** LIMIT and OFFSET of a page. */
export const pageWindow = ({ page, pageSize }: { page: number; pageSize: number }) => ({
  limit: pageSize,
  offset: (page - 1) * pageSize,
});
