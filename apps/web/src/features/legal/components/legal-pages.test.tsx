// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { privacyPolicy } from '../content/privacy-policy';
import { termsOfService } from '../content/terms-of-service';
import PrivacyPolicyPage from './privacy-policy-page';
import TermsOfServicePage from './terms-of-service-page';

/**
 * Renders a page with its own i18next instance set to `language`, given through the provider only:
 * `use(initReactI18next)` would also make it every later test's instance in a shared window.
 */
async function renderInLanguage(page: ReactNode, language: string) {
  const i18n = createInstance();
  await i18n.init({ lng: language, resources: {}, initAsync: false });
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">{page}</MantineProvider>
    </I18nextProvider>,
  );
}

describe('legal pages', () => {
  it.each([
    ['th', 'TH'],
    ['TH', 'TH'],
    ['en', 'EN'],
    ['EN', 'EN'],
  ] as const)('shows the terms for language %s in %s', async (language, version) => {
    const content = termsOfService[version];
    await renderInLanguage(<TermsOfServicePage />, language);

    expect(screen.getByRole('heading', { level: 1, name: content.title })).toBeInTheDocument();
    expect(document.title).toBe(content.title);
  });

  it('gives every section an h2 that the table of contents links to', async () => {
    const content = privacyPolicy.EN;
    await renderInLanguage(<PrivacyPolicyPage />, 'en');

    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.id)).toEqual(content.sections.map(({ id }) => id));

    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(content.sections.map(({ id }) => `#${id}`));
  });

  it('turns addresses into links and shows Thai by default', async () => {
    await renderInLanguage(<PrivacyPolicyPage />, 'cimode');

    expect(screen.getByRole('heading', { level: 1, name: privacyPolicy.TH.title })).toBeInTheDocument();
    const privacyLinks = screen.getAllByRole('link', { name: 'privacy@ideamatch.example' });
    expect(privacyLinks[0]).toHaveAttribute('href', 'mailto:privacy@ideamatch.example');
    expect(screen.getByRole('link', { name: 'https://www.pdpc.or.th' })).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
