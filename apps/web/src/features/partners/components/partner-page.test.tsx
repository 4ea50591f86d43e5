import {
  EMPTY_LOOKING_FOR,
  type MatchingProfile,
  type PartnerPerson,
  type PartnerRequestItem,
  type PartnerSuggestion,
} from '@ideamatch/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  buildPersonSummary,
  buildProfile,
  callsTo,
  envelope,
  mockApi,
  on,
  pageOf,
  renderApp,
  signedInInEnglish,
} from '../../../testing/render-app';

signedInInEnglish('member');

const profile = on('/api/account/profile', envelope(buildProfile()));
const MALEE_ID = '01a220f9-2101-7ad6-9270-22b6914a6f48';
const page = <T,>(result: T[]) => pageOf(result, { pageSize: 12 });

const person = (overrides: Partial<PartnerPerson> = {}): PartnerPerson => ({
  ...buildPersonSummary(),
  miniBio: 'Roasts coffee in Chiang Mai',
  match: {
    skillsOffered: ['Marketing', 'Sales'],
    skillsSought: [],
    interestedCategories: [],
    timeCommitment: null,
    location: 'Chiang Mai',
    isLookingForPartner: true,
  },
  relation: { accountId: 'p1', state: 'none', requestId: null, isBlockedByMe: false, isPersona: false },
  mutualPartnerCount: 2,
  ...overrides,
});

/** A matching profile: complete, or missing what the person brings and their hours. */
const matchProfile = (isComplete: boolean): MatchingProfile => ({
  intent: 'haveIdea',
  ticketThb: null,
  skills: ['Programming'],
  bring: isComplete ? '10 years of web apps' : '',
  roles: ['developer'],
  hoursPerWeek: isComplete ? 20 : null,
  stage: 'prototype',
  province: 'bangkok',
  remote: true,
  languages: ['th'],
  lookingFor: { ...EMPTY_LOOKING_FOR, roles: { values: ['marketer'], importance: 'mustHave' } },
  completeness: isComplete
    ? { percent: 100, missing: [], isReady: true }
    : { percent: 78, missing: ['bring', 'hoursPerWeek'], isReady: false },
});

/** Answers a partner list `path`, by `q` when given (search), the same page otherwise. */
const list =
  (path: string, byQuery: Record<string, unknown[]>, direction?: string) => (url: URL, init?: RequestInit) => {
    if (url.pathname !== path || (init?.method ?? 'GET') !== 'GET') return undefined;
    if (direction && url.searchParams.get('direction') !== direction) return undefined;
    const rows = byQuery[url.searchParams.get('q') ?? ''];
    return rows ? page(rows) : undefined;
  };
const noIncoming = list('/api/partner/request', { '': [] }, 'incoming');

