import { accountApi } from '@ideamatch/shared/api/account';
import { accountCenterApi } from '@ideamatch/shared/api/account-center';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { decryptPassword, publicKeyHandler, testPublicKey } from '../../../testing/password-key';
import {
  bodiesSentTo,
  buildProfile,
  buildPublicProfile,
  envelope,
  errorReply,
  mockApi,
  renderApp,
  serve,
  signedInInEnglish,
} from '../../../testing/render-app';

signedInInEnglish('token-1');

const owner = buildProfile();
const shop = {
  id: '01900000-0000-7000-8000-00000000c001',
  subAccountId: '01900000-0000-7000-8000-00000000c002',
  account: buildPublicProfile({
    id: '01900000-0000-7000-8000-00000000c002',
    username: 'coffee.shop',
    firstName: 'Coffee',
  }),
  unreadChatCount: 0,
};
const security = serve(
  accountCenterApi.getSecurity,
  envelope({ hasPassword: true, hasGoogle: false, twoFactor: { isEnabled: false, recoveryCodesLeft: 0 } }),
);

async function addPersona() {
  const user = userEvent.setup();
  const section = within(await screen.findByRole('region', { name: 'Sub-accounts' }));
  await user.click(await section.findByRole('button', { name: 'Manage sub-accounts' }));
  await user.click(section.getByRole('button', { name: 'Add sub-account' }));
  const usernames = section.getAllByLabelText(/Username/);
  await user.type(usernames[usernames.length - 1]!, 'coffee.shop');
  const firstNames = section.getAllByLabelText(/First name/);
  await user.type(firstNames[firstNames.length - 1]!, 'Coffee');
  await user.click(section.getByRole('button', { name: 'Save sub-accounts' }));
  return { user, section };
}

describe('sub-account manager', () => {
  it('asks for the password before adding a persona, keeps everything on a refusal, then saves', async () => {
    const key = await testPublicKey();
    const fetchMock = mockApi(
      serve(accountApi.profile, envelope(owner)),
      serve(accountApi.subAccounts, envelope([])),
      security,
      publicKeyHandler(key),
      serve(accountApi.saveSubAccounts, [
        errorReply(400, 'CURRENT_PASSWORD_WRONG', 'The current password is incorrect.'),
        envelope([shop]),
      ]),
    );
    renderApp('/profile');
    const { user, section } = await addPersona();

    const dialog = within(await screen.findByRole('dialog', { name: "Confirm it's you" }));
    expect(
      dialog.getByText('A sub-account chats in your name, so adding one needs you to confirm it is you.'),
    ).toBeInTheDocument();
    await user.type(await dialog.findByLabelText('Current password'), 'wrong-one');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await dialog.findByText('The current password is incorrect.')).toBeInTheDocument();
    expect(dialog.getByLabelText('Current password')).toHaveValue('wrong-one');
    expect(section.getByDisplayValue('coffee.shop')).toBeInTheDocument();

    await user.clear(dialog.getByLabelText('Current password'));
    await user.type(dialog.getByLabelText('Current password'), 'secret1');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Sub-accounts saved.')).toBeInTheDocument();

    const bodies = bodiesSentTo(fetchMock, accountApi.saveSubAccounts) as {
      subAccounts: unknown[];
      password: string;
    }[];
    expect(bodies).toHaveLength(2);
    expect(bodies[1]!.subAccounts).toEqual([{ username: 'coffee.shop', firstName: 'Coffee', lastName: '' }]);
    expect((await decryptPassword(bodies[0]!.password)).p).toBe('wrong-one');
    expect((await decryptPassword(bodies[1]!.password)).p).toBe('secret1');
  });

  it('renames existing personas without asking', async () => {
    const fetchMock = mockApi(
      serve(accountApi.profile, envelope(owner)),
      serve(accountApi.subAccounts, envelope([shop])),
      security,
      serve(accountApi.saveSubAccounts, envelope([shop])),
    );
    renderApp('/profile');
    const user = userEvent.setup();
    const section = within(await screen.findByRole('region', { name: 'Sub-accounts' }));
    await user.click(await section.findByRole('button', { name: 'Manage sub-accounts' }));
    await user.type(section.getByDisplayValue('Coffee'), ' House');
    await user.click(section.getByRole('button', { name: 'Save sub-accounts' }));
    expect(await screen.findByText('Sub-accounts saved.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, accountApi.saveSubAccounts)).toEqual([
      {
        subAccounts: [
          { id: shop.subAccountId, username: 'coffee.shop', firstName: 'Coffee House', lastName: 'Sukjai' },
        ],
      },
    ]);
  });

  it('saves a removal and the rest in one request', async () => {
    const fetchMock = mockApi(
      serve(accountApi.profile, envelope(owner)),
      serve(accountApi.subAccounts, envelope([shop])),
      security,
      serve(accountApi.saveSubAccounts, envelope([])),
    );
    renderApp('/profile');
    const user = userEvent.setup();
    const section = within(await screen.findByRole('region', { name: 'Sub-accounts' }));
    await user.click(await section.findByRole('button', { name: 'Manage sub-accounts' }));
    await user.click(section.getByRole('button', { name: 'Remove Coffee' }));
    await user.click(section.getByRole('button', { name: 'Save sub-accounts' }));
    expect(await screen.findByText('Sub-accounts saved.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, accountApi.saveSubAccounts)).toEqual([
      { removeIds: [shop.subAccountId], subAccounts: [] },
    ]);
    expect(bodiesSentTo(fetchMock, accountApi.removeSubAccount)).toEqual([]);
  });
});
