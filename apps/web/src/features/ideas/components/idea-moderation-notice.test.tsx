import { TOKEN_COOKIE } from '@ideamatch/shared/constants';
import { ideaApi } from '@ideamatch/shared/api/idea';
import type { IdeaModerationStatus } from '@ideamatch/shared';
import { notifications } from '@mantine/notifications';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
import { buildIdeaDetail } from '../../../testing/idea-fixtures';

beforeEach(async () => {
  await act(() => changeLanguage('EN'));
  notifications.clean();
  setCookie(TOKEN_COOKIE, 'token-1');
});
afterEach(() => vi.unstubAllGlobals());

const hiddenIdea = buildIdeaDetail({ isOwner: true, isHidden: true, isHiddenByReport: true });
const params = { id: hiddenIdea.id };
const status = (overrides: Partial<IdeaModerationStatus> = {}): IdeaModerationStatus => ({
  isDeletedByModerator: false,
  isWarnedByModerator: false,
  isHiddenByReport: true,
  hiddenBy: 'reports',
  hiddenAt: '2026-02-01T08:00:00.000Z',
  reasonCounts: {
    notRelated: 0,
    spam: 2,
    selfPurpose: 1,
    scamOrFraud: 0,
    harassment: 0,
    hate: 0,
    copiedIdea: 0,
    personalData: 0,
    other: 0,
  },
  decision: null,
  canAppeal: true,
  appeal: null,
  ...overrides,
});
const openAppeal = {
  id: 'appeal-1',
  message: 'It is my real shop.',
  status: 'open' as const,
  decisionNote: null,
  appealed: 'reports' as const,
  createdAt: '2026-02-01T09:00:00.000Z',
  decidedAt: null,
};

const pageHandlers = () => [
  on('/api/account/profile', envelope(buildProfile())),
  serve(ideaApi.get, envelope(hiddenIdea), params),
];

