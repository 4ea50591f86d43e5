import { Alert, Badge, Container, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { displayName } from '@ideamatch/shared/format';
import type { PartnerQuestions } from '@ideamatch/shared';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoader } from '../../../components/ui/page-loader';
import { ApiError } from '../../../lib/api-client';
import { parseError } from '../../../lib/errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAccountQuery } from '../../accounts/api/get-account';
import { usePartnerQuestions, usePartnerQuestionsDeletion } from '../api/partner-questions';
import { PartnerQuestionCard } from './partner-question-card';

/** The switch for "delete our answers when the partnership ends", and whether the partner wants it too. */
function DeletionCard({ accountId, pair, name }: { accountId: string; pair: PartnerQuestions; name: string }) {
  const { t } = useTranslation();
  const deletion = usePartnerQuestionsDeletion(accountId);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="questions-deletion">
      <Stack gap="xs">
        <Title order={2} fz="md" id="questions-deletion">
          {t('partnerQuestions.deletion.title')}
        </Title>
        <Switch
          checked={pair.deletion.mine}
          disabled={deletion.isPending}
          label={t('partnerQuestions.deletion.label')}
          description={t('partnerQuestions.deletion.hint', { name })}
          onChange={(event) =>
            deletion.mutate(event.currentTarget.checked, {
              onSuccess: (result) =>
                notifySuccess(
                  result.isDeleted
                    ? t('partnerQuestions.deletion.done')
                    : result.mine
                      ? t('partnerQuestions.deletion.on', { name })
                      : t('partnerQuestions.deletion.off'),
                ),
              onError: (error) => notifyError(error),
            })
          }
        />
        <Text size="sm" c="dimmed" data-testid="their-deletion-wish">
          {pair.deletion.theirs
            ? t('partnerQuestions.deletion.theirsYes', { name })
            : t('partnerQuestions.deletion.theirsNo', { name })}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * `/partner/questions/:accountId`: the questions to agree on with a partner. Each answers
 * privately; once both have answered a question the two answers stand side by side, marked
 * agreed or different. Either may ask that the answers be deleted when the partnership ends.
 */
export function PartnerQuestionsPage() {
  const { t } = useTranslation();
  const { accountId = '' } = useParams();
  const person = useAccountQuery(accountId);
  const query = usePartnerQuestions(accountId);
  const name = person.data ? (person.data.firstName ?? person.data.username) : '';
  const fullName = person.data ? displayName(person.data) : '';
  useDocumentTitle(fullName ? t('partnerQuestions.titleWith', { name: fullName }) : t('partnerQuestions.title'));
  const isNotPartners =
    query.error instanceof ApiError && ['PARTNER_NOT_CONNECTED', 'PARTNER_SELF'].includes(query.error.errorCode ?? '');
  const open = query.data ? query.data.questions.filter((q) => q.status !== 'agree' && q.status !== 'differ') : [];

  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }}>
      <PageHeader
        title={fullName ? t('partnerQuestions.titleWith', { name: fullName }) : t('partnerQuestions.title')}
        description={t('partnerQuestions.description', { name: name || '…' })}
        breadcrumbs={[
          { label: t('partner.title'), to: '/partner?tab=mine' },
          { label: fullName || t('partnerQuestions.title') },
        ]}
      />
      {query.isPending || (person.isPending && !person.isError) ? (
        <PageLoader />
      ) : isNotPartners ? (
        <ErrorPanel title={t('partnerQuestions.notPartners')} message={t('partnerQuestions.notPartnersHint')} />
      ) : query.isError ? (
        <ErrorPanel message={parseError(query.error)} onRetry={() => void query.refetch()} />
      ) : (
        <Stack gap="md">
          {!query.data.isConnected && (
            <Alert color="gray" icon={<IconInfoCircle size={18} aria-hidden />}>
              {t('partnerQuestions.ended')}
            </Alert>
          )}
          <Group gap="xs" data-testid="questions-summary">
            <Badge color="teal" variant="light" tt="none" size="lg" radius="sm">
              {t('partnerQuestions.summary', {
                agreed: query.data.agreed,
                differ: query.data.differ,
                open: open.length,
              })}
            </Badge>
          </Group>
          {query.data.questions.map((question, index) => (
            <PartnerQuestionCard
              // A new answer from the server resets the card's form to it.
              key={`${question.id}:${question.mine?.answeredAt ?? ''}`}
              accountId={accountId}
              question={question}
              number={index + 1}
              name={name}
              canAnswer={query.data.isConnected}
            />
          ))}
          <DeletionCard accountId={accountId} pair={query.data} name={name} />
        </Stack>
      )}
    </Container>
  );
}
