import { ActionIcon, Avatar, Button, FileButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { PROFILE_LIMITS, SUB_ACCOUNTS_MAX } from '@ideamatch/shared';
import { displayName } from '@ideamatch/shared/format';
import type { SubAccountEntry } from '@ideamatch/shared';
import { USERNAME_RULES } from '@ideamatch/shared/validation';
import { IconCamera, IconPlus, IconTrash, IconUsersGroup } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useAccessToken } from '../../../lib/auth-token';
import { formError, parseError, parseFieldErrors } from '../../../lib/errors';
import { checkImageFile, IMAGE_ACCEPT } from '../../../lib/image-file';
import { notifySuccess } from '../../../lib/notify';
import { useSubAccountsQuery } from '../../auth/api/get-sub-accounts';
import { isReauthRefusal, type ReauthInput } from '../../settings/api/reauth';
import { ReauthDialog } from '../../settings/components/reauth-dialog';
import { type SubAccountDraft, useSaveSubAccounts } from '../api/save-sub-accounts';

let nextKey = 0;
const newKey = () => `new-${(nextKey += 1)}`;

const toDraft = (entry: SubAccountEntry): SubAccountDraft => ({
  key: entry.subAccountId,
  id: entry.subAccountId,
  username: entry.account.username,
  firstName: entry.account.firstName ?? '',
  lastName: entry.account.lastName ?? '',
  avatar: null,
});

