import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie, removeCookie } from '../../lib/cookies';
import { changeLanguage } from '../../lib/i18n';
import { mockApi, renderApp } from '../../testing/render-app';

// What every visitor's page has around its content: the English offer, the colour-scheme toggle and
// the skip link.

beforeEach(async () => {
  await act(() => changeLanguage('TH'));
  // No choice made yet.
  removeCookie('lang');
  localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('data-mantine-color-scheme');
});

const browserLanguages = (languages: string[]) =>
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);

describe('the "View in English" offer', () => {
  it('is offered to a visitor whose browser prefers English, and switches the page when taken', async () => {
    browserLanguages(['en-US', 'en']);
    mockApi();
    renderApp('/idea');
    // The page itself stays Thai, the default.
    expect(await screen.findByRole('link', { name: 'เข้าสู่ระบบ / สมัครสมาชิก' })).toBeInTheDocument();
    // A bar in the page's flow, before the header and the content, floating over nothing.
    const offer = await screen.findByRole('region', { name: 'View in English' });
    expect(offer.compareDocumentPosition(screen.getByRole('banner')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(offer.closest('.mantine-Affix-root')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'View in English' }));
    expect(await screen.findByRole('link', { name: 'Log in / Register' })).toBeInTheDocument();
    expect(getCookie('lang')).toBe('en');
    expect(screen.queryByRole('button', { name: 'View in English' })).not.toBeInTheDocument();
  });

  it('once dismissed, stays Thai and is not offered again', async () => {
    browserLanguages(['en-GB']);
    mockApi();
    const first = renderApp('/idea');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'ใช้ภาษาไทยต่อ' }));
    expect(screen.queryByRole('button', { name: 'View in English' })).not.toBeInTheDocument();
    expect(getCookie('lang')).toBe('th');
    first.unmount();
    renderApp('/idea');
    expect(await screen.findByRole('link', { name: 'เข้าสู่ระบบ / สมัครสมาชิก' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View in English' })).not.toBeInTheDocument();
  });

  it('is not offered when the browser prefers Thai or a language was chosen', async () => {
    browserLanguages(['th-TH', 'en-US']);
    mockApi();
    const thai = renderApp('/idea');
    expect(await screen.findByRole('link', { name: 'เข้าสู่ระบบ / สมัครสมาชิก' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View in English' })).not.toBeInTheDocument();
    thai.unmount();

    browserLanguages(['en-US']);
    await act(() => changeLanguage('TH'));
    renderApp('/idea');
    expect(await screen.findByRole('link', { name: 'เข้าสู่ระบบ / สมัครสมาชิก' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View in English' })).not.toBeInTheDocument();
  });
});

describe('the colour-scheme toggle', () => {
  it('switches to dark and back, remembered in the cookie the server reads and in local storage', async () => {
    mockApi();
    renderApp('/idea');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'เปลี่ยนเป็นโหมดมืด' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark'));
    expect(getCookie('color-scheme')).toBe('dark');
    expect(localStorage.getItem('mantine-color-scheme-value')).toBe('dark');

    await user.click(screen.getByRole('button', { name: 'เปลี่ยนเป็นโหมดสว่าง' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light'));
    expect(getCookie('color-scheme')).toBe('light');
  });

  it('starts in the scheme the cookie remembers', async () => {
    document.cookie = 'color-scheme=dark; path=/';
    mockApi();
    renderApp('/idea');
    expect(await screen.findByRole('button', { name: 'เปลี่ยนเป็นโหมดสว่าง' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });
});

describe('the skip link', () => {
  it('is the first thing Tab reaches and moves the focus to the content', async () => {
    mockApi();
    renderApp('/idea');
    await screen.findByRole('link', { name: 'เข้าสู่ระบบ / สมัครสมาชิก' });
    const user = userEvent.setup();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'ข้ามไปยังเนื้อหา' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