describe('partner page', () => {
  it('opens on my partners, each card with name, place, mutual partners, bio and skills', async () => {
    mockApi(
      profile,
      noIncoming,
      list('/api/partner', {
        '': [
          person({
            relation: { accountId: 'p1', state: 'partner', requestId: null, isBlockedByMe: false, isPersona: false },
          }),
        ],
      }),
    );
    renderApp('/partner');
    const card = await screen.findByTestId('partner-card');
    expect(within(card).getByRole('link', { name: 'Malee Sukjai' })).toHaveAttribute('href', '/profile?accountId=p1');
    expect(within(card).getByText('@malee · Chiang Mai')).toBeInTheDocument();
    expect(within(card).getByText('2 mutual partners')).toBeInTheDocument();
    expect(within(card).getByText('Roasts coffee in Chiang Mai')).toBeInTheDocument();
    expect(within(card).getByText('Marketing')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Questions to agree on' })).toHaveAttribute(
      'href',
      '/partner/questions/p1',
    );
  });

  it('says I have no partners yet and leads to the search, not "could not find"', async () => {
    mockApi(profile, noIncoming, list('/api/partner', { '': [] }), list('/api/partner/search', { '': [] }));
    const { router } = renderApp('/partner');
    expect(await screen.findByText('No partners yet')).toBeInTheDocument();
    expect(screen.queryByText("We couldn't find anyone matching your search")).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Find partners' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=search'));
    expect(screen.getByRole('tab', { name: /Find partners/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('says which request list is empty and what to do, and a search that found nobody, with the words', async () => {
    mockApi(
      profile,
      noIncoming,
      list('/api/partner/request', { '': [] }, 'outgoing'),
      list('/api/partner/search', { '': [person()], zzz: [] }),
    );
    renderApp('/partner?tab=requests');
    expect(await screen.findByText('No partner requests for you yet')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Sent' }));
    expect(await screen.findByText("You haven't sent any partner requests")).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /Find partners/ }));
    await user.type(await screen.findByRole('searchbox', { name: 'Find partners' }), 'zzz');
    expect(
      await screen.findByText("We couldn't find anyone matching your search", {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Nobody matches “zzz”/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByTestId('partner-card', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('opens on the requests waiting for me, counted on their tab, and accepts one', async () => {
    const request: PartnerRequestItem = {
      id: 'r1',
      direction: 'incoming',
      person: person({
        relation: { accountId: 'p1', state: 'incoming', requestId: 'r1', isBlockedByMe: false, isPersona: false },
      }),
      note: 'I need a marketer for my coffee brand. Call next week?',
      createdAt: '2026-11-01T00:00:00.000Z',
    };
    const fetchMock = mockApi(
      profile,
      list('/api/partner/request', { '': [request] }, 'incoming'),
      on(
        '/api/partner/request/r1/accept',
        envelope({ accountId: 'p1', state: 'partner', requestId: null, isBlockedByMe: false, isPersona: false }),
        'POST',
      ),
    );
    renderApp('/partner');
    expect(await screen.findByTestId('requests-count')).toHaveTextContent('1');
    const card = await screen.findByTestId('partner-card');
    expect(screen.getByRole('tab', { name: /Partner requests/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(card).getByTestId('request-note')).toHaveTextContent(
      'I need a marketer for my coffee brand. Call next week?',
    );
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/partner/request/r1/accept', 'POST')).toHaveLength(1));
    expect(await screen.findByText('You are now partners')).toBeInTheDocument();
  });

  it('searches people by what I type and sends a connect request', async () => {
    const fetchMock = mockApi(
      profile,
      noIncoming,
      list('/api/partner/search', { '': [], coffee: [person()] }),
      on(
        '/api/partner/request',
        envelope({ accountId: 'p1', state: 'outgoing', requestId: 'r9', isBlockedByMe: false, isPersona: false }),
        'POST',
      ),
    );
    renderApp('/partner?tab=search');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Find partners' }), 'coffee');
    const card = await screen.findByTestId('partner-card', {}, { timeout: 3000 });
    expect(within(card).getByText('Malee Sukjai')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Connect partner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a partner request' });
    await user.type(within(dialog).getByLabelText('Add a note (optional)'), 'Your roastery and my app?');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/partner/request', 'POST')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, '/api/partner/request', 'POST')[0]![1]!.body))).toEqual({
      accountId: 'p1',
      note: 'Your roastery and my app?',
    });
    expect(await screen.findByText('Request sent')).toBeInTheDocument();
  });

  it('shows my sent request with a cancel button in view, cancels it with a toast, and offers Message', async () => {
    const sent: PartnerRequestItem = {
      id: 'r2',
      direction: 'outgoing',
      person: person({
        relation: { accountId: 'p1', state: 'outgoing', requestId: 'r2', isBlockedByMe: false, isPersona: false },
      }),
      note: null,
      createdAt: '2026-11-01T00:00:00.000Z',
    };
    const fetchMock = mockApi(
      profile,
      noIncoming,
      list('/api/partner/request', { '': [sent] }, 'outgoing'),
      on(
        '/api/partner/request/r2',
        envelope({ accountId: 'p1', state: 'none', requestId: null, isBlockedByMe: false, isPersona: false }),
        'DELETE',
      ),
    );
    renderApp('/partner?tab=requests');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Sent' }));
    const card = await screen.findByTestId('partner-card');
    expect(within(card).getByRole('button', { name: 'Already sent request' })).toBeDisabled();
    expect(within(card).getByRole('link', { name: 'Message' })).toHaveAttribute('href', '/chat?to=p1');
    await user.click(within(card).getByRole('button', { name: 'Cancel request to connect' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/partner/request/r2', 'DELETE')).toHaveLength(1));
    expect(await screen.findByText('Request cancelled')).toBeInTheDocument();
  });

  it('shows the score, each side’s fit and the reasons, what matched and what did not, whose hours are whose', async () => {
    const suggestion: PartnerSuggestion = {
      ...person({ firstName: 'Malee' }),
      score: 84,
      fit: { forYou: 79, forThem: 90 },
      intent: 'joinIdea',
      isStale: false,
      reasons: [
        { kind: 'theyBring', roles: ['marketer'], skills: [], bring: '5 years of digital marketing' },
        { kind: 'intent', intent: 'joinIdea' },
        { kind: 'sameProvince', province: 'bangkok' },
        { kind: 'sharedLanguages', languages: ['th'] },
        { kind: 'hours', whose: 'yours', hours: 20, wanted: 30, isMet: false },
        { kind: 'hours', whose: 'theirs', hours: 15, wanted: 25, isMet: false },
        { kind: 'missed', whose: 'yours', criterion: 'industries' },
      ],
    };
    const fetchMock = mockApi(
      profile,
      on('/api/account/match-profile', envelope(matchProfile(true))),
      noIncoming,
      list('/api/partner/suggested', { '': [suggestion] }),
      on('/api/partner/dismissed', envelope({ accountId: MALEE_ID, until: '2027-02-26T00:00:00.000Z' }), 'POST'),
      on('/api/partner/dismissed/p1', envelope({ accountId: MALEE_ID, until: '2026-11-28T00:00:00.000Z' }), 'DELETE'),
    );
    renderApp('/partner?tab=suggested');
    const card = await screen.findByTestId('partner-card');
    expect(within(card).getByText('84% match')).toBeInTheDocument();
    expect(within(card).getByTestId('match-fit')).toHaveTextContent('79% what you look for · 90% what they look for');
    expect(within(card).getByTestId('suggestion-intent')).toHaveTextContent('Wants to join a venture');
    const reasons = within(within(card).getByTestId('suggestion-reason')).getAllByRole('listitem');
    // The top three that matched, strongest first, then at most two that did not.
    expect(reasons.map((item) => [item.textContent, item.dataset.tone])).toEqual([
      ['You need a marketer; Malee brings 5 years of digital marketing', 'met'],
      ['Wants to join a venture', 'met'],
      ['Both in Bangkok', 'met'],
      ['Works 20 h/week (you want 30)', 'unmet'],
      ['Malee wants 25 h/week from a partner (you give 15)', 'unmet'],
    ]);
    expect(screen.getByText('Profile 100% complete')).toBeInTheDocument();

    // Not a partner yet: no questions to agree on.
    expect(within(card).queryByRole('link', { name: 'Questions to agree on' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Not interested' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/partner/dismissed', 'POST')).toHaveLength(1));
    expect(await screen.findByText('Hidden: Malee Sukjai will not be suggested for 90 days')).toBeInTheDocument();
    // The toast takes it back.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/partner/dismissed/p1', 'DELETE')).toHaveLength(1));
    expect(await screen.findByText('Malee Sukjai can be suggested again')).toBeInTheDocument();
  });

  it('asks for the missing essentials before any suggestion, with a link to fill them', async () => {
    const fetchMock = mockApi(profile, on('/api/account/match-profile', envelope(matchProfile(false))), noIncoming);
    renderApp('/partner?tab=suggested');
    expect(await screen.findByText('To see suggestions, fill in:')).toBeInTheDocument();
    const missing = within(screen.getByTestId('match-missing')).getAllByRole('listitem');
    expect(missing.map((item) => item.textContent)).toEqual(['what you bring', 'hours a week']);
    expect(screen.getByRole('link', { name: 'Complete your matching profile' })).toHaveAttribute(
      'href',
      '/match-profile',
    );
    expect(callsTo(fetchMock, '/api/partner/suggested')).toHaveLength(0);
  });
});
