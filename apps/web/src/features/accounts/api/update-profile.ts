import type { Profile } from '@ideamatch/shared';
import { accountApi } from '@ideamatch/shared/api/account';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { uploadFiles } from '../../../lib/upload-files';
import { profileChanges } from '../utils/profile-changes';
import type { NewImageKeys, ProfileChanges, ProfileFormValues } from '../utils/profile-changes';

/**
 * `PATCH /api/account/{id}` with only the changed fields; answers the updated profile: the full one
 * for the own main account, the public one for a sub-account.
 */
export const patchProfile = (id: string, changes: ProfileChanges) =>
  call(accountApi.update, { params: { id }, body: changes });

export type SaveProfileInput = {
  profile: Profile;
  values: ProfileFormValues;
  profileImageFile: File | null;
  backgroundImageFile: File | null;
};

/** The updated profile; null when nothing changed, so nothing was sent. */
export type SaveProfileResult = Awaited<ReturnType<typeof patchProfile>> | null;

/**
 * Saves the edit form: new images are uploaded first (to `account/<id>`), then one PATCH carries
 * their keys with the changed fields and the old keys to delete.
 */
export async function saveProfile({
  profile,
  values,
  profileImageFile,
  backgroundImageFile,
}: SaveProfileInput): Promise<SaveProfileResult> {
  const slots = [
    ['profileImage', profileImageFile],
    ['backgroundImage', backgroundImageFile],
  ] as const;
  const picked = slots.filter((slot): slot is readonly [(typeof slot)[0], File] => slot[1] !== null);
  const images: NewImageKeys = {};
  if (picked.length > 0) {
    const paths = await uploadFiles({ files: picked.map(([, file]) => file), modulePath: `account/${profile.id}` });
    picked.forEach(([field], index) => {
      const key = paths[index];
      if (key) images[field] = key;
    });
  }
  const changes = profileChanges(profile, values, images);
  if (Object.keys(changes).length === 0) return null;
  return patchProfile(profile.id, changes);
}

export const useSaveProfile = () => useMutation({ mutationFn: saveProfile });
