import { Anchor, Box, MultiSelect, Select, SimpleGrid, Stack, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import { IDEA_CATEGORIES, MATCH_LIMITS, TIME_COMMITMENTS } from '@ideamatch/shared';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProfileFormValues } from '../utils/profile-changes';

type MatchProfileFieldsProps = { form: UseFormReturnType<ProfileFormValues>; isDisabled: boolean };

/** Match-smart fields of the profile form: skills offered and sought, categories, commitment, location. */
export function MatchProfileFields({ form, isDisabled }: MatchProfileFieldsProps) {
  const { t } = useTranslation();
  const skillsProps = {
    placeholder: t('match.skillsPlaceholder'),
    maxTags: MATCH_LIMITS.skillsMax,
    maxLength: MATCH_LIMITS.skillMax,
    clearable: true,
    disabled: isDisabled,
    splitChars: [','],
  };
  return (
    <Box component="fieldset" p={0} m={0} style={{ border: 0 }}>
      <Text component="legend" fw={700} mb={2}>
        {t('match.title')}
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        {t('match.description')}{' '}
        <Anchor component={Link} to="/match-profile" size="sm" fw={600}>
          {t('matching.missingLink')}
        </Anchor>
      </Text>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TagsInput
            label={t('match.skillsOffered')}
            {...skillsProps}
            key={form.key('match.skillsOffered')}
            {...form.getInputProps('match.skillsOffered')}
          />
          <TagsInput
            label={t('match.skillsSought')}
            {...skillsProps}
            key={form.key('match.skillsSought')}
            {...form.getInputProps('match.skillsSought')}
          />
        </SimpleGrid>
        <MultiSelect
          label={t('match.categories')}
          data={IDEA_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
          clearable
          disabled={isDisabled}
          key={form.key('match.interestedCategories')}
          {...form.getInputProps('match.interestedCategories')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('match.timeCommitment')}
            data={TIME_COMMITMENTS.map((value) => ({ value, label: t(`match.commitments.${value}`) }))}
            clearable
            disabled={isDisabled}
            key={form.key('match.timeCommitment')}
            {...form.getInputProps('match.timeCommitment')}
          />
          <TextInput
            label={t('match.location')}
            maxLength={MATCH_LIMITS.locationMax}
            disabled={isDisabled}
            key={form.key('match.location')}
            {...form.getInputProps('match.location')}
          />
        </SimpleGrid>
        <Switch
          label={t('match.isLookingForPartner')}
          disabled={isDisabled}
          key={form.key('match.isLookingForPartner')}
          {...form.getInputProps('match.isLookingForPartner', { type: 'checkbox' })}
        />
      </Stack>
    </Box>
  );
}
