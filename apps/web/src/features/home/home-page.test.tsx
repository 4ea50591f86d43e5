import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { mockApi, renderApp } from '../../testing/render-app';

beforeEach(async () => {
  await act(() => changeLanguage('EN'));
});
afterEach(() => vi.unstubAllGlobals());

describe('home page sections', () => {
  it('opens the list in each section\'s own order from "See all"', async () => {
    mockApi();
    renderApp('/');
    const topRating = await screen.findByRole('region', { name: 'Top rated' });
    expect(within(topRating).getByRole('link', { name: /See all/ })).toHaveAttribute('href', '/idea?sortBy=4');
    const trending = screen.getByRole('region', { name: /Top trending/ });
    expect(within(trending).getByRole('link', { name: /See all/ })).toHaveAttribute('href', '/idea?sortBy=3');
  });

  it('explains how trending is ranked, on hover and to screen readers', async () => {
    mockApi();
    renderApp('/');
    const hint = await screen.findByRole('button', { name: 'How trending works' });
    expect(hint).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Top trending' })).toHaveAttribute(
      'title',
      expect.stringContaining('last 7 days'),
    );
  });
});