/** A picked avatar shown before it is saved. */
function DraftAvatar({ draft, entry }: { draft: SubAccountDraft; entry?: SubAccountEntry }) {
  const preview = useMemo(() => (draft.avatar ? URL.createObjectURL(draft.avatar) : null), [draft.avatar]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  if (preview) return <Avatar src={preview} size={48} radius="xl" alt="" />;
  if (entry) return <UserAvatar person={entry.account} src={entry.account.profileImageUrl} size={48} />;
  return <Avatar size={48} radius="xl" />;
}

/**
 * My sub-accounts on my profile: add (up to the limit), rename, set an avatar and remove, then save
 * the whole list at once.
 */
export function SubAccountManager({ ownerId }: { ownerId: string }) {
  const { t } = useTranslation();
  const token = useAccessToken();
  const query = useSubAccountsQuery(token);
  const saveList = useSaveSubAccounts(ownerId);
  const [drafts, setDrafts] = useState<SubAccountDraft[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A new persona acts in the owner's name: saving one asks "confirm it's you" first.
  const [isConfirming, setConfirming] = useState(false);
  const [reauthError, setReauthError] = useState<string | null>(null);
  const entries = query.data ?? [];
  const rows = drafts ?? entries.map(toDraft);
  const isEditing = drafts !== null;

  const update = (key: string, patch: Partial<SubAccountDraft>) =>
    setDrafts(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const validate = (list: SubAccountDraft[]): Record<string, string> => {
    const found: Record<string, string> = {};
    list.forEach((row, index) => {
      if (!row.username.trim()) found[`subAccounts.${index}.username`] = t('subAccounts.usernameRequired');
      if (!row.firstName.trim()) found[`subAccounts.${index}.firstName`] = t('subAccounts.firstNameRequired');
    });
    return found;
  };

  const save = (reauth: ReauthInput | null) => {
    const removedIds = entries.map((entry) => entry.subAccountId).filter((id) => !rows.some((row) => row.id === id));
    setReauthError(null);
    saveList.mutate(
      { drafts: rows, removedIds, reauth },
      {
        onSuccess: () => {
          setConfirming(false);
          setDrafts(null);
          notifySuccess(t('subAccounts.saved'));
        },
        onError: (error) => {
          // A refused proof is shown in the dialog, which keeps what was typed, as the list does.
          if (reauth && isReauthRefusal(error)) return setReauthError(parseError(error));
          setConfirming(false);
          const fields = parseFieldErrors(error);
          setErrors(Object.keys(fields).length ? fields : { form: parseError(error) });
        },
      },
    );
  };

  const handleSave = () => {
    const found = validate(rows);
    setErrors(found);
    if (Object.keys(found).length) return;
    if (rows.some((row) => !row.id)) setConfirming(true);
    else save(null);
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={t('subAccounts.title')}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h3">
          {t('subAccounts.title')}
        </Title>
        <Text size="sm" c="dimmed" data-testid="sub-account-count">
          {t('subAccounts.countOf', { used: rows.length, max: SUB_ACCOUNTS_MAX })}
        </Text>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {t('subAccounts.description')}
      </Text>
      <Stack gap="sm">
        {rows.length === 0 && (
          <Group gap="xs" c="dimmed">
            <IconUsersGroup size={20} aria-hidden />
            <Text size="sm">{t('profileMenu.noSubAccounts')}</Text>
          </Group>
        )}
        {rows.map((row, index) => {
          const entry = entries.find((item) => item.subAccountId === row.id);
          const name = row.firstName || row.username || t('subAccounts.newName');
          if (!isEditing) {
            return (
              <Group key={row.key} gap="sm" wrap="nowrap" data-testid="sub-account-row">
                <DraftAvatar draft={row} entry={entry} />
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {entry ? displayName(entry.account) : name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    @{row.username}
                  </Text>
                </div>
              </Group>
            );
          }
          return (
            <Paper key={row.key} withBorder radius="md" p="sm" data-testid="sub-account-row">
              <Group align="flex-start" gap="sm" wrap="nowrap">
                <FileButton
                  accept={IMAGE_ACCEPT}
                  onChange={(file) => {
                    if (!file) return;
                    const problem = checkImageFile(file);
                    if (problem) setErrors({ ...errors, [`subAccounts.${index}.profileImage`]: problem });
                    else update(row.key, { avatar: file });
                  }}
                >
                  {(props) => (
                    <ActionIcon
                      {...props}
                      variant="transparent"
                      size={48}
                      radius="xl"
                      aria-label={t('subAccounts.avatar', { name })}
                      style={{ position: 'relative' }}
                    >
                      <DraftAvatar draft={row} entry={entry} />
                      <IconCamera
                        size={16}
                        aria-hidden
                        style={{ position: 'absolute', right: -2, bottom: -2, color: 'var(--mantine-color-brand-6)' }}
                      />
                    </ActionIcon>
                  )}
                </FileButton>
                <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                  <TextInput
                    label={t('subAccounts.username')}
                    value={row.username}
                    maxLength={USERNAME_RULES.maxLength}
                    onChange={(event) => update(row.key, { username: event.currentTarget.value })}
                    error={formError(errors[`subAccounts.${index}.username`])}
                    withAsterisk
                  />
                  <Group grow gap="xs" align="flex-start">
                    <TextInput
                      label={t('subAccounts.firstName')}
                      value={row.firstName}
                      maxLength={PROFILE_LIMITS.nameMax}
                      onChange={(event) => update(row.key, { firstName: event.currentTarget.value })}
                      error={formError(errors[`subAccounts.${index}.firstName`])}
                      withAsterisk
                    />
                    <TextInput
                      label={t('subAccounts.lastName')}
                      value={row.lastName}
                      maxLength={PROFILE_LIMITS.nameMax}
                      onChange={(event) => update(row.key, { lastName: event.currentTarget.value })}
                    />
                  </Group>
                  {errors[`subAccounts.${index}.profileImage`] && (
                    <Text size="xs" c="red">
                      {formError(errors[`subAccounts.${index}.profileImage`])}
                    </Text>
                  )}
                </Stack>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('subAccounts.remove', { name })}
                  onClick={() => setDrafts(rows.filter((item) => item.key !== row.key))}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            </Paper>
          );
        })}
        {errors.form && (
          <Text size="sm" c="red">
            {errors.form}
          </Text>
        )}
        <Group gap="sm">
          {isEditing ? (
            <>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                disabled={rows.length >= SUB_ACCOUNTS_MAX}
                onClick={() =>
                  setDrafts([...rows, { key: newKey(), username: '', firstName: '', lastName: '', avatar: null }])
                }
              >
                {t('subAccounts.add')}
              </Button>
              <Button onClick={handleSave} loading={saveList.isPending}>
                {t('subAccounts.save')}
              </Button>
              <Button
                variant="default"
                onClick={() => {
                  setDrafts(null);
                  setErrors({});
                }}
              >
                {t('common.cancel')}
              </Button>
            </>
          ) : (
            <Button variant="light" onClick={() => setDrafts(entries.map(toDraft))} disabled={query.isPending}>
              {t('subAccounts.manage')}
            </Button>
          )}
        </Group>
        {isEditing && rows.length >= SUB_ACCOUNTS_MAX && (
          <Text size="xs" c="dimmed">
            {t('subAccounts.limitReached', { max: SUB_ACCOUNTS_MAX })}
          </Text>
        )}
      </Stack>
      <ReauthDialog
        opened={isConfirming}
        hint={t('subAccounts.reauthHint')}
        isPending={saveList.isPending}
        error={reauthError}
        onCancel={() => {
          setConfirming(false);
          setReauthError(null);
        }}
        onConfirm={save}
      />
    </Paper>
  );
}
