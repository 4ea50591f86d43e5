import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InfoHint } from './info-hint';

function renderHint() {
  render(
    <MantineProvider env="test">
      <InfoHint label="Ideas rated highest by the community" ariaLabel="About top ideas" />
    </MantineProvider>,
  );
  return screen.getByRole('button', { name: 'About top ideas' });
}

describe('InfoHint', () => {
  it('shows only its button until used', () => {
    renderHint();
    expect(screen.queryByText('Ideas rated highest by the community')).not.toBeInTheDocument();
  });

  it('opens on the first hover, once its code has loaded', async () => {
    const button = renderHint();
    await userEvent.hover(button);
    expect(await screen.findByText('Ideas rated highest by the community')).toBeInTheDocument();
  });

  it('opens on the first focus from the keyboard and keeps the focus on its button', async () => {
    renderHint();
    await userEvent.tab();
    expect(await screen.findByText('Ideas rated highest by the community')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'About top ideas' })).toHaveFocus();
  });
});
