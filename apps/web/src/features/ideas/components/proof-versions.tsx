import { Anchor, Button, Code, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@ideamatch/shared/format';
import { IconCertificate, IconFileDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { parseError } from '../../../lib/errors';
import { useLanguage } from '../../../lib/i18n';
import { notifyErrorMessage } from '../../../lib/notify';
import { downloadCertificate, downloadProofJson } from '../api/download-proof';
import { useIdeaProof } from '../api/get-idea-proof';

/** Every signed version of the owner's idea, newest first, each with its certificate (TH/EN) and proof file. */
export function ProofVersions({ ideaId }: { ideaId: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const proof = useIdeaProof(ideaId, true);
  const [busy, setBusy] = useState<string | null>(null);

  const download = async (version: number, lang: 'th' | 'en') => {
    setBusy(`${version}-${lang}`);
    try {
      await downloadCertificate(ideaId, version, lang);
    } catch {
      notifyErrorMessage(t('access.downloadFailed'));
    } finally {
      setBusy(null);
    }
  };

  if (proof.isError) return <ErrorPanel message={parseError(proof.error)} onRetry={() => void proof.refetch()} />;
  if (!proof.data) return <Skeleton h={96} radius="md" />;
  const data = proof.data;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('access.proofIntro')}
      </Text>
      {[...data.versions].reverse().map((version) => (
        <Paper key={version.version} withBorder radius="md" p="sm">
          <Stack gap={6}>
            <Group justify="space-between" gap="xs">
              <Text fw={700} size="sm">
                {t('access.version', { version: version.version })}
              </Text>
              <Text size="xs" c="dimmed">
                {t('access.signedAt', { date: formatDateTime(version.signedAt, language) })}
              </Text>
            </Group>
            <Code block fz="xs" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              SHA-256 {version.sha256}
            </Code>
            <Group gap="xs">
              {(['th', 'en'] as const).map((lang) => (
                <Button
                  key={lang}
                  size="xs"
                  variant="light"
                  leftSection={<IconCertificate size={14} aria-hidden />}
                  loading={busy === `${version.version}-${lang}`}
                  onClick={() => void download(version.version, lang)}
                >
                  {t(lang === 'th' ? 'access.certificateTh' : 'access.certificateEn')}
                </Button>
              ))}
              <Button
                size="xs"
                variant="subtle"
                leftSection={<IconFileDownload size={14} aria-hidden />}
                onClick={() => downloadProofJson(data, version)}
              >
                {t('access.downloadJson')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
      <Stack gap={2}>
        <Text size="sm">
          {t('access.verifyHint')}{' '}
          <Anchor component={Link} to={`/verify-proof?idea=${data.ideaId}`}>
            {t('access.verifyLink')}
          </Anchor>
        </Text>
        <Text size="xs" c="dimmed">
          {t('access.verifyOffline')}
        </Text>
      </Stack>
    </Stack>
  );
}
