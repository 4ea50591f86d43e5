import { TOKEN_COOKIE } from '@ideamatch/shared/constants';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCookie } from '../../../lib/cookies';
import { changeLanguage } from '../../../lib/i18n';
import { buildProfile, envelope, mockApi, on, renderApp } from '../../../testing/render-app';
import { FakeUploadXhr } from '../../../testing/fake-upload-xhr';
import { buildIdeaDetail } from '../../../testing/idea-fixtures';

/**
 * jsdom cannot decode or draw images: a phone photo (4,032 px wide) and a canvas that re-encodes
 * it as JPEG stand in, so the app's own resize runs and the upload is its `.jpg`.
 */
function stubCanvas() {
  vi.stubGlobal('createImageBitmap', async () => ({ width: 4032, height: 3024, close: () => undefined }));
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      getContext = () => ({ fillStyle: '', fillRect: () => undefined, drawImage: () => undefined });
      convertToBlob = async ({ type }: { type: string }) => new Blob(['jpeg'], { type });
    },
  );
}

beforeEach(async () => {
  await act(() => changeLanguage('EN'));
  setCookie(TOKEN_COOKIE, 'token-1');
  window.localStorage.clear();
  FakeUploadXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUploadXhr);
  stubCanvas();
});
afterEach(() => vi.unstubAllGlobals());

const profile = on('/api/account/profile', envelope(buildProfile()));
const png = (name: string) => new File(['x'], name, { type: 'image/png' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
const paths = (key: string) => envelope({ paths: [key] }).body;
const ideaPosts = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url) === '/api/idea' && init?.method === 'POST');

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByLabelText(/Idea name/));
  await user.paste('Cold brew');
  await user.click(screen.getByRole('combobox', { name: /^Category/ }));
  await user.click(await screen.findByRole('option', { name: 'Food', hidden: true }));
  await user.click(screen.getByLabelText(/Description/));
  await user.paste('Coffee for teams');
  await user.click(screen.getByLabelText('Accomplishment 1'));
  await user.paste('First customer');
}

