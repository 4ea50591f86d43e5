import { isDeletedUsername, type PersonSummary } from '@ideamatch/shared';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { fileUrl } from '../../lib/files';

/** The fields a person summary is made of (select them with `personColumns`). */
export type PersonRow = {
  id: string;
  username: string;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  profileImage: string | null;
};

type PersonTable = Record<keyof PersonRow, AnyPgColumn>;

/** The columns of `PersonRow`, from `accounts` or an alias of it; select them under one key (`author`, `owner`…). */
export const personColumns = <T extends PersonTable>(table: T): Pick<T, keyof PersonTable> => ({
  id: table.id,
  username: table.username,
  firstName: table.firstName,
  middleName: table.middleName,
  lastName: table.lastName,
  profileImage: table.profileImage,
});

/**
 * The public face of a person next to their content (an idea's owner, an author, a chat partner,
 * who acted): name parts and picture, never email or consents. A deleted account is flagged so the
 * web shows "Deleted account" instead of its blank name.
 */
export const presentPerson = (row: PersonRow): PersonSummary => ({
  id: row.id,
  username: row.username,
  firstName: row.firstName,
  middleName: row.middleName,
  lastName: row.lastName,
  profileImageUrl: fileUrl(row.profileImage),
  ...(isDeletedUsername(row.username) ? { isDeleted: true } : {}),
});

/** A person from a left join: null when the join found nobody. */
export const presentOptionalPerson = (row: { [K in keyof PersonRow]: PersonRow[K] | null } | null) =>
  row?.id && row.username ? presentPerson(row as PersonRow) : null;
