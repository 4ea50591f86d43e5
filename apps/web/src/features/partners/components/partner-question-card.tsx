import { Badge, Box, Button, Group, Paper, Radio, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { PARTNER_QUESTION_LIMITS, type PartnerAnswer, type PartnerQuestion } from '@ideamatch/shared';
import { IconAlertTriangle, IconCheck, IconClock } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formError, parseFieldErrors } from '../../../lib/errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAnswerPartnerQuestion } from '../api/partner-questions';

const STATUS_COLOR: Record<PartnerQuestion['status'], string> = {
  agree: 'teal',
  differ: 'orange',
  waitingForThem: 'gray',
  waitingForYou: 'blue',
  open: 'gray',
};
const STATUS_ICON: Partial<Record<PartnerQuestion['status'], ReactNode>> = {
  agree: <IconCheck size={14} aria-hidden />,
  differ: <IconAlertTriangle size={14} aria-hidden />,
  waitingForThem: <IconClock size={14} aria-hidden />,
};

type CardProps = {
  accountId: string;
  question: PartnerQuestion;
  /** 1-based, as the page numbers them. */
  number: number;
  /** The partner's first name (or username), for "Malee's answer". */
  name: string;
  /** Answers can change only while the two are partners. */
  canAnswer: boolean;
};

/** One side's answer: the choice in words and the note under it. */
function AnswerBox({
  label,
  answer,
  choiceLabel,
  tone,
  empty,
}: {
  label: string;
  answer: PartnerAnswer | null;
  choiceLabel: (choice: string) => string;
  tone: string;
  empty: string;
}) {
  return (
    <Box
      p="sm"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        border: `1px solid ${tone === 'gray' ? 'var(--mantine-color-default-border)' : `var(--mantine-color-${tone}-6)`}`,
        background: 'var(--mantine-color-default-hover)',
      }}
    >
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      {answer ? (
        <>
          <Text size="sm" fw={600}>
            {choiceLabel(answer.choice)}
          </Text>
          {answer.note && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {answer.note}
            </Text>
          )}
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
    </Box>
  );
}

/**
 * A question to agree on: the question, why it matters, and either my answer's form or both
 * answers side by side, marked agreed or different once both are given.
 */
export function PartnerQuestionCard({ accountId, question, number, name, canAnswer }: CardProps) {
  const { t } = useTranslation();
  const answer = useAnswerPartnerQuestion(accountId);
  const [isEditing, setIsEditing] = useState(false);
  const [choice, setChoice] = useState(question.mine?.choice ?? '');
  const [note, setNote] = useState(question.mine?.note ?? '');
  const [noteError, setNoteError] = useState<string>();
  const showForm = canAnswer && (!question.mine || isEditing);
  const key = `partnerQuestions.questions.${question.id}` as const;
  const titleId = `question-${question.id}`;

  const save = () =>
    answer.mutate(
      { questionId: question.id, body: { choice, note } },
      {
        onSuccess: () => {
          setIsEditing(false);
          setNoteError(undefined);
          notifySuccess(t('partnerQuestions.saved'));
        },
        onError: (error) => {
          const fields = parseFieldErrors(error);
          if (fields.note) setNoteError(formError(fields.note));
          else notifyError(error);
        },
      },
    );
  const choiceLabel = (value: string) => t(`${key}.choices.${value}`, value);

  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="section"
      aria-labelledby={titleId}
      data-testid="partner-question"
      data-status={question.status}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ flex: '1 1 16rem' }}>
            <Text size="xs" c="dimmed" fw={600}>
              {t('partnerQuestions.number', { n: number })}
            </Text>
            <Title order={3} fz="md" id={titleId}>
              {t(`${key}.title`)}
            </Title>
          </Stack>
          <Badge
            variant="light"
            color={STATUS_COLOR[question.status]}
            leftSection={STATUS_ICON[question.status]}
            radius="sm"
            tt="none"
            style={{ flexShrink: 0, maxWidth: '100%', height: 'auto', whiteSpace: 'normal' }}
            data-testid="question-status"
          >
            {t(`partnerQuestions.status.${question.status}`, { name })}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t(`${key}.hint`)}
        </Text>
        {showForm ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              save();
            }}
          >
            <Stack gap="sm">
              <Radio.Group value={choice} onChange={setChoice} aria-labelledby={titleId}>
                <Stack gap="xs">
                  {question.choices.map((value) => (
                    <Radio key={value} value={value} label={choiceLabel(value)} />
                  ))}
                </Stack>
              </Radio.Group>
              <Textarea
                label={t('partnerQuestions.note')}
                placeholder={t('partnerQuestions.notePlaceholder')}
                autosize
                minRows={2}
                maxLength={PARTNER_QUESTION_LIMITS.noteMax}
                value={note}
                error={noteError}
                onChange={(event) => setNote(event.currentTarget.value)}
              />
              <Group justify="flex-end" gap="xs">
                {question.mine && (
                  <Button variant="default" onClick={() => setIsEditing(false)}>
                    {t('partnerQuestions.cancel')}
                  </Button>
                )}
                <Button type="submit" disabled={!choice} loading={answer.isPending}>
                  {t('partnerQuestions.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <AnswerBox
                label={t('partnerQuestions.yourAnswer')}
                answer={question.mine}
                choiceLabel={choiceLabel}
                tone={STATUS_COLOR[question.status]}
                empty={t('partnerQuestions.status.open', { name })}
              />
              <AnswerBox
                label={t('partnerQuestions.theirAnswer', { name })}
                answer={question.theirs}
                choiceLabel={choiceLabel}
                tone={STATUS_COLOR[question.status]}
                empty={t(`partnerQuestions.status.${question.hasTheirs ? 'waitingForYou' : 'waitingForThem'}`, {
                  name,
                })}
              />
            </SimpleGrid>
            {canAnswer && (
              <Group justify="flex-end">
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={() => {
                    setChoice(question.mine?.choice ?? '');
                    setNote(question.mine?.note ?? '');
                    setIsEditing(true);
                  }}
                >
                  {t('partnerQuestions.change')}
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
