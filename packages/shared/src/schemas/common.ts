import { z } from 'zod';
import { LIMITS } from '../constants.js';

/** Calendar years a date in a request may fall in: anything outside is a typo or a probe. */
export const DATE_YEAR_RANGE = { min: 1970, max: 9999 } as const;
const yearInRange = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= DATE_YEAR_RANGE.min && year <= DATE_YEAR_RANGE.max;
};

/** `{ A: 'text' }` → `{ A: 'A' }`: a table's field error codes, to give a Zod rule as its message. */
export const codesOf = <T extends Record<string, string>>(messages: T): { [K in keyof T]: K } =>
  Object.fromEntries(Object.keys(messages).map((code) => [code, code])) as { [K in keyof T]: K };

/** Field error codes that any request can meet. */
export const COMMON_FIELD_MESSAGES = {
  DATE_OUT_OF_RANGE: `Date must fall between the years ${DATE_YEAR_RANGE.min} and ${DATE_YEAR_RANGE.max}`,
  /** An image key that is not one of this form's uploads. */
  IMAGE_KEY_INVALID: 'Please upload this image again.',
  /** PostgreSQL cannot store a NUL character, so no request string may hold one. */
  NUL_CHARACTER: 'Text must not contain a NUL character',
  /** A dependency of the readiness check did not answer. */
  DEPENDENCY_UNREACHABLE: 'This dependency is not reachable',
} as const;
export const COMMON_FIELD_CODES = codesOf(COMMON_FIELD_MESSAGES);

/** A day (YYYY-MM-DD) in a request; every date field of the contract uses this. */
export const requestDate = () => z.iso.date().refine(yearInRange, COMMON_FIELD_CODES.DATE_OUT_OF_RANGE);
/** An instant (ISO 8601 with offset) in a request; every date-time field of the contract uses this. */
export const requestDateTime = () =>
  z.iso.datetime({ offset: true }).refine(yearInRange, COMMON_FIELD_CODES.DATE_OUT_OF_RANGE);

/** The reply envelope every successful route uses (docs/design.md#http-contract). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ statusCode: z.number().int(), message: z.string(), data });
export type Envelope<T> = { statusCode: number; message: string; data: T };
/** The reply of an action that has nothing to return: `data` is null. */
export const emptyReplySchema = envelope(z.null());

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

/**
 * The largest value a PostgreSQL `integer` holds: a number from the address is refused above it (a
 * 400 naming the field), never sent to the database to overflow there.
 */
export const INT4_MAX = 2_147_483_647;

/** A whole number from 1 to `INT4_MAX` read from a path or query string (`"7"`). */
export const positiveIntParam = () => z.coerce.number().int().min(1).max(INT4_MAX);

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
  /** The person deleted their account: show "Deleted account" instead of a name. */
  isDeleted: z.boolean().optional(),
});
export type PersonSummary = z.infer<typeof personSummarySchema>;

/** Usernames of deleted accounts start with this; it is longer than any username a person may register. */
export const DELETED_USERNAME_PREFIX = 'deleted.';
export const isDeletedUsername = (username: string): boolean =>
  username.startsWith(DELETED_USERNAME_PREFIX) && username.length > 30;
