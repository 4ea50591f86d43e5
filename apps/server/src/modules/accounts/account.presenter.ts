import {
  type AccountRole,
  type MatchProfile,
  type Permission,
  type Profile,
  type PublicProfile,
} from '@ideamatch/shared';
import type { Account } from '../../db/schema/index';
import { fileUrl } from '../../lib/files';
import { presentPerson } from './person.presenter';

/** The match-smart fields of an account (partner search and suggestions read them too). */
export const presentMatchProfile = (account: Account): MatchProfile => ({
  skillsOffered: account.skillsOffered ?? [],
  skillsSought: account.skillsSought ?? [],
  interestedCategories: (account.interestedCategories ?? []) as MatchProfile['interestedCategories'],
  timeCommitment: (account.timeCommitment ?? null) as MatchProfile['timeCommitment'],
  location: account.location,
  isLookingForPartner: account.isLookingForPartner,
});

/** The signed-in person's own view of their account. */
export function presentProfile(
  account: Account,
  { permissions, subAccount }: { permissions: Permission[]; subAccount: Account | null },
): Profile {
  return {
    id: account.id,
    username: account.username,
    email: account.email,
    // An account without an address (Google without email, sub-accounts) has nothing to verify.
    isEmailVerified: account.email === null || account.emailVerifiedAt !== null,
    firstName: account.firstName,
    middleName: account.middleName,
    lastName: account.lastName,
    miniBio: account.miniBio,
    bio: account.bio,
    profileImage: account.profileImage,
    profileImageUrl: fileUrl(account.profileImage),
    backgroundImage: account.backgroundImage,
    backgroundImageUrl: fileUrl(account.backgroundImage),
    achievements: account.achievements ?? [],
    role: account.role as AccountRole,
    permissions,
    isNewsAndPromotion: account.isNewsAndPromotion,
    language: account.language,
    joinedAt: account.createdAt.toISOString(),
    subAccountInfo: subAccount
      ? { id: subAccount.id, username: subAccount.username, firstName: subAccount.firstName }
      : null,
    ...presentMatchProfile(account),
  };
}

/** What anyone may see of an account or sub-account: no email, consents or permissions. */
export function presentPublicProfile(account: Account): PublicProfile {
  return {
    ...presentPerson(account),
    miniBio: account.miniBio,
    bio: account.bio,
    backgroundImageUrl: fileUrl(account.backgroundImage),
    achievements: account.achievements ?? [],
    joinedAt: account.createdAt.toISOString(),
    ...presentMatchProfile(account),
  };
}
