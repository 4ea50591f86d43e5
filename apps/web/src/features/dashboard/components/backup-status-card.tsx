import { Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { parseError } from '../../../lib/errors';
import { useLanguage } from '../../../lib/i18n';
import { useBackupStatus } from '../api/get-backup-status';
import { useDashboardAccess } from '../hooks/use-dashboard-access';

const OUTCOME_COLOR = { ok: 'teal', failed: 'red', running: 'blue' } as const;

const megabytes = (bytes: number, locale: string) =>
  `${(bytes / 1024 / 1024).toLocaleString(locale, { maximumFractionDigits: 1 })} MB`;

/** The SuperAdmin's view of scheduled backups on the overview: when the last one ran, its size and outcome. */
export function BackupStatusCard() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { isSuperAdmin } = useDashboardAccess();
  const status = useBackupStatus(isSuperAdmin);
  if (!isSuperAdmin) return null;
  const locale = language === 'TH' ? 'th-TH' : 'en-US';
  const data = status.data;

  return (
    <Card withBorder radius="md" padding="lg" mt="lg" component="section" aria-labelledby="backup-status-title">
      <Title order={2} size="h5" id="backup-status-title" mb="sm">
        {t('dashboard.overview.backup.title')}
      </Title>
      {status.isError ? (
        <ErrorPanel message={parseError(status.error)} onRetry={() => void status.refetch()} />
      ) : !data ? (
        <Skeleton h={48} />
      ) : !data.schedule ? (
        <Text size="sm" c="dimmed">
          {t('dashboard.overview.backup.off')}
        </Text>
      ) : (
        <Stack gap={6}>
          <Text size="sm" c="dimmed">
            {t('dashboard.overview.backup.schedule', { schedule: data.schedule, keep: data.keep })}
          </Text>
          {!data.lastAttemptAt || !data.lastOutcome ? (
            <Text size="sm">{t('dashboard.overview.backup.never')}</Text>
          ) : (
            <>
              <Group gap="xs">
                <Text size="sm" fw={600}>
                  {t('dashboard.overview.backup.last')}:
                </Text>
                <Text size="sm">
                  {dayjs(data.lastAttemptAt)
                    .locale(language === 'TH' ? 'th' : 'en')
                    .format('D MMM YYYY HH:mm')}
                </Text>
                <Badge color={OUTCOME_COLOR[data.lastOutcome]} variant="light" data-testid="backup-outcome">
                  {t(`dashboard.overview.backup.outcome.${data.lastOutcome}`)}
                </Badge>
              </Group>
              {data.lastBytes !== null && (
                <Text size="sm">
                  {t('dashboard.overview.backup.size')}: {megabytes(data.lastBytes, locale)}
                  {data.lastFile ? ` · ${data.lastFile}` : ''}
                </Text>
              )}
              <Text size="sm" c="dimmed">
                {t('dashboard.overview.backup.where')}: {data.where}
              </Text>
              {data.lastOutcome === 'failed' && data.lastError && (
                <Text size="sm" c="red">
                  {t('dashboard.overview.backup.error', { error: data.lastError })}
                </Text>
              )}
            </>
          )}
        </Stack>
      )}
    </Card>
  );
}
