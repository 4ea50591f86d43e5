import type { IdeaCommentThread } from '@ideamatch/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildIdeaDetail } from '../../../testing/idea-fixtures';
import {
  buildProfile,
  callsTo,
  envelope,
  errorReply,
  mockApi,
  on,
  renderApp,
  signedInInEnglish,
} from '../../../testing/render-app';

signedInInEnglish('member');

const me = on('/api/account/profile', envelope(buildProfile()));
const author = {
  id: 'p-1',
  username: 'malee',
  firstName: 'Malee',
  middleName: null,
  lastName: 'Sukjai',
  profileImageUrl: null,
};
const idea = buildIdeaDetail({ commentCount: 1, owner: { ...author, miniBio: null } });
const now = new Date().toISOString();
const comment: IdeaCommentThread = {
  id: 'c-1',
  text: 'Buy followers at my site',
  author,
  likeCount: 0,
  replyCount: 0,
  isLikedByMe: false,
  isMine: false,
  isDeleted: false,
  parentId: null,
  createdAt: now,
  updatedAt: now,
  replies: [],
};
const comments = on(
  `/api/idea/${idea.id}/comment`,
  envelope({ currentPage: 1, pageSize: 20, totalItems: 1, totalPages: 1, commentCount: 1, result: [comment] }),
);
const REASONS = [
  'Not related to the idea or the topic',
  'Spam',
  'Self-promotion',
  'Scam or fraud',
  'Harassment or bullying',
  'Hate speech',
  "Copies someone else's idea",
  'Shares personal data',
  'Something else',
];

describe('reporting a comment', () => {
  // The idea page loads its code on first use: on a busy machine that alone can take seconds.
  it("opens from the comment's menu with every reason as a radio option and sends the one picked", async () => {
    const fetchMock = mockApi(
      me,
      on(`/api/idea/${idea.id}`, envelope(idea)),
      comments,
      on('/api/comment/c-1/report', envelope({ id: 'r-1' }), 'POST'),
    );
    renderApp(`/idea/${idea.id}`);
    const user = userEvent.setup();
    await screen.findByText('Buy followers at my site', {}, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Comment actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Report comment' }));

    const dialog = await screen.findByRole('dialog', { name: 'Report this comment' });
    const options = within(dialog).getAllByRole('radio');
    expect(options.map((radio) => radio.closest('label, .mantine-Radio-root')?.textContent)).toEqual(REASONS);
    const send = within(dialog).getByRole('button', { name: 'Send report' });
    expect(send).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.type(within(dialog).getByLabelText('Tell us more (optional)'), 'Same link on ten ideas');
    await user.click(send);

    await waitFor(() => expect(callsTo(fetchMock, '/api/comment/c-1/report', 'POST')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, '/api/comment/c-1/report', 'POST')[0]![1]!.body))).toEqual({
      reason: 'spam',
      detail: 'Same link on ten ideas',
    });
    expect(await screen.findByText('Thank you. Our team will review your report.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 60_000);

  it('asks for a text with "Something else" before sending anything', async () => {
    const fetchMock = mockApi(
      me,
      on(`/api/idea/${idea.id}`, envelope(idea)),
      comments,
      on('/api/comment/c-1/report', envelope({ id: 'r-1' }), 'POST'),
    );
    renderApp(`/idea/${idea.id}`);
    const user = userEvent.setup();
    await screen.findByText('Buy followers at my site', {}, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Comment actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Report comment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this comment' });
    await user.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Please say what is wrong')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/comment/c-1/report', 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Tell us more/ }), 'Phishing link');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/comment/c-1/report', 'POST')).toHaveLength(1));
  }, 60_000);
});

describe('reporting a person', () => {
  const other = buildProfile({ id: 'other-1', username: 'nok', firstName: 'Nok', lastName: null, email: null });

  it("opens from the person's profile and says so when they were already reported", async () => {
    const fetchMock = mockApi(
      me,
      on('/api/account/other-1', envelope(other)),
      on(
        '/api/partner/relation/other-1',
        envelope({ accountId: 'other-1', state: 'none', requestId: null, isBlockedByMe: false, isPersona: false }),
      ),
      on(
        '/api/account/other-1/report',
        errorReply(409, 'PERSON_ALREADY_REPORTED', 'You have already reported this person.'),
        'POST',
      ),
    );
    renderApp('/profile?accountId=other-1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Report this person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Nok' });
    await user.click(within(dialog).getByRole('radio', { name: 'Harassment or bullying' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    await waitFor(() => expect(callsTo(fetchMock, '/api/account/other-1/report', 'POST')).toHaveLength(1));
    expect(await screen.findByText('You have already reported this person.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 60_000);
});
