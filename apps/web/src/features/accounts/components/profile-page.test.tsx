import { TOKEN_COOKIE } from '@ideamatch/shared/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeCookie, setCookie } from '../../../lib/cookies';
import { changeLanguage } from '../../../lib/i18n';
import { buildProfile, callsTo, envelope, mockApi, on, renderApp } from '../../../testing/render-app';

beforeEach(async () => {
  await act(() => changeLanguage('EN'));
  setCookie(TOKEN_COOKIE, 'token-1');
});
afterEach(() => vi.unstubAllGlobals());

const saved = buildProfile({
  bio: 'Runs a coffee shop in Chiang Mai',
  achievements: [{ name: 'Best barista 2023' }],
  profileImage: 'account/old-avatar.png',
  profileImageUrl: '/files/account/old-avatar.png',
});

/** A file of `size` bytes without allocating it. */
function fakeFile(name: string, type: string, size = 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function openEditor() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
  return user;
}

describe('own profile', () => {
  it('shows the profile with its achievements and joined date', async () => {
    mockApi(on('/api/account/profile', envelope(saved)));
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Somchai Jaidee' })).toBeInTheDocument();
    expect(screen.getByText('@somchai')).toBeInTheDocument();
    expect(screen.getByText('Best barista 2023')).toBeInTheDocument();
    expect(screen.getByText('Joined 15 January 2025')).toBeInTheDocument();
  });

  it('sends only the changed fields', async () => {
    const patchPath = `/api/account/${saved.id}`;
    const fetchMock = mockApi(
      on('/api/account/profile', envelope(saved)),
      on(patchPath, envelope({ ...saved, lastName: 'Rakdee' }), 'PATCH'),
    );
    renderApp('/profile');
    const user = await openEditor();

    // Cleared text counts as unchanged; the same achievements are unchanged too.
    await user.clear(screen.getByLabelText('Short bio'));
    await user.clear(screen.getByLabelText('Last name'));
    // Pasted rather than typed key by key: the whole form re-renders on each key.
    await user.paste('Rakdee');
    await user.click(screen.getByRole('button', { name: 'Add achievement' }));
    await user.click(screen.getByLabelText('Achievement 2'));
    await user.paste('Top seller');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(callsTo(fetchMock, patchPath, 'PATCH')).toHaveLength(1));
    const body: unknown = JSON.parse(String(callsTo(fetchMock, patchPath, 'PATCH')[0]?.[1]?.body));
    expect(body).toEqual({
      lastName: 'Rakdee',
      achievements: [{ name: 'Best barista 2023' }, { name: 'Top seller' }],
    });
    expect(await screen.findByText('Your profile has been updated.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/storage/upload', 'POST')).toEqual([]);
  });

  it('refuses an empty achievement and sends nothing', async () => {
    const fetchMock = mockApi(on('/api/account/profile', envelope(saved)));
    renderApp('/profile');
    const user = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Add achievement' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Achievement cannot be empty')).toBeInTheDocument();
    expect(callsTo(fetchMock, `/api/account/${saved.id}`, 'PATCH')).toEqual([]);
  });

  it('rejects a GIF and an image over 5 MB on the client with the fixed image messages', async () => {
    const fetchMock = mockApi(on('/api/account/profile', envelope(saved)));
    renderApp('/profile');
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const [avatarInput, coverInput] = Array.from(document.querySelectorAll<HTMLInputElement>('input[type="file"]'));

    await user.upload(avatarInput!, fakeFile('cat.gif', 'image/gif'));
    expect(await screen.findByText('Only JPEG and PNG images are allowed.')).toBeInTheDocument();
    await user.upload(coverInput!, fakeFile('huge.png', 'image/png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('The image is too large. The maximum size is 5 MB.')).toBeInTheDocument();

    await act(() => changeLanguage('TH'));
    expect(await screen.findByText('อนุญาตเฉพาะไฟล์รูปภาพ JPEG และ PNG เท่านั้น')).toBeInTheDocument();
    expect(screen.getByText('รูปภาพมีขนาดใหญ่เกินไป ขนาดสูงสุดคือ 5 MB')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/storage/upload', 'POST')).toEqual([]);
  });

  it('uploads a new picture first, then sends its key and the old key to delete', async () => {
    const patchPath = `/api/account/${saved.id}`;
    const fetchMock = mockApi(
      on('/api/account/profile', envelope(saved)),
      on('/api/storage/upload', envelope({ paths: ['account/new-avatar.png'] }), 'POST'),
      on(patchPath, envelope({ ...saved, profileImage: 'account/new-avatar.png' }), 'PATCH'),
    );
    renderApp('/profile');
    const user = await openEditor();
    const [avatarInput] = Array.from(document.querySelectorAll<HTMLInputElement>('input[type="file"]'));
    await user.upload(avatarInput!, fakeFile('me.png', 'image/png'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(callsTo(fetchMock, patchPath, 'PATCH')).toHaveLength(1));
    const form = callsTo(fetchMock, '/api/storage/upload', 'POST')[0]?.[1]?.body as FormData;
    expect(form.get('modulePath')).toBe(`account/${saved.id}`);
    expect(form.get('acl')).toBe('public');
    expect((form.getAll('files')[0] as File).name).toBe('me.png');
    expect(JSON.parse(String(callsTo(fetchMock, patchPath, 'PATCH')[0]?.[1]?.body))).toEqual({
      profileImage: 'account/new-avatar.png',
      toDeleteAttachments: ['account/old-avatar.png'],
    });
  });

  it('asks before cancelling an edit with unsaved changes', async () => {
    mockApi(on('/api/account/profile', envelope(saved)));
    renderApp('/profile');
    const user = await openEditor();
    await user.type(screen.getByLabelText('First name'), 'x');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('button', { name: 'Edit profile' })).toBeInTheDocument();
  });
});

describe("another member's profile", () => {
  it('is read-only and has no email', async () => {
    const other = buildProfile({ id: 'other-1', username: 'nok', firstName: 'Nok', lastName: null, email: null });
    mockApi(on('/api/account/profile', envelope(saved)), on('/api/account/other-1', envelope(other)));
    renderApp('/profile?accountId=other-1');
    expect(await screen.findByRole('heading', { name: 'Nok' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit profile' })).not.toBeInTheDocument();
  });
});

describe('a visitor (signed out)', () => {
  beforeEach(() => removeCookie(TOKEN_COOKIE));

  it("sees a person's public profile, without what needs an account", async () => {
    const other = buildProfile({ id: 'other-1', username: 'nok', firstName: 'Nok', lastName: null, email: null });
    const fetchMock = mockApi(
      on('/api/account/other-1', envelope(other)),
      on(
        '/api/account/other-1/follow',
        envelope({ accountId: 'other-1', followerCount: 3, followingCount: 1, isFollowing: false, canFollow: false }),
      ),
    );
    const { router } = renderApp('/profile?accountId=other-1');
    expect(await screen.findByRole('heading', { name: 'Nok' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(await screen.findByText('3 followers')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Message' })).toHaveAttribute('href', '/chat?to=other-1');
    expect(screen.queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Connect partner/ })).not.toBeInTheDocument();
    // Nothing that needs a session is asked for.
    expect(callsTo(fetchMock, '/api/partner/relation/other-1')).toHaveLength(0);
    expect(callsTo(fetchMock, '/api/account/profile')).toHaveLength(0);
  });

  it('is sent to sign in for the own profile', async () => {
    mockApi();
    const { router } = renderApp('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
