import { Button, Checkbox, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AccountRole, isValidEmail, PERMISSIONS, type Permission } from '@ideamatch/shared';
import { useTranslation } from 'react-i18next';
import { formError, parseFieldErrors } from '../../../lib/errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAdminActions } from '../api/admin-actions';
import { useDashboardAccess } from '../hooks/use-dashboard-access';
import { PERMISSION_KEY } from '../utils/permission-labels';

type Values = { email: string; role: string; permissions: Permission[] };

/** Invite an admin by email: an existing account is promoted, anyone else gets an invitation mail. */
export function InviteAdminDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { invite } = useAdminActions();
  const { isSuperAdmin } = useDashboardAccess();
  const form = useForm<Values>({
    initialValues: { email: '', role: String(AccountRole.Admin), permissions: [] },
    validate: {
      email: (value) => (isValidEmail(value.trim()) ? null : 'Email is invalid'),
      permissions: (value, values) =>
        values.role === String(AccountRole.SuperAdmin) || value.length > 0 ? null : 'ADMIN_PERMISSIONS_REQUIRED',
    },
  });
  const handleClose = () => {
    form.reset();
    onClose();
  };
  const handleSubmit = (values: Values) =>
    invite.mutate(
      { email: values.email.trim(), role: Number(values.role) as 1 | 2, permissions: values.permissions },
      {
        onSuccess: (reply) => {
          notifySuccess(t(`dashboard.admins.done.${reply.outcome}`, { email: reply.email }));
          handleClose();
        },
        onError: (error) => {
          const fields = parseFieldErrors(error);
          if (Object.keys(fields).length) form.setErrors(fields);
          else notifyError(error);
        },
      },
    );
  const isSuper = form.values.role === String(AccountRole.SuperAdmin);
  return (
    <Modal opened={opened} onClose={handleClose} centered radius="md" title={t('dashboard.admins.inviteTitle')}>
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('dashboard.admins.inviteBody')}
          </Text>
          <TextInput
            label={t('dashboard.columns.email')}
            type="email"
            withAsterisk
            data-autofocus
            {...form.getInputProps('email')}
            error={formError(form.errors.email)}
          />
          {isSuperAdmin && (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('dashboard.columns.role')}
              </Text>
              <SegmentedControl
                data={[
                  { value: String(AccountRole.Admin), label: t('roles.admin') },
                  { value: String(AccountRole.SuperAdmin), label: t('roles.superAdmin') },
                ]}
                {...form.getInputProps('role')}
              />
            </Stack>
          )}
          <Checkbox.Group
            label={t('dashboard.columns.permissions')}
            description={isSuper ? t('dashboard.admins.superHoldsAll') : undefined}
            {...form.getInputProps('permissions')}
            error={formError(form.errors.permissions)}
          >
            <Stack gap="xs" mt="xs">
              {PERMISSIONS.map((permission) => (
                <Checkbox
                  key={permission}
                  value={permission}
                  disabled={isSuper}
                  label={t(`dashboard.permissions.items.${PERMISSION_KEY[permission]}.title`)}
                  description={t(`dashboard.permissions.items.${PERMISSION_KEY[permission]}.body`)}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={handleClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={invite.isPending}>
              {t('dashboard.admins.invite')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
