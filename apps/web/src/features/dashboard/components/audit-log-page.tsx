import { Group, Select, TextInput } from '@mantine/core';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditAction, type AuditTargetType } from '@ideamatch/shared';
import { displayName } from '@ideamatch/shared/format';
import { IconFilter, IconTarget, IconUserShield } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useStaffNames } from '../api/get-staff-names';
import { useListParams } from '../hooks/use-list-params';
import { AuditLogTable } from './audit-log-table';
import { DashboardPageIntro } from './dashboard-page-intro';

const isUuid = (value: string) => /^[0-9a-f-]{36}$/i.test(value);

/** `/dashboard/audit-log`: every admin action with filters by admin, action and target. */
export function AuditLogPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.audit.title'));
  const { values, page, set, setPage } = useListParams({ actorId: '', action: '', targetType: '', targetId: '' });
  const staff = useStaffNames();
  const action = (AUDIT_ACTIONS as readonly string[]).includes(values.action)
    ? (values.action as AuditAction)
    : undefined;
  const targetType = (AUDIT_TARGET_TYPES as readonly string[]).includes(values.targetType)
    ? (values.targetType as AuditTargetType)
    : undefined;
  return (
    <>
      <DashboardPageIntro title={t('dashboard.audit.title')} description={t('dashboard.audit.description')} />
      <AuditLogTable
        filter={{
          actorId: isUuid(values.actorId) ? values.actorId : undefined,
          action,
          targetType,
          targetId: values.targetId || undefined,
        }}
        page={page}
        onPageChange={setPage}
        toolbar={
          <Group gap="sm" grow>
            <Select
              aria-label={t('dashboard.audit.filters.admin')}
              placeholder={t('dashboard.audit.filters.admin')}
              leftSection={<IconUserShield size={16} aria-hidden />}
              data={(staff.data ?? []).map((member) => ({ value: member.id, label: displayName(member) }))}
              value={values.actorId || null}
              onChange={(next) => set({ actorId: next })}
              clearable
              searchable
            />
            <Select
              aria-label={t('dashboard.audit.filters.action')}
              placeholder={t('dashboard.audit.filters.action')}
              leftSection={<IconFilter size={16} aria-hidden />}
              data={AUDIT_ACTIONS.map((value) => ({ value, label: t(`dashboard.audit.actions.${value}`) }))}
              value={action ?? null}
              onChange={(next) => set({ action: next })}
              clearable
              searchable
            />
            <Select
              aria-label={t('dashboard.audit.filters.targetType')}
              placeholder={t('dashboard.audit.filters.targetType')}
              leftSection={<IconTarget size={16} aria-hidden />}
              data={AUDIT_TARGET_TYPES.map((value) => ({ value, label: t(`dashboard.audit.targets.${value}`) }))}
              value={targetType ?? null}
              onChange={(next) => set({ targetType: next })}
              clearable
            />
            <TextInput
              aria-label={t('dashboard.audit.filters.targetId')}
              placeholder={t('dashboard.audit.filters.targetId')}
              value={values.targetId}
              onChange={(event) => set({ targetId: event.currentTarget.value.trim() })}
            />
          </Group>
        }
      />
    </>
  );
}
