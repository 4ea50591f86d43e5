import { proofApi } from '@ideamatch/shared/api/proof';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { bodiesSentTo, envelope, mockApi, renderApp, serve } from '../../../testing/render-app';

const latest = {
  version: 2,
  sha256: 'ab'.repeat(32),
  signedAt: '2026-11-20T03:00:00.000Z',
  signature: 'c2ln',
  keyId: 'k1',
};
const summary = {
  ideaId: 'idea-1',
  isRegistered: true,
  registeredAt: '2026-11-02T03:00:00.000Z',
  lastSignedAt: latest.signedAt,
  versionCount: 2,
  latest,
  isVerified: true,
};
const verified = {
  isValid: true,
  idea: { id: 'idea-1', name: 'Cold-pressed juice bar' },
  versions: [
    {
      version: 2,
      sha256: latest.sha256,
      signedAt: latest.signedAt,
      isSignatureValid: true,
      contentMatches: null,
      isOnRecord: true,
    },
  ],
};

beforeEach(async () => {
  await act(() => changeLanguage('EN'));
});

describe('proof-checking page', () => {
  it('checks the registration an idea page linked to, and says it verifies, check by check', async () => {
    const fetchMock = mockApi(
      serve(proofApi.summary, envelope(summary), { id: 'idea-1' }),
      serve(proofApi.verify, envelope(verified)),
    );
    renderApp('/verify-proof?idea=idea-1');
    expect(await screen.findByRole('heading', { name: 'Check a proof of authorship' })).toBeInTheDocument();
    expect(await screen.findByText('This idea was registered on 2 November 2026')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check this idea' }));

    const verdict = await screen.findByTestId('proof-verdict');
    expect(within(verdict).getByText('Verified')).toBeInTheDocument();
    expect(within(verdict).getByText("IdeaMatch's digital signature is valid")).toBeInTheDocument();
    expect(within(verdict).getByText("Matches IdeaMatch's records")).toBeInTheDocument();
    expect(within(verdict).getByRole('link', { name: 'Cold-pressed juice bar' })).toHaveAttribute(
      'href',
      '/idea/idea-1',
    );
    expect(bodiesSentTo(fetchMock, proofApi.verify)).toEqual([{ ideaId: 'idea-1', versions: [latest] }]);
  });

  it('reads a certificate file in the browser, and says what failed in a changed proof', async () => {
    const failed = {
      isValid: false,
      idea: null,
      versions: [{ ...verified.versions[0]!, isSignatureValid: false, isOnRecord: false }],
    };
    const fetchMock = mockApi(serve(proofApi.verify, envelope(failed)));
    renderApp('/verify-proof');
    const user = userEvent.setup();
    const mark = Buffer.from(JSON.stringify({ ideaId: 'idea-1', ...latest })).toString('base64url');
    const pdf = new File([`%PDF-1.3\n<< /Keywords (ideamatch-proof:${mark}) >>\n%%EOF`], 'certificate.pdf', {
      type: 'application/pdf',
    });
    await screen.findByRole('button', { name: 'Choose a file' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, pdf);

    const verdict = await screen.findByTestId('proof-verdict');
    expect(within(verdict).getByText("Doesn't verify")).toBeInTheDocument();
    expect(within(verdict).getByText(/The signature doesn't match/)).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, proofApi.verify)).toEqual([{ ideaId: 'idea-1', versions: [latest] }]);
  });

  it('says when the pasted text holds no proof, without asking the server', async () => {
    const fetchMock = mockApi();
    renderApp('/verify-proof');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Or paste a proof/ }), 'just some words');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No proof found here.');
    expect(bodiesSentTo(fetchMock, proofApi.verify)).toEqual([]);
  });
});
