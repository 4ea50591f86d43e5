import { AspectRatio, Button, Group, Paper, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PROFILE_LIMITS } from '@ideamatch/shared/schemas/account';
import type { Profile } from '@ideamatch/shared';
import { IMAGE_SIZES } from '@ideamatch/shared/constants';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AchievementListInput } from '../../../components/ui/achievement-list-input';
import { SafeImage } from '../../../components/ui/safe-image';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { formError, parseFieldErrors } from '../../../lib/errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSaveProfile, type SaveProfileResult } from '../api/update-profile';
import { isProfileFormDirty, toFormValues } from '../utils/profile-changes';
import type { ProfileFormValues } from '../utils/profile-changes';
import { DiscardChangesDialog } from './discard-changes-dialog';
import { MatchProfileFields } from './match-profile-fields';
import { ImagePicker, usePickedImage } from './image-picker';
import classes from './profile-header.module.css';

type ProfileEditFormProps = {
  profile: Profile;
  onSaved: (profile: SaveProfileResult) => void;
  onCancel: () => void;
};

const ACHIEVEMENT_FIELD = /^achievements\.\d+\.name$/;
const sizeHint = ({ width, height }: { width: number; height: number }) => `${width} × ${height} px`;

/** Server field errors, with any achievement error shown as the fixed "cannot be empty" in both languages. */
function toFormErrors(error: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(parseFieldErrors(error)).map(([field, message]) => [
      field,
      ACHIEVEMENT_FIELD.test(field) ? 'PROFILE_ACHIEVEMENT_EMPTY' : message,
    ]),
  );
}

/**
 * Edit mode of one's own profile: names, bios, achievements and the two
 * images. Images are checked here, uploaded on save, and only changed fields are sent.
 */
export function ProfileEditForm({ profile, onSaved, onCancel }: ProfileEditFormProps) {
  const { t } = useTranslation();
  const saveProfile = useSaveProfile();
  const [avatar, setAvatarFile] = usePickedImage();
  const [cover, setCoverFile] = usePickedImage();
  const [isConfirmingCancel, setIsConfirmingCancel] = useState(false);
  const form = useForm<ProfileFormValues>({
    initialValues: toFormValues(profile),
    validate: {
      achievements: { name: (value: string) => (value.trim() ? null : 'PROFILE_ACHIEVEMENT_EMPTY') },
    },
  });
  const isPending = saveProfile.isPending;
  /** Input props whose error text follows the language toggle. */
  const inputProps = (path: string) => ({ ...form.getInputProps(path), error: formError(form.errors[path]) });

  const handleSubmit = form.onSubmit((values) => {
    saveProfile.mutate(
      { profile, values, profileImageFile: avatar?.file ?? null, backgroundImageFile: cover?.file ?? null },
      {
        onSuccess: (updated) => {
          notifySuccess(t(updated ? 'profile.edit.saved' : 'profile.edit.nothingChanged'));
          onSaved(updated);
        },
        onError: (error) => {
          form.setErrors(toFormErrors(error));
          notifyError(error, t('profile.edit.saveFailed'));
        },
      },
    );
  });

  const handleCancel = () => {
    if (isProfileFormDirty(profile, form.getValues(), Boolean(avatar || cover))) setIsConfirmingCancel(true);
    else onCancel();
  };

  const person = { ...profile, ...form.getValues() };
  const achievements = form.getValues().achievements;

  return (
    <Paper withBorder className={classes.card} component="form" onSubmit={handleSubmit} noValidate>
      <AspectRatio ratio={4} className={classes.cover}>
        <SafeImage
          src={cover?.previewUrl ?? profile.backgroundImageUrl}
          alt={t('profile.cover')}
          h="100%"
          radius={0}
          decorative
          intrinsicSize={IMAGE_SIZES.profileBackground}
        />
      </AspectRatio>
      <Stack px={{ base: 'md', sm: 'xl' }} pb="xl" gap="lg">
        <Group align="flex-end" gap="md" wrap="wrap">
          <UserAvatar
            person={person}
            src={avatar?.previewUrl ?? profile.profileImageUrl}
            size={112}
            className={classes.avatar}
          />
          <Group gap="lg" align="flex-start" wrap="wrap">
            <ImagePicker
              label={t('profile.edit.changeAvatar')}
              hint={sizeHint(IMAGE_SIZES.profile)}
              onPick={setAvatarFile}
              disabled={isPending}
            />
            <ImagePicker
              label={t('profile.edit.changeCover')}
              hint={sizeHint(IMAGE_SIZES.profileBackground)}
              onPick={setCoverFile}
              disabled={isPending}
            />
          </Group>
        </Group>

        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput
            label={t('profile.fields.firstName')}
            maxLength={PROFILE_LIMITS.nameMax}
            {...inputProps('firstName')}
          />
          <TextInput
            label={t('profile.fields.middleName')}
            maxLength={PROFILE_LIMITS.nameMax}
            {...inputProps('middleName')}
          />
          <TextInput
            label={t('profile.fields.lastName')}
            maxLength={PROFILE_LIMITS.nameMax}
            {...inputProps('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label={t('profile.fields.miniBio')}
          description={t('profile.fields.miniBioHint')}
          maxLength={PROFILE_LIMITS.miniBioMax}
          {...inputProps('miniBio')}
        />
        <Textarea
          label={t('profile.fields.bio')}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={PROFILE_LIMITS.bioMax}
          {...inputProps('bio')}
        />

        <AchievementListInput
          count={achievements.length}
          labels={{
            legend: t('profile.achievements'),
            item: (number) => t('profile.edit.achievementLabel', { number }),
            remove: (number) => t('profile.edit.removeAchievement', { number }),
            add: t('profile.edit.addAchievement'),
            placeholder: t('profile.edit.achievementPlaceholder'),
          }}
          inputProps={(index) => inputProps(`achievements.${index}.name`)}
          rowKey={(index) => form.key(`achievements.${index}`)}
          onAdd={() => form.insertListItem('achievements', { name: '' })}
          onRemove={(index) => form.removeListItem('achievements', index)}
          maxRows={PROFILE_LIMITS.achievementsMax}
          maxLength={PROFILE_LIMITS.achievementMax}
          disabled={isPending}
        />

        <MatchProfileFields form={form} isDisabled={isPending} />

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={handleCancel} disabled={isPending}>
            {t('profile.edit.cancel')}
          </Button>
          <Button type="submit" loading={isPending} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
            {t('profile.edit.save')}
          </Button>
        </Group>
      </Stack>
      <DiscardChangesDialog
        opened={isConfirmingCancel}
        onKeepEditing={() => setIsConfirmingCancel(false)}
        onDiscard={() => {
          setIsConfirmingCancel(false);
          onCancel();
        }}
      />
    </Paper>
  );
}
