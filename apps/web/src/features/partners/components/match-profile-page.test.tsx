import { EMPTY_LOOKING_FOR, matchCompleteness, type MatchingProfile } from '@ideamatch/shared';
import { matchingApi } from '@ideamatch/shared/api/matching';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  bodiesSentTo,
  buildProfile,
  envelope,
  mockApi,
  on,
  renderApp,
  serve,
  signedInInEnglish,
} from '../../../testing/render-app';

signedInInEnglish('member');

const profile = on('/api/account/profile', envelope(buildProfile()));
const fields = {
  intent: null,
  ticketThb: null,
  skills: ['Programming'],
  bring: '',
  roles: ['developer'],
  hoursPerWeek: 20,
  stage: 'prototype',
  province: 'bangkok',
  remote: false,
  languages: ['th'],
  lookingFor: { ...EMPTY_LOOKING_FOR, roles: { values: ['marketer'], importance: 'mustHave' } },
} satisfies Omit<MatchingProfile, 'completeness'>;
const stored: MatchingProfile = { ...fields, completeness: matchCompleteness(fields) };

describe('MatchProfilePage', () => {
  it('shows what is missing, updates the meter as I type, and saves the whole profile', async () => {
    const saved = { ...fields, bring: 'Web apps' };
    const fetchMock = mockApi(
      profile,
      serve(matchingApi.getProfile, envelope(stored)),
      serve(matchingApi.saveProfile, envelope({ ...saved, completeness: matchCompleteness(saved) })),
    );
    renderApp('/match-profile');
    expect(await screen.findByText('Profile 78% complete')).toBeInTheDocument();
    expect(screen.getByTestId('match-missing')).toHaveTextContent('what you bring');

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'What you bring' }), 'Web apps');
    expect(screen.getByText('Profile 89% complete')).toBeInTheDocument();
    expect(screen.getByText('Your essentials are filled: suggestions are on.')).toBeInTheDocument();
    // How much a criterion counts is a choice of three.
    expect(screen.getByRole('radiogroup', { name: 'How much it counts: Roles' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesSentTo(fetchMock, matchingApi.saveProfile)).toEqual([saved]));
    expect(await screen.findByText('Matching profile saved', {}, { timeout: 5000 })).toBeInTheDocument();
    // A long form typed into key by key: slow on a loaded machine.
  }, 60_000);

  it('asks why I am here first, and an investor for the ticket, and saves both', async () => {
    const fetchMock = mockApi(
      profile,
      serve(matchingApi.getProfile, envelope(stored)),
      serve(matchingApi.saveProfile, envelope({ ...stored, intent: 'invest', ticketThb: { min: 500000, max: null } })),
    );
    renderApp('/match-profile');
    const question = await screen.findByRole('radiogroup', { name: 'Why are you here?' });
    // The first question of the form.
    expect(screen.getAllByRole('radiogroup')[0]).toBe(question);
    expect(screen.queryByLabelText('From (baht)')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(question).getByRole('radio', { name: 'I invest' }));
    // An investor's stage is the stage they invest in.
    expect(screen.getAllByLabelText('Stage you invest in').length).toBeGreaterThan(0);
    await user.type(screen.getByRole('textbox', { name: 'From (baht)' }), '500000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, matchingApi.saveProfile)).toEqual([
        { ...fields, intent: 'invest', ticketThb: { min: 500000, max: null } },
      ]),
    );
  }, 60_000);

  it('puts the server’s field errors under their fields', async () => {
    mockApi(
      profile,
      serve(matchingApi.getProfile, envelope(stored)),
      serve(matchingApi.saveProfile, {
        status: 400,
        body: {
          statusCode: 400,
          message: 'Invalid input',
          errorCode: 'VALIDATION_ERROR',
          details: [
            { field: 'bring', code: 'BRING_TOO_LONG', message: 'What you bring must be at most 280 characters' },
          ],
        },
      }),
    );
    renderApp('/match-profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('What you bring must be at most 280 characters')).toBeInTheDocument();
  });
});
