import type { Profile, ProfileUpdate } from '@ideamatch/shared';

/** The editable text fields of a profile. */
export const PROFILE_TEXT_FIELDS = ['firstName', 'middleName', 'lastName', 'miniBio', 'bio'] as const;
export type ProfileTextField = (typeof PROFILE_TEXT_FIELDS)[number];

/** The match-smart fields (used by partner search and suggestions) as the form holds them. */
export type MatchFormValues = {
  skillsOffered: string[];
  skillsSought: string[];
  interestedCategories: string[];
  timeCommitment: string | null;
  location: string;
  isLookingForPartner: boolean;
};

export type ProfileFormValues = Record<ProfileTextField, string> & {
  achievements: { name: string }[];
  match: MatchFormValues;
};

const matchOf = (profile: Profile): MatchFormValues => ({
  skillsOffered: [...profile.skillsOffered],
  skillsSought: [...profile.skillsSought],
  interestedCategories: [...profile.interestedCategories],
  timeCommitment: profile.timeCommitment,
  location: profile.location ?? '',
  isLookingForPartner: profile.isLookingForPartner,
});

/** The match fields that changed, in the shape `PATCH /api/account/{id}` takes. */
function matchChanges(profile: Profile, values: MatchFormValues): ProfileChanges {
  const saved = matchOf(profile);
  const changes: ProfileChanges = {};
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (!same(values.skillsOffered, saved.skillsOffered)) changes.skillsOffered = values.skillsOffered;
  if (!same(values.skillsSought, saved.skillsSought)) changes.skillsSought = values.skillsSought;
  if (!same(values.interestedCategories, saved.interestedCategories)) {
    changes.interestedCategories = values.interestedCategories as ProfileChanges['interestedCategories'];
  }
  if (values.timeCommitment !== saved.timeCommitment) {
    changes.timeCommitment = values.timeCommitment as ProfileChanges['timeCommitment'];
  }
  if (values.location.trim() !== saved.location) changes.location = values.location.trim() || null;
  if (values.isLookingForPartner !== saved.isLookingForPartner)
    changes.isLookingForPartner = values.isLookingForPartner;
  return changes;
}

/** `PATCH /api/account/{id}` body: only what changed. */
export type ProfileChanges = ProfileUpdate;

/** Upload keys of images picked in the form (absent when the image was not replaced). */
export type NewImageKeys = { profileImage?: string; backgroundImage?: string };

/** Form values that start from the saved profile. */
export function toFormValues(profile: Profile): ProfileFormValues {
  const text = Object.fromEntries(PROFILE_TEXT_FIELDS.map((field) => [field, profile[field] ?? ''])) as Record<
    ProfileTextField,
    string
  >;
  return { ...text, achievements: profile.achievements.map(({ name }) => ({ name })), match: matchOf(profile) };
}

const achievementNames = (list: readonly { name: string }[]): string =>
  JSON.stringify(list.map(({ name }) => name.trim()));

/**
 * What the edit form changed: an empty new text counts as
 * unchanged, achievements compare by their names, and a replaced image also asks the server to
 * delete the old file.
 */
export function profileChanges(profile: Profile, values: ProfileFormValues, images: NewImageKeys = {}): ProfileChanges {
  const changes: ProfileChanges = {};
  for (const field of PROFILE_TEXT_FIELDS) {
    const next = values[field].trim();
    if (next && next !== (profile[field] ?? '')) changes[field] = next;
  }
  if (achievementNames(values.achievements) !== achievementNames(profile.achievements)) {
    changes.achievements = values.achievements.map(({ name }) => ({ name: name.trim() }));
  }
  const toDelete: string[] = [];
  for (const field of ['profileImage', 'backgroundImage'] as const) {
    const key = images[field];
    if (!key) continue;
    changes[field] = key;
    const oldKey = profile[field];
    if (oldKey && oldKey !== key) toDelete.push(oldKey);
  }
  if (toDelete.length > 0) changes.toDeleteAttachments = toDelete;
  return { ...changes, ...matchChanges(profile, values.match) };
}

/** Whether the form differs from the saved profile (pending images count). */
export function isProfileFormDirty(profile: Profile, values: ProfileFormValues, hasNewImages: boolean): boolean {
  if (hasNewImages) return true;
  const saved = toFormValues(profile);
  return (
    PROFILE_TEXT_FIELDS.some((field) => values[field].trim() !== saved[field].trim()) ||
    achievementNames(values.achievements) !== achievementNames(saved.achievements) ||
    Object.keys(matchChanges(profile, values.match)).length > 0
  );
}
