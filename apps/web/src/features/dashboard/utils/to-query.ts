import type { QueryParams } from '../../../lib/api-client';

/** A list query (shared zod input type) as the API client's query parameters. */
export const toQuery = (query: object): QueryParams => query as QueryParams;
