import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { DatePickerField } from './date-picker-field';

function renderField() {
  render(
    <MantineProvider env="test">
      <DatePickerField label="Posted from" value="2026-11-20" onChange={() => undefined} valueFormat="DD MMMM YYYY" />
    </MantineProvider>,
  );
}

describe('DatePickerField', () => {
  afterAll(() => changeLanguage('TH'));

  it('shows Thai years in the Buddhist era, in the field and in the calendar, which opens on the first click', async () => {
    await act(() => changeLanguage('TH'));
    renderField();
    const field = screen.getByRole('button', { name: 'Posted from' });
    expect(field).toHaveTextContent('20 พฤศจิกายน 2569');
    await userEvent.click(field);
    // One click loads the calendar and opens it: the month header reads in the Buddhist era.
    expect(await screen.findByRole('button', { name: 'พฤศจิกายน 2569' })).toBeInTheDocument();
    expect(screen.queryByText(/2026/)).not.toBeInTheDocument();
  });

  it('shows English years as Gregorian years', async () => {
    await act(() => changeLanguage('EN'));
    renderField();
    const field = screen.getByRole('button', { name: 'Posted from' });
    expect(field).toHaveTextContent('20 November 2026');
    await userEvent.click(field);
    expect(await screen.findByRole('button', { name: 'November 2026' })).toBeInTheDocument();
  });
});
