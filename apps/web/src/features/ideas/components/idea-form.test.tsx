import { TOKEN_COOKIE } from '@ideamatch/shared/constants';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCookie } from '../../../lib/cookies';
import { changeLanguage } from '../../../lib/i18n';
import { buildProfile, envelope, errorReply, mockApi, on, renderApp } from '../../../testing/render-app';
import { FakeUploadXhr } from '../../../testing/fake-upload-xhr';
import { buildIdeaDetail } from '../../../testing/idea-fixtures';

beforeEach(async () => {
  await act(() => changeLanguage('EN'));
  setCookie(TOKEN_COOKIE, 'token-1');
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const profile = on('/api/account/profile', envelope(buildProfile()));
/** Where the signed-in account's new-idea draft is kept. */
const NEW_DRAFT = `ideamatch.draft.${buildProfile().id}.idea.new`;

/** A file of `size` bytes without allocating it. */
function fakeFile(name: string, type = 'image/png', size = 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

describe('idea form', () => {
  it('shows "cannot be empty" for every required field and sends nothing', async () => {
    const fetchMock = mockApi(profile);
    renderApp('/idea/new');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Post idea' }));

    expect(await screen.findByText('Name cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Category cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Description cannot be empty')).toBeInTheDocument();
    // Detail and accomplishments are optional.
    expect(screen.queryByText('Detail cannot be empty')).not.toBeInTheDocument();
    expect(screen.queryByText('Achievement cannot be empty')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Accomplishments (optional)' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/idea'))).toEqual([]);
  });

  it('refuses an 8th image and images that are not jpeg/png or too large', async () => {
    mockApi(profile);
    vi.stubGlobal('XMLHttpRequest', FakeUploadXhr);
    renderApp('/idea/new');
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByRole('button', { name: 'Post idea' });

    await user.upload(fileInput(), [fakeFile('a.gif', 'image/gif')]);
    expect(await screen.findByText('Only JPEG and PNG images are allowed.')).toBeInTheDocument();
    await user.upload(fileInput(), [fakeFile('big.png', 'image/png', 6 * 1024 * 1024)]);
    expect(await screen.findByText('The image is too large. The maximum size is 5 MB.')).toBeInTheDocument();

    const eight = Array.from({ length: 8 }, (_, i) => fakeFile(`p${i}.jpg`, 'image/jpeg'));
    await user.upload(fileInput(), eight);
    expect(await screen.findByText('You can upload up to 7 images.')).toBeInTheDocument();
    // Each accepted image starts uploading at once.
    expect(screen.getAllByRole('button', { name: /^Cancel uploading image/ })).toHaveLength(7);
    expect(screen.getByText('7 / 7 images')).toBeInTheDocument();
  });

  it('restores a draft after a reload and clears it with "Start over"', async () => {
    mockApi(profile);
    const first = renderApp('/idea/new');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Idea name/), 'Cold brew for offices');
    await user.type(screen.getByLabelText('Accomplishment 1'), '200 pre-orders');
    first.unmount();

    renderApp('/idea/new');
    expect(await screen.findByText('Draft restored')).toBeInTheDocument();
    expect(screen.getByLabelText(/Idea name/)).toHaveValue('Cold brew for offices');
    expect(screen.getByLabelText('Accomplishment 1')).toHaveValue('200 pre-orders');

    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByLabelText(/Idea name/)).toHaveValue('');
    expect(window.localStorage.getItem(NEW_DRAFT)).toBeNull();
  });

  it('keeps a draft to its account: another account on the browser never sees it, and sign-out removes it', async () => {
    mockApi(profile);
    const first = renderApp('/idea/new');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Idea name/), 'Secret plan');
    expect(window.localStorage.getItem(NEW_DRAFT)).toContain('Secret plan');
    first.unmount();

    // Another account signs in on this browser (the first one's session simply lapsed).
    setCookie(TOKEN_COOKIE, 'token-2');
    mockApi(on('/api/account/profile', envelope(buildProfile({ id: '01900000-0000-7000-8000-000000000002' }))));
    const other = renderApp('/idea/new');
    expect(await screen.findByLabelText(/Idea name/)).toHaveValue('');
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
    other.unmount();

    // The first account comes back and finds its draft; signing out takes it off the device.
    setCookie(TOKEN_COOKIE, 'token-1');
    mockApi(
      profile,
      on('/api/account/sub-accounts', envelope([])),
      on('/api/authentication/logout', envelope(null), 'DELETE'),
    );
    const again = renderApp('/idea/new');
    expect(await screen.findByLabelText(/Idea name/)).toHaveValue('Secret plan');
    await user.click(await screen.findByRole('button', { name: 'Open account menu' }, { timeout: 5000 }));
    await user.click(await screen.findByRole('button', { name: 'Log out', hidden: true }, { timeout: 5000 }));
    await user.click(await screen.findByRole('button', { name: 'OK' }, { timeout: 5000 }));
    await waitFor(() => expect(window.localStorage.getItem(NEW_DRAFT)).toBeNull());
    again.unmount();
  });

  it('drops every draft when the server says the session has ended', async () => {
    window.localStorage.setItem(NEW_DRAFT, JSON.stringify({ name: 'Left behind' }));
    window.sessionStorage.setItem(`ideamatch.draft.${buildProfile().id}.comment.idea-1`, 'half a comment');
    mockApi(on('/api/account/profile', errorReply(401, 'UNAUTHORIZED', 'Unauthorized')));
    renderApp('/idea/new');
    await waitFor(() => expect(window.localStorage.getItem(NEW_DRAFT)).toBeNull());
    expect(window.sessionStorage.length).toBe(0);
  });

  it('uploads each image with its own progress, posts the idea with their keys and opens it', async () => {
    const created = buildIdeaDetail({ id: 'idea-1' });
    const fetchMock = mockApi(profile, on('/api/idea', envelope(created), 'POST'));
    FakeUploadXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeUploadXhr);
    const { router } = renderApp('/idea/new');
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText(/Idea name/));
    await user.paste('Cold brew');
    await user.click(screen.getByRole('combobox', { name: /^Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Food', hidden: true }));
    await user.click(screen.getByLabelText(/Description/));
    await user.paste('Coffee for teams');
    await user.click(screen.getByLabelText('Accomplishment 1'));
    await user.paste('First customer');
    await user.click(screen.getByLabelText(/^Detail/));
    await user.paste('We deliver every morning');
    await user.upload(fileInput(), [fakeFile('a.png'), fakeFile('b.png')]);
    await user.click(screen.getByRole('button', { name: 'Post idea' }));

    await waitFor(() => expect(FakeUploadXhr.sent).toHaveLength(2));
    const [first, second] = FakeUploadXhr.sent;
    expect(first!.url).toBe('/api/storage/upload');
    expect(first!.headers.Authorization).toBe('Bearer token-1');
    expect((first!.body!.get('files') as File).name).toBe('a.png');
    act(() => first!.progress(256, 1024));
    act(() => second!.progress(768, 1024));
    expect(screen.getByRole('progressbar', { name: 'Uploading image 1: 25%' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading image 2: 75%' })).toBeInTheDocument();
    act(() => second!.respond(200, envelope({ paths: ['idea/b.png'] }).body));
    expect(await screen.findByRole('progressbar', { name: 'Image 2 uploaded' })).toBeInTheDocument();
    act(() => first!.respond(200, envelope({ paths: ['idea/a.png'] }).body));

    await waitFor(() => expect(router.state.location.pathname).toBe('/idea/idea-1'));
    const post = fetchMock.mock.calls.find(([url, init]) => String(url) === '/api/idea' && init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      name: 'Cold brew',
      categoryId: 'food',
      description: 'Coffee for teams',
      achievements: ['First customer'],
      detail: 'We deliver every morning',
      visibility: 'public',
      ideaAttachments: [{ key: 'idea/a.png' }, { key: 'idea/b.png' }],
    });
    expect(window.localStorage.getItem(NEW_DRAFT)).toBeNull();
  });

  it('posts a confidential idea with the owner’s terms, its images uploaded private', async () => {
    const fetchMock = mockApi(profile, on('/api/idea', envelope(buildIdeaDetail({ id: 'idea-2' })), 'POST'));
    FakeUploadXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeUploadXhr);
    const { router } = renderApp('/idea/new');
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText(/Idea name/));
    await user.paste('Lotus leaf boxes');
    await user.click(screen.getByRole('combobox', { name: /^Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Food', hidden: true }));
    await user.click(screen.getByLabelText(/Description/));
    await user.paste('Compostable boxes');
    await user.click(screen.getByLabelText('Accomplishment 1'));
    await user.paste('A pilot with two markets');
    // Each choice says who sees what.
    expect(screen.getByText(/Everyone sees the name, description, category, cover image and you/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Confidential/ }));
    await user.click(await screen.findByLabelText(/Your terms for readers/));
    await user.paste('Please keep the recipe to yourself.');
    await user.upload(fileInput(), [fakeFile('a.png')]);
    await user.click(screen.getByRole('button', { name: 'Post idea' }));

    await waitFor(() => expect(FakeUploadXhr.sent).toHaveLength(1));
    expect(FakeUploadXhr.sent[0]!.body!.get('acl')).toBe('private');
    act(() => FakeUploadXhr.sent[0]!.respond(200, envelope({ paths: ['idea/a.png'] }).body));
    await waitFor(() => expect(router.state.location.pathname).toBe('/idea/idea-2'));
    const post = fetchMock.mock.calls.find(([url, init]) => String(url) === '/api/idea' && init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      visibility: 'confidential',
      accessTerms: 'Please keep the recipe to yourself.',
      ideaAttachments: [{ key: 'idea/a.png' }],
    });
  });

  it('posts an idea without accomplishments, in one of the newer categories', async () => {
    const fetchMock = mockApi(profile, on('/api/idea', envelope(buildIdeaDetail({ id: 'idea-3' })), 'POST'));
    const { router } = renderApp('/idea/new');
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText(/Idea name/));
    await user.paste('Durian orchard tours');
    await user.click(screen.getByRole('combobox', { name: /^Category/ }));
    for (const name of ['Agriculture', 'Crafts', 'Education', 'Services', 'Other', 'Traveling', 'Food']) {
      expect(await screen.findByRole('option', { name, hidden: true })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('option', { name: 'Agriculture', hidden: true }));
    await user.click(screen.getByLabelText(/Description/));
    await user.paste('A day on a Chanthaburi durian farm');
    await user.click(screen.getByRole('button', { name: 'Post idea' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/idea/idea-3'));
    const post = fetchMock.mock.calls.find(([url, init]) => String(url) === '/api/idea' && init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ categoryId: 'agriculture', achievements: [] });
  });
});
