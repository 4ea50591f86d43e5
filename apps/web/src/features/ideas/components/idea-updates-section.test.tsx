import { engagementApi } from '@ideamatch/shared/api/engagement';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildIdeaDetail } from '../../../testing/idea-fixtures';
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

signedInInEnglish('token-1');

const me = buildProfile();
const params = { id: 'idea-1' };
const update = (id: string, text: string) => ({
  id,
  ideaId: 'idea-1',
  text,
  datetimeCreate: '2026-02-01T08:00:00.000Z',
});
const pageOf = (result: ReturnType<typeof update>[]) =>
  envelope({ currentPage: 1, pageSize: 5, totalItems: result.length, totalPages: result.length ? 1 : 0, result });

describe('idea updates', () => {
  it('shows others the owner’s updates, newest first, without a composer', async () => {
    mockApi(
      on('/api/account/profile', envelope(me)),
      on('/api/idea/idea-1', envelope(buildIdeaDetail())),
      serve(
        engagementApi.listUpdates,
        pageOf([update('u2', 'Open on Sundays'), update('u1', 'Found a co-founder')]),
        params,
      ),
    );
    renderApp('/idea/idea-1');
    const section = (await screen.findByRole('heading', { name: 'Updates' })).closest('section')!;
    const items = await within(section).findAllByTestId('idea-update');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Open on Sundays'),
      expect.stringContaining('Found a co-founder'),
    ]);
    expect(within(section).queryByRole('button', { name: 'Post update' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Delete update' })).not.toBeInTheDocument();
  });

  it('shows nothing to others while there is no update', async () => {
    mockApi(
      on('/api/account/profile', envelope(me)),
      on('/api/idea/idea-1', envelope(buildIdeaDetail())),
      serve(engagementApi.listUpdates, pageOf([]), params),
    );
    renderApp('/idea/idea-1');
    expect(await screen.findByRole('heading', { name: 'Cold brew for offices' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Updates' })).not.toBeInTheDocument();
  });

  it('lets the owner post an update, trimmed, and shows the list read again', async () => {
    const fetchMock = mockApi(
      on('/api/account/profile', envelope(me)),
      on('/api/idea/idea-1', envelope(buildIdeaDetail({ isOwner: true }))),
      serve(engagementApi.listUpdates, [pageOf([]), pageOf([update('u1', 'Now in Chiang Mai')])], params),
      serve(engagementApi.postUpdate, envelope(update('u1', 'Now in Chiang Mai')), params),
    );
    renderApp('/idea/idea-1');
    const user = userEvent.setup();
    expect(await screen.findByText(/No updates yet/)).toBeInTheDocument();
    const post = screen.getByRole('button', { name: 'Post update' });
    expect(post).toBeDisabled();
    await user.click(screen.getByLabelText('Post an update'));
    await user.paste('  Now in Chiang Mai ');
    await user.click(post);
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, engagementApi.postUpdate, params)).toEqual([{ text: 'Now in Chiang Mai' }]),
    );
    expect(await screen.findByTestId('idea-update')).toHaveTextContent('Now in Chiang Mai');
    expect(screen.getByLabelText('Post an update')).toHaveValue('');
  });
});
