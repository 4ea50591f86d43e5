import {
  Button,
  Container,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  IDEA_CATEGORIES,
  MATCH_IMPORTANCE,
  MATCH_INTENTS,
  MATCH_LANGUAGES,
  MATCH_LIMITS,
  MATCH_ROLES,
  MATCH_STAGES,
  MATCHING_LIMITS,
  matchCompleteness,
  THAI_PROVINCES,
  type MatchImportance,
  type MatchIntent,
  type MatchingProfile,
} from '@ideamatch/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoader } from '../../../components/ui/page-loader';
import { formError, parseError, parseFieldErrors } from '../../../lib/errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMatchProfile, useSaveMatchProfile } from '../api/match-profile';
import { MatchCompleteness } from './match-completeness';

type Values = Omit<MatchingProfile, 'completeness'>;
type Criterion = keyof Values['lookingFor'];

/** A "looking for" criterion: its input and how much it counts. */
function CriterionRow({
  label,
  importance,
  onImportance,
  children,
}: {
  label: string;
  importance: MatchImportance;
  onImportance: (value: MatchImportance) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      {children ?? (
        <Text size="sm" fw={500}>
          {label}
        </Text>
      )}
      <SegmentedControl
        size="xs"
        radius="xl"
        fullWidth
        aria-label={t('matching.lookingFor.importanceLabel', { criterion: label })}
        value={importance}
        onChange={(value) => onImportance(value as MatchImportance)}
        data={MATCH_IMPORTANCE.map((value) => ({ value, label: t(`matching.lookingFor.importance.${value}`) }))}
      />
    </Stack>
  );
}

