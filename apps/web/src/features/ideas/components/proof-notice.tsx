import { Anchor, Group, Paper, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/i18n';
import { useProofSummary } from '../api/get-proof-summary';
import { ThemeIcon } from '../../../components/ui/theme-icon';

/** A date as its readers write it: "28 พฤศจิกายน 2569" (Buddhist era) or "28 November 2026". */
export const longDate = (iso: string, language: 'TH' | 'EN') =>
  new Intl.DateTimeFormat(language === 'TH' ? 'th-TH' : 'en-GB', { dateStyle: 'long' }).format(new Date(iso));

/**
 * "Registered on <date>, verified" beside an idea its author registered (a signed proof of
 * authorship), with a link to check the proof in the browser. Nothing while loading, or for an idea
 * without a proof.
 */
export function ProofNotice({ ideaId }: { ideaId: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const summary = useProofSummary(ideaId);
  const data = summary.data;
  if (!data?.isRegistered || !data.registeredAt) return null;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="proof-notice">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color={data.isVerified ? 'teal' : 'orange'} radius="xl" size="lg">
          <IconShieldCheck size={20} aria-hidden />
        </ThemeIcon>
        <div>
          <Text fw={600} size="sm">
            {t(data.isVerified ? 'proofCheck.registeredVerified' : 'proofCheck.registeredUnverified', {
              date: longDate(data.registeredAt, language),
            })}
          </Text>
          {data.versionCount > 1 && data.lastSignedAt && (
            <Text size="xs" c="dimmed">
              {t('proofCheck.lastVersion', { count: data.versionCount, date: longDate(data.lastSignedAt, language) })}
            </Text>
          )}
          <Anchor component={Link} to={`/verify-proof?idea=${ideaId}`} size="sm">
            {t('proofCheck.checkLink')}
          </Anchor>
        </div>
      </Group>
    </Paper>
  );
}
