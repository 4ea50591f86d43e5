import { Badge, Group, Stack, Text } from '@mantine/core';
import { displayName, formatDateTime } from '@ideamatch/shared/format';
import { IconEyeCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { LabelledPagination } from '../../../components/ui/labelled-pagination';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { parseError } from '../../../lib/errors';
import { useLanguage } from '../../../lib/i18n';
import { useAccessLog } from '../api/get-access-log';

/** The owner's log: each approved person's reads of the details, newest first. */
export function AccessLogList({ ideaId }: { ideaId: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [page, setPage] = useState(1);
  const log = useAccessLog(ideaId, page);
  if (log.isError) return <ErrorPanel message={parseError(log.error)} onRetry={() => void log.refetch()} />;
  if (log.data && log.data.result.length === 0) {
    return <EmptyPanel isFrameless icon={<IconEyeCheck size={26} aria-hidden />} title={t('access.noLog')} />;
  }
  return (
    <Stack gap="xs">
      {log.data?.result.map((entry) => (
        <Group key={entry.id} gap="sm" wrap="nowrap">
          <UserAvatar person={entry.account} src={entry.account.profileImageUrl} size="sm" />
          <Stack gap={0} miw={0} style={{ flex: 1 }}>
            <Text size="sm" fw={600} lineClamp={1}>
              {displayName(entry.account)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('access.readAt', { date: formatDateTime(entry.viewedAt, language) })}
            </Text>
          </Stack>
          {!entry.isAccessActive && (
            <Badge size="xs" variant="light" color="gray">
              {t('access.accessEnded')}
            </Badge>
          )}
        </Group>
      ))}
      {log.data && log.data.totalPages > 1 && (
        <LabelledPagination size="sm" total={log.data.totalPages} value={page} onChange={setPage} />
      )}
    </Stack>
  );
}
