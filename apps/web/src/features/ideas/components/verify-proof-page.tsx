import { Alert, Button, Card, Code, Container, FileButton, Group, List, Stack, Text, Textarea } from '@mantine/core';
import type { ProofVerifyBody, ProofVerifyResult } from '@ideamatch/shared';
import { IconCircleCheck, IconCircleX, IconFileUpload, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { parseError } from '../../../lib/errors';
import { useLanguage } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useProofSummary } from '../api/get-proof-summary';
import { useVerifyProof } from '../api/verify-proof';
import { readProof } from '../utils/read-proof';
import { longDate } from './proof-notice';

/** A proof a person brings: a certificate (PDF) or a proof file (JSON) read as text. */
const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** One checked version: each check in words, passed or failed. */
function VersionChecks({ version }: { version: ProofVerifyResult['versions'][number] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const checks: [boolean, string][] = [
    [version.isSignatureValid, t(version.isSignatureValid ? 'proofCheck.signatureOk' : 'proofCheck.signatureBad')],
    ...(version.contentMatches === null
      ? []
      : ([[version.contentMatches, t(version.contentMatches ? 'proofCheck.contentOk' : 'proofCheck.contentBad')]] as [
          boolean,
          string,
        ][])),
    [version.isOnRecord, t(version.isOnRecord ? 'proofCheck.recordOk' : 'proofCheck.recordMissing')],
  ];
  const signedAt = Number.isNaN(Date.parse(version.signedAt)) ? version.signedAt : longDate(version.signedAt, language);
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {version.version === null
          ? t('proofCheck.versionUnnumbered', { date: signedAt })
          : t('proofCheck.version', { version: version.version, date: signedAt })}
      </Text>
      <List spacing={2} size="sm">
        {checks.map(([isOk, text]) => (
          <List.Item
            key={text}
            icon={
              isOk ? (
                <IconCircleCheck size={18} color="var(--mantine-color-teal-6)" aria-hidden />
              ) : (
                <IconCircleX size={18} color="var(--mantine-color-red-6)" aria-hidden />
              )
            }
          >
            {text}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** The verdict: verified (and on record), or what failed. */
function Verdict({ result }: { result: ProofVerifyResult }) {
  const { t } = useTranslation();
  const isOnRecord = result.versions.every((version) => version.isOnRecord);
  return (
    <Alert
      role="status"
      color={result.isValid ? 'teal' : 'red'}
      variant="light"
      radius="lg"
      icon={result.isValid ? <IconShieldCheck size={20} aria-hidden /> : <IconCircleX size={20} aria-hidden />}
      title={t(result.isValid ? 'proofCheck.valid' : 'proofCheck.invalid')}
      data-testid="proof-verdict"
    >
      <Stack gap="sm">
        <Text size="sm">
          {t(
            result.isValid
              ? isOnRecord
                ? 'proofCheck.validBody'
                : 'proofCheck.validNotOnRecord'
              : 'proofCheck.invalidBody',
          )}
        </Text>
        {result.idea && (
          <Text size="sm">
            {t('proofCheck.ideaIs')} <Link to={`/idea/${result.idea.id}`}>{result.idea.name}</Link>
          </Text>
        )}
        {result.versions.map((version, index) => (
          <VersionChecks key={`${version.version ?? 'v'}-${index}`} version={version} />
        ))}
      </Stack>
    </Alert>
  );
}

/**
 * `/verify-proof`: anyone checks a proof of authorship in the browser, from a certificate (PDF), a
 * proof file or pasted JSON, or (with `?idea=`) the registration an idea page showed them.
 */
export function VerifyProofPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  useDocumentTitle(t('proofCheck.title'));
  const [params] = useSearchParams();
  const ideaId = params.get('idea');
  const summary = useProofSummary(ideaId);
  const verify = useVerifyProof();
  const [pasted, setPasted] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const check = (body: ProofVerifyBody | null) => {
    verify.reset();
    if (!body) return setProblem(t('proofCheck.nothingFound'));
    setProblem(null);
    verify.mutate(body);
  };

  const handleFile = async (file: File | null) => {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) return setProblem(t('proofCheck.fileTooLarge'));
    check(readProof(await file.text()));
  };

  const latest = summary.data?.latest;
  return (
    <Container size="sm" py={{ base: 'lg', sm: 40 }}>
      <PageHeader title={t('proofCheck.title')} description={t('proofCheck.description')} />
      <Stack gap="lg">
        {ideaId && summary.data?.isRegistered && latest && summary.data.registeredAt && (
          <Card withBorder radius="lg" padding="lg">
            <Stack gap="sm">
              <Text fw={600}>{t('proofCheck.thisIdea', { date: longDate(summary.data.registeredAt, language) })}</Text>
              <Text size="sm" c="dimmed">
                {t('proofCheck.thisIdeaHint')}
              </Text>
              <Group>
                <Button
                  leftSection={<IconShieldCheck size={18} aria-hidden />}
                  loading={verify.isPending}
                  onClick={() => check({ ideaId, versions: [latest] })}
                >
                  {t('proofCheck.checkThisIdea')}
                </Button>
              </Group>
            </Stack>
          </Card>
        )}
        {ideaId && summary.data && !summary.data.isRegistered && (
          <Alert color="gray" variant="light" radius="lg">
            {t('proofCheck.notRegistered')}
          </Alert>
        )}
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Stack gap={4}>
              <Text fw={600}>{t('proofCheck.fileTitle')}</Text>
              <Text size="sm" c="dimmed">
                {t('proofCheck.fileHint')}
              </Text>
            </Stack>
            <Group>
              <FileButton
                onChange={(file) => void handleFile(file)}
                accept=".pdf,.json,application/pdf,application/json"
              >
                {(props) => (
                  <Button {...props} variant="light" leftSection={<IconFileUpload size={18} aria-hidden />}>
                    {t('proofCheck.chooseFile')}
                  </Button>
                )}
              </FileButton>
            </Group>
            <Textarea
              label={t('proofCheck.pasteLabel')}
              description={t('proofCheck.pasteHint')}
              value={pasted}
              onChange={(event) => setPasted(event.currentTarget.value)}
              autosize
              minRows={4}
              maxRows={10}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
            />
            <Group>
              <Button onClick={() => check(readProof(pasted))} disabled={!pasted.trim()} loading={verify.isPending}>
                {t('proofCheck.check')}
              </Button>
            </Group>
          </Stack>
        </Card>
        <div aria-live="polite">
          {problem && (
            <Alert color="orange" variant="light" radius="lg" role="alert">
              {problem}
            </Alert>
          )}
          {verify.isError && (
            <Alert color="red" variant="light" radius="lg" role="alert">
              {parseError(verify.error)}
            </Alert>
          )}
          {verify.data && <Verdict result={verify.data} />}
        </div>
        <Text size="xs" c="dimmed">
          {t('proofCheck.offline')} <Code>node scripts/verify-idea-proof.mjs proof.json</Code>
        </Text>
      </Stack>
    </Container>
  );
}
