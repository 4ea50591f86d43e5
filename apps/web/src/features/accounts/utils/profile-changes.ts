import type { Profile, ProfileUpdate } from '@ideamatch/shared';

/** The editable text fields of a profile. */
export const PROFILE_TEXT_FIELDS = ['firstName', 'middleName', 'lastName', 'miniBio', 'bio'] as const;
export type ProfileTextField = (typeof PROFILE_TEXT_FIELDS)[number];

export type ProfileFormValues = Record<ProfileTextField, string> & { achievements: { name: string }[] };

/** `PATCH /api/account/{id}` body: only what changed (SPEC.md section 5). */
export type ProfileChanges = ProfileUpdate;

/** Upload keys of images picked in the form (absent when the image was not replaced). */
export type NewImageKeys = { profileImage?: string; backgroundImage?: string };

/** Form values that start from the saved profile. */
export function toFormValues(profile: Profile): ProfileFormValues {
  const text = Object.fromEntries(PROFILE_TEXT_FIELDS.map((field) => [field, profile[field] ?? ''])) as Record<
    ProfileTextField,
    string
  >;
  return { ...text, achievements: profile.achievements.map(({ name }) => ({ name })) };
}

const achievementNames = (list: readonly { name: string }[]): string =>
  JSON.stringify(list.map(({ name }) => name.trim()));

/**
 * What the edit form changed, as SPEC.md section 5 defines it: an empty new text counts as
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
  return changes;
}

/** Whether the form differs from the saved profile (pending images count). */
export function isProfileFormDirty(profile: Profile, values: ProfileFormValues, hasNewImages: boolean): boolean {
  if (hasNewImages) return true;
  const saved = toFormValues(profile);
  return (
    PROFILE_TEXT_FIELDS.some((field) => values[field].trim() !== saved[field].trim()) ||
    achievementNames(values.achievements) !== achievementNames(saved.achievements)
  );
}