describe('idea gallery uploads', () => {
  it('uploads a picked image at once, resized, and shows its progress before "Post"', async () => {
    const fetchMock = mockApi(profile);
    renderApp('/idea/new');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Post idea' });
    await user.upload(fileInput(), [png('a.png')]);

    await waitFor(() => expect(FakeUploadXhr.sent).toHaveLength(1));
    expect(FakeUploadXhr.sent[0]!.fileName).toBe('a.jpg');
    expect(FakeUploadXhr.sent[0]!.body!.get('acl')).toBe('public');
    act(() => FakeUploadXhr.sent[0]!.progress(400, 1000));
    expect(screen.getByRole('progressbar', { name: 'Uploading image 1: 40%' })).toBeInTheDocument();
    act(() => FakeUploadXhr.sent[0]!.respond(200, paths('idea/a.jpg')));
    expect(await screen.findByRole('progressbar', { name: 'Image 1 uploaded' })).toBeInTheDocument();
    expect(ideaPosts(fetchMock)).toEqual([]);
  });

  it('cancels an upload with its × (keyboard too): the request is aborted and the image removed', async () => {
    mockApi(profile);
    renderApp('/idea/new');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Post idea' });
    await user.upload(fileInput(), [png('a.png'), png('b.png')]);
    await waitFor(() => expect(FakeUploadXhr.sent).toHaveLength(2));

    screen.getByRole('button', { name: 'Cancel uploading image 2' }).focus();
    await user.keyboard('{Enter}');
    expect(FakeUploadXhr.sent[1]!.isAborted).toBe(true);
    expect(FakeUploadXhr.sent[0]!.isAborted).toBe(false);
    expect(screen.queryByRole('img', { name: /image 2/i })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Cancel uploading image/ })).toHaveLength(1);
    expect(screen.getByText('1 / 7 images')).toBeInTheDocument();
  });

  it('shows a failed upload with a retry that sends the image again', async () => {
    mockApi(profile);
    renderApp('/idea/new');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Post idea' });
    await user.upload(fileInput(), [png('a.png')]);
    await waitFor(() => expect(FakeUploadXhr.sent).toHaveLength(1));

    act(() => FakeUploadXhr.sent[0]!.fail());
    expect(await screen.findByText(/^Image 1 was not uploaded/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry uploading image 1' }));

    await waitFor(() => expect(FakeUploadXhr.sent).toHaveLength(2));
    expect(FakeUploadXhr.sent[1]!.fileName).toBe('a.jpg');
    act(() => FakeUploadXhr.sent[1]!.respond(200, paths('idea/a.jpg')));
    expect(await screen.findByRole('progressbar', { name: 'Image 1 uploaded' })).toBeInTheDocument();
    expect(screen.queryByText(/^Image 1 was not uploaded/)).not.toBeInTheDocument();
  });

  it('"Post" waits only for the uploads still running, saying so, with Cancel still usable', async () => {
    const fetchMock = mockApi(profile, on('/api/idea', envelope(buildIdeaDetail({ id: 'idea-1' })), 'POST'));
    const { router } = renderApp('/idea/new');
    const user = userEvent.setup();
    await fillRequired(user);
    await user.upload(fileInput(), [png('a.png'), png('b.png')]);
    await waitFor(() => expect(FakeUploadXhr.sent).toHaveLength(2));
    act(() => FakeUploadXhr.sent[0]!.respond(200, paths('idea/a.jpg')));
    await screen.findByRole('progressbar', { name: 'Image 1 uploaded' });

    await user.click(screen.getByRole('button', { name: 'Post idea' }));
    expect(await screen.findByRole('button', { name: 'Waiting for 1 upload…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    // The finished image is not sent again.
    expect(FakeUploadXhr.sent).toHaveLength(2);
    expect(ideaPosts(fetchMock)).toEqual([]);

    act(() => FakeUploadXhr.sent[1]!.respond(200, paths('idea/b.jpg')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/idea/idea-1'));
    expect(JSON.parse(String(ideaPosts(fetchMock)[0]?.[1]?.body))).toMatchObject({
      ideaAttachments: [{ key: 'idea/a.jpg' }, { key: 'idea/b.jpg' }],
    });
  });

  it('posts without an image cancelled while waiting, and keeps everything typed when one fails', async () => {
    const fetchMock = mockApi(profile, on('/api/idea', envelope(buildIdeaDetail({ id: 'idea-1' })), 'POST'));
    const { router } = renderApp('/idea/new');
    const user = userEvent.setup();
    await fillRequired(user);
    await user.upload(fileInput(), [png('a.png'), png('b.png')]);
    await waitFor(() => expect(FakeUploadXhr.sent).toHaveLength(2));

    act(() => FakeUploadXhr.sent[0]!.respond(500, { success: false, errorCode: 'INTERNAL_ERROR', message: 'x' }));
    await user.click(screen.getByRole('button', { name: 'Post idea' }));
    expect(await screen.findByRole('button', { name: 'Waiting for 1 upload…' })).toBeInTheDocument();
    act(() => FakeUploadXhr.sent[1]!.respond(200, paths('idea/b.jpg')));
    expect(
      await screen.findByText('Some images were not uploaded. Retry or remove them, then post again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Idea name/)).toHaveValue('Cold brew');
    expect(ideaPosts(fetchMock)).toEqual([]);

    // Retry the failed one, then cancel it while "Post" waits: the idea goes with the other image.
    await user.click(screen.getByRole('button', { name: 'Retry uploading image 1' }));
    await waitFor(() => expect(FakeUploadXhr.sent).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Post idea' }));
    await screen.findByRole('button', { name: 'Waiting for 1 upload…' });
    await user.click(screen.getByRole('button', { name: 'Cancel uploading image 1' }));
    expect(FakeUploadXhr.sent[2]!.isAborted).toBe(true);

    await waitFor(() => expect(router.state.location.pathname).toBe('/idea/idea-1'));
    expect(JSON.parse(String(ideaPosts(fetchMock)[0]?.[1]?.body))).toMatchObject({
      name: 'Cold brew',
      ideaAttachments: [{ key: 'idea/b.jpg' }],
    });
  });
});
