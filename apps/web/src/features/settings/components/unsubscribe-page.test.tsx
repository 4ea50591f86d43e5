import { accountCenterApi } from '@ideamatch/shared/api/account-center';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { callsTo, envelope, errorReply, mockApi, renderApp, serve } from '../../../testing/render-app';

beforeEach(async () => {
  await act(() => changeLanguage('EN'));
});
afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'acc-1.all.signature';

describe('the unsubscribe page', () => {
  it('says what the link stops, unsubscribes nobody until the person confirms, then confirms it', async () => {
    const fetchMock = mockApi(
      serve(accountCenterApi.readUnsubscribeLink, envelope({ target: 'all' })),
      serve(accountCenterApi.unsubscribeOneClick, envelope(null)),
    );
    renderApp(`/unsubscribe?token=${encodeURIComponent(TOKEN)}`);

    expect(await screen.findByRole('heading', { name: 'Stop these emails?' })).toBeInTheDocument();
    expect(
      screen.getByText(/no longer get chat message emails, summaries, or news and promotions/),
    ).toBeInTheDocument();
    const [read] = callsTo(fetchMock, '/api/account/unsubscribe/link');
    expect(new URL(String(read![0]), 'http://localhost').searchParams.get('token')).toBe(TOKEN);
    expect(callsTo(fetchMock, '/api/account/unsubscribe', 'POST')).toEqual([]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/settings?tab=notifications',
    );
    const [confirm] = callsTo(fetchMock, '/api/account/unsubscribe', 'POST');
    expect(new URL(String(confirm![0]), 'http://localhost').searchParams.get('token')).toBe(TOKEN);
  });

  it('asks an invitee to decline the invitation, in Thai', async () => {
    await act(() => changeLanguage('TH'));
    mockApi(
      serve(accountCenterApi.readUnsubscribeLink, envelope({ target: 'invitation' })),
      serve(accountCenterApi.unsubscribeOneClick, envelope(null)),
    );
    renderApp('/unsubscribe?token=inv-1.invitation.signature');

    expect(await screen.findByRole('heading', { name: 'ปฏิเสธคำเชิญใช่ไหม?' })).toBeInTheDocument();
    expect(screen.getByText('คำเชิญให้ร่วมดูแล IdeaMatch จะถูกยกเลิก และลิงก์ในอีเมลจะใช้งานไม่ได้อีก')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'ปฏิเสธคำเชิญ' }));
    expect(await screen.findByRole('heading', { name: 'ปฏิเสธคำเชิญแล้ว' })).toBeInTheDocument();
  });

  it('says why an altered link cannot be used, and offers no button to press', async () => {
    mockApi(
      serve(
        accountCenterApi.readUnsubscribeLink,
        errorReply(400, 'UNSUBSCRIBE_LINK_INVALID', 'This unsubscribe link is invalid.'),
      ),
    );
    renderApp('/unsubscribe?token=altered');

    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is invalid.');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });
});