describe('an owner’s idea hidden after reports', () => {
  it('says why it is hidden and sends one appeal, keeping the text after a refusal', async () => {
    const fetchMock = mockApi(
      ...pageHandlers(),
      serve(
        ideaApi.moderation,
        [envelope(status()), envelope(status({ canAppeal: false, appeal: openAppeal }))],
        params,
      ),
      serve(
        ideaApi.appeal,
        [errorReply(429, 'RATE_LIMITED', 'Too many requests. Please try again later.'), envelope(openAppeal)],
        params,
      ),
    );
    renderApp(`/idea/${hiddenIdea.id}`);
    expect(await screen.findByText('Hidden after reports')).toBeInTheDocument();
    expect(await screen.findByText('Reported as: Spam ×2, Self-promotion ×1')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Appeal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Appeal to the moderators' });
    const box = within(dialog).getByRole('textbox', { name: /Your message/ });
    await user.type(box, 'It is my real shop.');
    await user.click(within(dialog).getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByText('Too many requests. Please try again later.')).toBeInTheDocument();
    // Nothing typed is lost: the dialog and its text stay for another try.
    expect(box).toHaveValue('It is my real shop.');

    await user.click(within(dialog).getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByText('Your appeal was sent. We will let you know the outcome.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, ideaApi.appeal, params)).toEqual([
      { message: 'It is my real shop.' },
      { message: 'It is my real shop.' },
    ]);
    expect(await screen.findByText(/^You appealed on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Appeal' })).toBeNull();
  });

  it('tells the outcome of the appeal, in Thai', async () => {
    await act(() => changeLanguage('TH'));
    mockApi(
      ...pageHandlers(),
      serve(
        ideaApi.moderation,
        envelope(
          status({
            hiddenBy: 'moderator',
            canAppeal: false,
            appeal: { ...openAppeal, status: 'rejected', decisionNote: 'ซ้ำกับไอเดียอื่น', decidedAt: openAppeal.createdAt },
          }),
        ),
        params,
      ),
    );
    renderApp(`/idea/${hiddenIdea.id}`);
    expect(await screen.findByText('ถูกซ่อนโดยผู้ดูแล')).toBeInTheDocument();
    expect(
      await screen.findByText('คำอุทธรณ์ของคุณไม่ได้รับการยอมรับ ไอเดียยังคงถูกซ่อน หมายเหตุจากผู้ดูแล: ซ้ำกับไอเดียอื่น'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'อุทธรณ์' })).toBeNull();
  });
});

describe('an owner’s idea a moderator deleted', () => {
  const deleted = status({
    isDeletedByModerator: true,
    isHiddenByReport: false,
    hiddenBy: null,
    decision: { reason: 'copiedIdea', note: 'Same as another post', decidedAt: '2026-02-01T08:00:00.000Z' },
  });

  it('shows why in place of the missing page and takes the appeal', async () => {
    const fetchMock = mockApi(
      on('/api/account/profile', envelope(buildProfile())),
      serve(ideaApi.get, errorReply(404, 'NOT_FOUND', 'Not found'), params),
      serve(
        ideaApi.moderation,
        [envelope(deleted), envelope({ ...deleted, canAppeal: false, appeal: openAppeal })],
        params,
      ),
      serve(ideaApi.appeal, envelope(openAppeal), params),
    );
    renderApp(`/idea/${hiddenIdea.id}`);
    expect(await screen.findByText('Removed by a moderator')).toBeInTheDocument();
    expect(screen.getByText("Reason: Copies someone else's idea")).toBeInTheDocument();
    expect(screen.getByText("Moderator's note: Same as another post")).toBeInTheDocument();
    expect(screen.queryByText('This idea is not available')).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Appeal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Appeal to the moderators' });
    await user.type(within(dialog).getByRole('textbox', { name: /Your message/ }), 'I wrote it first.');
    await user.click(within(dialog).getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByText(/^You appealed on/)).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, ideaApi.appeal, params)).toEqual([{ message: 'I wrote it first.' }]);
  });

  it('is the plain missing page for anyone else', async () => {
    mockApi(
      on('/api/account/profile', envelope(buildProfile())),
      serve(ideaApi.get, errorReply(404, 'NOT_FOUND', 'Not found'), params),
      serve(ideaApi.moderation, errorReply(403, 'FORBIDDEN', 'Forbidden'), params),
    );
    renderApp(`/idea/${hiddenIdea.id}`);
    expect(await screen.findByText('This idea is not available')).toBeInTheDocument();
    expect(screen.queryByText('Removed by a moderator')).toBeNull();
  });
});

describe('an owner’s idea a moderator warned them about', () => {
  const visibleIdea = buildIdeaDetail({ isOwner: true, isHidden: false, isHiddenByReport: false });
  const warned = status({
    isWarnedByModerator: true,
    isHiddenByReport: false,
    hiddenBy: null,
    decision: { reason: 'selfPurpose', note: 'Fewer ads, please', decidedAt: '2026-02-01T08:00:00.000Z' },
  });

  it('says so above the idea, with the reason, and takes one appeal', async () => {
    const fetchMock = mockApi(
      on('/api/account/profile', envelope(buildProfile())),
      serve(ideaApi.get, envelope(visibleIdea), { id: visibleIdea.id }),
      serve(ideaApi.moderation, [envelope(warned), envelope({ ...warned, canAppeal: false, appeal: openAppeal })], {
        id: visibleIdea.id,
      }),
      serve(ideaApi.appeal, envelope(openAppeal), { id: visibleIdea.id }),
    );
    renderApp(`/idea/${visibleIdea.id}`);
    expect(await screen.findByText('A moderator warned you about this idea')).toBeInTheDocument();
    expect(screen.getByText("Moderator's note: Fewer ads, please")).toBeInTheDocument();
    // The idea itself is still there.
    expect(screen.getByRole('heading', { level: 1, name: visibleIdea.name })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Appeal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Appeal to the moderators' });
    await user.type(within(dialog).getByRole('textbox', { name: /Your message/ }), 'My own products.');
    await user.click(within(dialog).getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByText(/^You appealed on/)).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, ideaApi.appeal, { id: visibleIdea.id })).toEqual([{ message: 'My own products.' }]);
  });
});