function MatchProfileForm({ profile }: { profile: MatchingProfile }) {
  const { t, i18n } = useTranslation();
  const save = useSaveMatchProfile();
  const { completeness: _saved, ...initialValues } = profile;
  const form = useForm<Values>({ mode: 'controlled', initialValues });
  const values = form.getValues();
  const completeness = matchCompleteness(values);
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const roleOptions = MATCH_ROLES.map((value) => ({ value, label: t(`matching.roles.${value}`) }));
  const stageOptions = MATCH_STAGES.map((value) => ({ value, label: t(`matching.stages.${value}`) }));
  const languageOptions = MATCH_LANGUAGES.map((value) => ({ value, label: t(`matching.languages.${value}`) }));
  const industryOptions = IDEA_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }));
  const intentOptions = MATCH_INTENTS.map((value) => ({ value, label: t(`matching.intent.short.${value}`) }));
  // An investor's hours, stage and industries are what they invest in; an advisor's skills, what they advise on.
  const isInvestor = values.intent === 'invest';
  const ticket = values.ticketThb ?? { min: null, max: null };
  const setTicket = (end: 'min' | 'max', value: string | number) => {
    const next = { ...ticket, [end]: typeof value === 'number' ? value : null };
    form.setFieldValue('ticketThb', next.min === null && next.max === null ? null : next);
  };
  const importance = (criterion: Criterion) => ({
    importance: values.lookingFor[criterion].importance,
    onImportance: (value: MatchImportance) => form.setFieldValue(`lookingFor.${criterion}.importance`, value),
  });
  const field = (path: string) => ({ ...form.getInputProps(path), error: formError(form.errors[path]) });

  const submit = form.onSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => notifySuccess(t('matching.saved')),
      onError: (error) => {
        const fields = parseFieldErrors(error);
        if (Object.keys(fields).length) form.setErrors(fields);
        else notifyError(error);
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Paper withBorder radius="lg" p="md">
          <MatchCompleteness completeness={completeness} />
        </Paper>
        <Paper withBorder radius="lg" p="md">
          <Radio.Group
            label={
              <Title order={2} size="h4" component="span">
                {t('matching.intent.title')}
              </Title>
            }
            description={t('matching.intent.hint')}
            value={values.intent ?? ''}
            onChange={(value) => form.setFieldValue('intent', (value || null) as MatchIntent | null)}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="sm">
              {MATCH_INTENTS.map((intent) => (
                <Radio.Card key={intent} value={intent} radius="md" p="sm" data-testid={`intent-${intent}`}>
                  <Group wrap="nowrap" gap="sm" align="flex-start">
                    <Radio.Indicator />
                    <Text size="sm">{t(`matching.intent.options.${intent}`)}</Text>
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
          {isInvestor && (
            <Stack gap={4} mt="md">
              <Text size="sm" fw={500}>
                {t('matching.ticket.title')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('matching.ticket.hint')}
              </Text>
              <SimpleGrid cols={2} spacing="sm">
                <NumberInput
                  label={t('matching.ticket.min')}
                  min={0}
                  allowDecimal={false}
                  thousandSeparator=","
                  value={ticket.min ?? ''}
                  onChange={(value) => setTicket('min', value)}
                  error={formError(form.errors['ticketThb.min'])}
                />
                <NumberInput
                  label={t('matching.ticket.max')}
                  min={0}
                  allowDecimal={false}
                  thousandSeparator=","
                  value={ticket.max ?? ''}
                  onChange={(value) => setTicket('max', value)}
                  error={formError(form.errors['ticketThb.max'])}
                />
              </SimpleGrid>
            </Stack>
          )}
        </Paper>
        <Paper withBorder radius="lg" p="md">
          <Title order={2} size="h4" mb="sm">
            {t('matching.me.title')}
          </Title>
          <Stack gap="sm">
            <TagsInput
              label={values.intent === 'advise' ? t('matching.me.skillsAdvise') : t('matching.me.skills')}
              placeholder={t('matching.me.skillsPlaceholder')}
              maxTags={MATCH_LIMITS.skillsMax}
              maxLength={MATCH_LIMITS.skillMax}
              splitChars={[',']}
              clearable
              {...field('skills')}
            />
            <Textarea
              label={t('matching.me.bring')}
              placeholder={t('matching.me.bringPlaceholder')}
              maxLength={MATCHING_LIMITS.bringMax}
              autosize
              minRows={2}
              {...field('bring')}
            />
            <MultiSelect searchable label={t('matching.me.roles')} data={roleOptions} clearable {...field('roles')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <NumberInput
                label={isInvestor ? t('matching.me.hoursInvest') : t('matching.me.hours')}
                min={MATCHING_LIMITS.hoursMin}
                max={MATCHING_LIMITS.hoursMax}
                allowDecimal={false}
                {...field('hoursPerWeek')}
                value={values.hoursPerWeek ?? ''}
                onChange={(value) => form.setFieldValue('hoursPerWeek', typeof value === 'number' ? value : null)}
              />
              <Select
                label={isInvestor ? t('matching.me.stageInvest') : t('matching.me.stage')}
                data={stageOptions}
                clearable
                {...field('stage')}
              />
              <Select
                label={t('matching.me.province')}
                data={THAI_PROVINCES.map((province) => ({ value: province.code, label: province[locale] }))}
                searchable
                clearable
                {...field('province')}
              />
              <MultiSelect
                searchable
                label={t('matching.me.languages')}
                data={languageOptions}
                clearable
                {...field('languages')}
              />
            </SimpleGrid>
            <Switch label={t('matching.me.remote')} {...form.getInputProps('remote', { type: 'checkbox' })} />
          </Stack>
        </Paper>
        <Paper withBorder radius="lg" p="md">
          <Title order={2} size="h4" mb={4}>
            {t('matching.lookingFor.title')}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {t('matching.lookingFor.hint')}
          </Text>
          <Stack gap="lg">
            <CriterionRow label={t('matching.lookingFor.intents')} {...importance('intents')}>
              <MultiSelect
                label={t('matching.lookingFor.intents')}
                data={intentOptions}
                clearable
                {...field('lookingFor.intents.values')}
              />
            </CriterionRow>
            <CriterionRow label={t('matching.lookingFor.roles')} {...importance('roles')}>
              <MultiSelect
                searchable
                label={t('matching.lookingFor.roles')}
                data={roleOptions}
                clearable
                {...field('lookingFor.roles.values')}
              />
            </CriterionRow>
            <CriterionRow label={t('matching.lookingFor.skills')} {...importance('skills')}>
              <TagsInput
                label={t('matching.lookingFor.skills')}
                placeholder={t('matching.me.skillsPlaceholder')}
                maxTags={MATCH_LIMITS.skillsMax}
                maxLength={MATCH_LIMITS.skillMax}
                splitChars={[',']}
                clearable
                {...field('lookingFor.skills.values')}
              />
            </CriterionRow>
            <CriterionRow label={t('matching.lookingFor.industries')} {...importance('industries')}>
              <MultiSelect
                searchable
                label={isInvestor ? t('matching.me.industriesInvest') : t('matching.lookingFor.industries')}
                data={industryOptions}
                clearable
                {...field('lookingFor.industries.values')}
              />
            </CriterionRow>
            <CriterionRow label={t('matching.lookingFor.hoursMin')} {...importance('hours')}>
              <NumberInput
                label={t('matching.lookingFor.hoursMin')}
                min={MATCHING_LIMITS.hoursMin}
                max={MATCHING_LIMITS.hoursMax}
                allowDecimal={false}
                {...field('lookingFor.hours.min')}
                value={values.lookingFor.hours.min ?? ''}
                onChange={(value) =>
                  form.setFieldValue('lookingFor.hours.min', typeof value === 'number' ? value : null)
                }
              />
            </CriterionRow>
            <CriterionRow label={t('matching.lookingFor.stage')} {...importance('stage')}>
              <MultiSelect
                searchable
                label={t('matching.lookingFor.stage')}
                data={stageOptions}
                clearable
                {...field('lookingFor.stage.values')}
              />
            </CriterionRow>
            <CriterionRow label={t('matching.lookingFor.location')} {...importance('location')} />
            <CriterionRow label={t('matching.lookingFor.languages')} {...importance('languages')}>
              <MultiSelect
                searchable
                label={t('matching.lookingFor.languages')}
                data={languageOptions}
                clearable
                {...field('lookingFor.languages.values')}
              />
            </CriterionRow>
          </Stack>
        </Paper>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('matching.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** `/match-profile`: what I bring and whom I look for, each criterion with how much it counts. */
export function MatchProfilePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('matching.title'));
  const query = useMatchProfile();
  return (
    <Container size="sm" py={{ base: 'lg', sm: 40 }}>
      <PageHeader
        title={t('matching.title')}
        description={t('matching.description')}
        breadcrumbs={[{ label: t('partner.title'), to: '/partner?tab=suggested' }, { label: t('matching.title') }]}
      />
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <ErrorPanel message={parseError(query.error)} onRetry={() => void query.refetch()} />
      ) : (
        <MatchProfileForm profile={query.data} />
      )}
    </Container>
  );
}
