import { Badge, Button, Center, Container, Loader, Paper, SegmentedControl, Tabs, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUserCheck, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useIsPhone } from '../../../lib/use-is-phone';
import { usePeople } from '../api/get-people';
import { useRequests } from '../api/get-requests';
import { useSuggestions } from '../api/get-suggestions';
import { useMatchProfile } from '../api/match-profile';
import { MatchCompleteness } from './match-completeness';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { parseError } from '../../../lib/errors';
import { PartnerCard } from './partner-card';
import { PartnerResults } from './partner-results';

const TABS = ['mine', 'requests', 'search', 'suggested'] as const;
type PartnerTab = (typeof TABS)[number];
const isTab = (value: string | null): value is PartnerTab => TABS.some((tab) => tab === value);

/** A button of an empty tab that opens another tab of the page. */
function TabLink({ tab, label, isPrimary }: { tab: PartnerTab; label: string; isPrimary?: boolean }) {
  const [, setParams] = useSearchParams();
  return (
    <Button
      variant={isPrimary ? 'filled' : 'default'}
      radius="xl"
      onClick={() => setParams({ tab }, { replace: true })}
    >
      {label}
    </Button>
  );
}

/** What an empty list of people says: nothing yet (and where to find people), or nothing matching the words. */
function usePeopleEmpty(source: 'mine' | 'search', q: string, clear: () => void) {
  const { t } = useTranslation();
  const clearButton = (
    <Button variant="default" radius="xl" onClick={clear}>
      {t('partners.empty.clearSearch')}
    </Button>
  );
  if (source === 'mine') {
    return q
      ? {
          title: t('partners.empty.mineNoMatchTitle', { q }),
          description: t('partners.empty.mineNoMatchBody'),
          actions: clearButton,
        }
      : {
          title: t('partners.empty.mineTitle'),
          description: t('partners.empty.mineBody'),
          actions: (
            <>
              <TabLink tab="search" label={t('partners.empty.findPartners')} isPrimary />
              <TabLink tab="suggested" label={t('partners.empty.seeSuggested')} />
            </>
          ),
        };
  }
  return q
    ? {
        title: t('messages.noPartners'),
        description: t('partners.empty.searchNoMatchBody', { q }),
        actions: (
          <>
            {clearButton}
            <TabLink tab="suggested" label={t('partners.empty.seeSuggested')} />
          </>
        ),
      }
    : { title: t('partners.empty.searchNoneTitle'), description: t('partners.empty.searchNoneBody') };
}

function PeopleTab({ source }: { source: 'mine' | 'search' }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 300);
  const [page, setPage] = useState(1);
  const query = usePeople(source, { q, page });
  const empty = usePeopleEmpty(source, q, () => {
    setText('');
    setPage(1);
  });
  return (
    <>
      <TextInput
        mb="lg"
        maw={480}
        radius="xl"
        leftSection={<IconSearch size={16} aria-hidden />}
        label={source === 'mine' ? t('partners.filterMine') : t('partners.searchLabel')}
        placeholder={t('partners.searchPlaceholder')}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setPage(1);
        }}
        type="search"
      />
      <PartnerResults
        query={query}
        page={page}
        onPage={setPage}
        keyOf={(person) => person.id}
        renderItem={(person) => <PartnerCard person={person} />}
        empty={empty}
      />
    </>
  );
}

function RequestsTab() {
  const { t } = useTranslation();
  const [direction, setDirection] = useState<'incoming' | 'outgoing'>('incoming');
  const [page, setPage] = useState(1);
  const query = useRequests(direction, page);
  return (
    <>
      <SegmentedControl
        mb="lg"
        radius="xl"
        value={direction}
        onChange={(value) => {
          setDirection(value === 'outgoing' ? 'outgoing' : 'incoming');
          setPage(1);
        }}
        data={[
          { value: 'incoming', label: t('partners.incoming') },
          { value: 'outgoing', label: t('partners.outgoing') },
        ]}
      />
      <PartnerResults
        query={query}
        page={page}
        onPage={setPage}
        keyOf={(request) => request.id}
        renderItem={(request) => <PartnerCard person={request.person} note={request.note} />}
        empty={{
          title: t(direction === 'incoming' ? 'partners.empty.incomingTitle' : 'partners.empty.outgoingTitle'),
          description: t(direction === 'incoming' ? 'partners.empty.incomingBody' : 'partners.empty.outgoingBody'),
          actions: <TabLink tab="search" label={t('partners.empty.findPartners')} isPrimary />,
        }}
      />
    </>
  );
}

