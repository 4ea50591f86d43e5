import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { ErrorPanel } from './error-panel';

const renderPanel = (props: Parameters<typeof ErrorPanel>[0]) =>
  render(
    <MantineProvider env="test">
      <ErrorPanel {...props} />
    </MantineProvider>,
  );

describe('ErrorPanel', () => {
  afterAll(() => changeLanguage('TH'));

  it('says what to do when the failure has no explanation of its own, instead of repeating the heading', async () => {
    await act(() => changeLanguage('TH'));
    renderPanel({ onRetry: () => undefined });
    expect(screen.getByText('เกิดข้อผิดพลาดบางอย่าง')).toBeInTheDocument();
    expect(screen.getByText('กรุณาลองอีกครั้งในอีกสักครู่')).toBeInTheDocument();
  });

  it('shows the explanation it was given, and Try again asks again', async () => {
    await act(() => changeLanguage('EN'));
    const onRetry = vi.fn();
    renderPanel({ message: 'Cannot reach IdeaMatch. Please check your connection and try again.', onRetry });
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Cannot reach IdeaMatch. Please check your connection and try again.')).toBeInTheDocument();
    expect(screen.queryByText('Please try again in a moment.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('in English, an unexplained failure is not said twice either', async () => {
    await act(() => changeLanguage('EN'));
    renderPanel({});
    expect(screen.getAllByText(/Something went wrong/)).toHaveLength(1);
    expect(screen.getByText('Please try again in a moment.')).toBeInTheDocument();
  });
});
