import type { PartnerPerson } from '@ideamatch/shared';
import { partnerApi } from '@ideamatch/shared/api/partner';
import { formatDateTime } from '@ideamatch/shared/format';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  buildPersonSummary,
  buildProfile,
  envelope,
  errorReply,
  mockApi,
  on,
  pageOf,
  renderApp,
  serve,
  signedInInEnglish,
} from '../../../testing/render-app';

signedInInEnglish('member');

const person = (relation: PartnerPerson['relation']): PartnerPerson => ({
  ...buildPersonSummary(),
  miniBio: null,
  match: {
    skillsOffered: [],
    skillsSought: [],
    interestedCategories: [],
    timeCommitment: null,
    location: null,
    isLookingForPartner: true,
  },
  relation,
  mutualPartnerCount: 0,
});

/** The partner page listing one person (under "my partners", the list the page opens on). */
const pageWith = (listed: PartnerPerson) => [
  on('/api/account/profile', envelope(buildProfile())),
  (url: URL, init?: RequestInit) =>
    url.pathname === '/api/partner/request' && (init?.method ?? 'GET') === 'GET' ? pageOf([]) : undefined,
  (url: URL, init?: RequestInit) =>
    url.pathname === '/api/partner' && (init?.method ?? 'GET') === 'GET' ? pageOf([listed]) : undefined,
];

describe('a partner request after a decline', () => {
  it('waits: the connect button is off and says from when a new request can be sent', async () => {
    const allowedAt = new Date(Date.now() + 6 * 24 * 60 * 60_000).toISOString();
    mockApi(
      ...pageWith(
        person({
          accountId: 'p1',
          state: 'none',
          requestId: null,
          isBlockedByMe: false,
          isPersona: false,
          requestAllowedAt: allowedAt,
        }),
      ),
    );
    renderApp('/partner');
    const card = await screen.findByTestId('partner-card');
    expect(within(card).getByRole('button', { name: 'Connect partner' })).toBeDisabled();
    expect(
      within(card).getByText(`You can send a new request on ${formatDateTime(allowedAt, 'EN')}`),
    ).toBeInTheDocument();
  });

  it('says why when the server refuses a request during the cool-down', async () => {
    mockApi(
      ...pageWith(person({ accountId: 'p1', state: 'none', requestId: null, isBlockedByMe: false, isPersona: false })),
      serve(partnerApi.request, errorReply(429, 'PARTNER_REQUEST_COOLDOWN', 'This person declined your request.')),
    );
    renderApp('/partner');
    const card = await screen.findByTestId('partner-card');
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Connect partner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a partner request' });
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByText('This person declined your request. You can send a new one 7 days after they declined.'),
    ).toBeInTheDocument();
  });
});
