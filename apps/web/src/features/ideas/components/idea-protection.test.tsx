import { TOKEN_COOKIE } from '@ideamatch/shared/constants';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { ideaAccessApi } from '@ideamatch/shared/api/idea-access';
import type { IdeaAccessRequest } from '@ideamatch/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { setCookie } from '../../../lib/cookies';
import {
  bodiesSentTo,
  buildProfile,
  envelope,
  errorReply,
  mockApi,
  on,
  renderApp,
  serve,
} from '../../../testing/render-app';
import { buildIdeaDetail, IDEA_OWNER } from '../../../testing/idea-fixtures';

beforeEach(async () => {
  await act(() => changeLanguage('EN'));
  window.localStorage.clear();
  setCookie(TOKEN_COOKIE, '');
});

const empty = { currentPage: 1, pageSize: 20, totalItems: 0, totalPages: 0, result: [] };
const sideLists = [
  on('/api/idea/idea-1/comment', envelope({ ...empty, commentCount: 0 })),
  on(
    '/api/idea/idea-1/review',
    envelope({
      ...empty,
      summary: { rating: 0, reviewCount: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, myReview: null },
    }),
  ),
];
const confidential = buildIdeaDetail({
  visibility: 'confidential',
  detail: '',
  achievements: [],
  accessTerms: 'Please keep the recipe to yourself.',
  access: {
    canReadDetails: false,
    withheld: { hasDetail: true, hasBusinessModel: false, achievementCount: 2, imageCount: 3 },
    myRequest: null,
    canRequest: true,
    requestAllowedAt: null,
    pendingRequestCount: null,
  },
});

describe('a confidential idea', () => {
  it('tells a visitor that more is shared with approved people and asks them to log in', async () => {
    mockApi(
      on('/api/idea/idea-1', envelope({ ...confidential, access: { ...confidential.access, canRequest: false } })),
      ...sideLists,
    );
    renderApp('/idea/idea-1');
    expect(await screen.findByRole('heading', { name: 'More is shared with approved people' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'The owner keeps part of this idea confidential: the detail, 2 accomplishments, and 3 more images.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to request access' })).toHaveAttribute(
      'href',
      '/login?next=%2Fidea%2Fidea-1',
    );
  });

  it('lets a member ask with a note and the owner’s terms accepted', async () => {
    setCookie(TOKEN_COOKIE, 'token-1');
    const request: IdeaAccessRequest = {
      id: 'r-1',
      ideaId: 'idea-1',
      requester: { ...IDEA_OWNER, id: 'me' },
      note: 'I press boxes at scale.',
      status: 'pending',
      terms: 'Please keep the recipe to yourself.',
      termsAcceptedAt: '2026-01-15T08:00:00.000Z',
      createdAt: '2026-01-15T08:00:00.000Z',
      decidedAt: null,
      revokedAt: null,
    };
    const fetchMock = mockApi(
      on('/api/account/profile', envelope(buildProfile())),
      serve(ideaApi.get, envelope(confidential), { id: 'idea-1' }),
      serve(ideaAccessApi.request, envelope(request), { id: 'idea-1' }),
      ...sideLists,
    );
    renderApp('/idea/idea-1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Request access' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request access' });
    const send = within(dialog).getByRole('button', { name: 'Send request' });
    expect(send).toBeDisabled();
    await user.click(within(dialog).getByLabelText(/Note to the owner/));
    await user.paste('I press boxes at scale.');
    await user.click(within(dialog).getByRole('checkbox', { name: "I accept the owner's terms" }));
    await user.click(send);
    expect(
      await screen.findByText('Your request is sent. We will notify you when the owner answers.'),
    ).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, ideaAccessApi.request, { id: 'idea-1' })).toEqual([
      { note: 'I press boxes at scale.', acceptTerms: true },
    ]);
  });

  it('asks a visitor at a members-only idea to log in', async () => {
    mockApi(
      on(
        '/api/idea/idea-1',
        errorReply(401, 'IDEA_MEMBERS_ONLY', 'Please log in to see this idea: its owner shares it with members only.'),
      ),
    );
    renderApp('/idea/idea-1');
    expect(await screen.findByText('Members only')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to see it' })).toHaveAttribute(
      'href',
      '/login?next=%2Fidea%2Fidea-1',
    );
  });
});
