import { z } from 'zod';
import { LIMITS } from '../constants.js';

/** The reply envelope every successful route uses (DESIGN.md section 3). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ statusCode: z.number().int(), message: z.string(), data });
export type Envelope<T> = { statusCode: number; message: string; data: T };

/** A page of results. */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    currentPage: z.number().int(),
    pageSize: z.number().int(),
    totalItems: z.number().int(),
    totalPages: z.number().int(),
    result: z.array(item),
  });
export type Paged<T> = {
  currentPage: number;
  pageSize: number;
  totalItems: number;
  totalPages: number;
  result: T[];
};

/** Query of any paged list. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.pageSizeDefault),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const idParamSchema = z.object({ id: z.uuid() });

export const healthReplySchema = envelope(z.object({ status: z.literal('ok'), uptime: z.number() }));
export const readyReplySchema = envelope(
  z.object({
    status: z.enum(['ready', 'not_ready']),
    checks: z.record(z.string(), z.enum(['ok', 'fail', 'disabled'])),
  }),
);

/** The public face of a person next to their content: an idea's owner, a comment's or review's author. */
export const personSummarySchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string().nullable(),
  middleName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type PersonSummary = z.infer<typeof personSummarySchema>;