function SuggestedTab() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const profile = useMatchProfile();
  const isReady = profile.data?.completeness.isReady ?? false;
  const query = useSuggestions(page, isReady);
  if (profile.isPending) {
    return (
      <Center py={60}>
        <Loader />
      </Center>
    );
  }
  if (profile.isError) return <ErrorPanel message={parseError(profile.error)} onRetry={() => void profile.refetch()} />;
  return (
    <>
      {/* Until the essentials are filled the meter says what is missing, and suggestions wait. */}
      <Paper withBorder radius="lg" p="md" mb="lg" maw={640}>
        <MatchCompleteness completeness={profile.data.completeness} withLink />
      </Paper>
      {isReady && (
        <PartnerResults
          query={query}
          page={page}
          onPage={setPage}
          keyOf={(person) => person.id}
          renderItem={(person) => (
            <PartnerCard
              person={person}
              reasons={person.reasons}
              score={person.score}
              isStale={person.isStale}
              suggestion={{ intent: person.intent, fit: person.fit }}
            />
          )}
          empty={{
            title: t('partners.empty.suggestedTitle'),
            description: t('partners.empty.suggestedBody'),
            actions: <TabLink tab="search" label={t('partners.empty.findPartners')} isPrimary />,
          }}
        />
      )}
    </>
  );
}

/** `/partner`: my partners, partner requests, search partner and suggested friends. */
export function PartnerPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('partner.title'));
  const isPhone = useIsPhone();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const incoming = useRequests('incoming', 1);
  const incomingCount = incoming.data?.totalItems ?? 0;
  // Without a tab in the address the page opens on the requests waiting for me when there are any.
  const tab: PartnerTab | null = isTab(tabParam)
    ? tabParam
    : incoming.isPending
      ? null
      : incomingCount > 0
        ? 'requests'
        : 'mine';
  const tabs = [
    { value: 'mine', label: t('partner.tabs.mine'), icon: <IconUsers size={16} aria-hidden /> },
    {
      value: 'requests',
      label: t('partner.tabs.requests'),
      icon: <IconUserPlus size={16} aria-hidden />,
      count: incomingCount,
    },
    { value: 'search', label: t('partner.tabs.search'), icon: <IconSearch size={16} aria-hidden /> },
    { value: 'suggested', label: t('partner.tabs.suggested'), icon: <IconUserCheck size={16} aria-hidden /> },
  ];
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <PageHeader title={t('partner.title')} description={t('partner.description')} />
      <Tabs
        value={tab}
        onChange={(value) => setParams(value ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
      >
        {/* Every tab stays in view: on a phone they drop their icons and wrap onto a second row. */}
        <Tabs.List mb="lg" grow={isPhone}>
          {tabs.map((item) => (
            <Tabs.Tab
              key={item.value}
              value={item.value}
              leftSection={isPhone ? undefined : item.icon}
              rightSection={
                item.count ? (
                  <Badge size="sm" color="red" circle={item.count < 10} data-testid="requests-count">
                    {item.count}
                  </Badge>
                ) : undefined
              }
              style={isPhone ? undefined : { flex: 'none' }}
            >
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="mine">
          <PeopleTab source="mine" />
        </Tabs.Panel>
        <Tabs.Panel value="requests">
          <RequestsTab />
        </Tabs.Panel>
        <Tabs.Panel value="search">
          <PeopleTab source="search" />
        </Tabs.Panel>
        <Tabs.Panel value="suggested">
          <SuggestedTab />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
