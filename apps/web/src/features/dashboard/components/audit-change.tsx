import { Badge, Group, Stack, Text } from '@mantine/core';
import { ACCOUNT_ROLE_LABEL, type AccountRole } from '@ideamatch/shared/constants';
import type { AuditEntry, Permission } from '@ideamatch/shared';
import { IconArrowRight } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { formatDateTime } from '@ideamatch/shared/format';
import { changedFields } from '../utils/audit-format';
import { PERMISSION_KEY } from '../utils/permission-labels';

/** A before/after value in words: roles, permissions, yes/no and dates are translated. */
function useFormatValue() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (field: string, value: unknown, translate: TFunction = t): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'boolean') return translate(value ? 'dashboard.audit.yes' : 'dashboard.audit.no');
    if (field === 'role' && typeof value === 'number' && value in ACCOUNT_ROLE_LABEL) {
      return translate(`roles.${ACCOUNT_ROLE_LABEL[value as AccountRole]}`);
    }
    if (Array.isArray(value)) {
      if (!value.length) return translate('dashboard.audit.none');
      return value
        .map((item) => {
          const key = PERMISSION_KEY[item as Permission] as (typeof PERMISSION_KEY)[Permission] | undefined;
          return key ? translate(`dashboard.permissions.items.${key}.title`) : String(item);
        })
        .join(', ');
    }
    if (field === 'status' && typeof value === 'number')
      return translate(`dashboard.audit.ideaStatus.${value}`, { defaultValue: String(value) });
    if (typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value)) return formatDateTime(value, language);
    return String(value);
  };
}

/** Values wrap instead of being cut off: a permission list is the point of the entry. */
const WRAP = { label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' } } as const;

/** The changed fields of an audit entry as "field: before → after" lines. */
export function AuditChange({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const format = useFormatValue();
  const fields = changedFields(entry);
  if (!fields.length)
    return (
      <Text size="xs" c="dimmed">
        —
      </Text>
    );
  return (
    <Stack gap={4}>
      {fields.map((field) => (
        <Group key={field} gap={6} wrap="nowrap" align="center" maw={340}>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t(`dashboard.audit.fields.${field}`, { defaultValue: field })}
          </Text>
          <Badge size="sm" variant="light" color="gray" tt="none" h="auto" py={2} styles={WRAP}>
            {format(field, entry.before?.[field])}
          </Badge>
          <IconArrowRight size={12} aria-label={t('dashboard.audit.changedTo')} />
          <Badge size="sm" variant="light" tt="none" h="auto" py={2} styles={WRAP}>
            {format(field, entry.after?.[field])}
          </Badge>
        </Group>
      ))}
    </Stack>
  );
}
