import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AchievementListInput } from './achievement-list-input';

const labels = {
  legend: 'Accomplishments',
  item: (index: number) => `Accomplishment ${index}`,
  remove: (index: number) => `Remove accomplishment ${index}`,
  add: 'Add accomplishment',
  placeholder: 'e.g. 200 pre-orders',
};

function renderList(props: { values: string[]; isRequired?: boolean; maxRows?: number; errors?: string[] }) {
  const onAdd = vi.fn();
  const onRemove = vi.fn();
  const onChange = vi.fn();
  render(
    <MantineProvider env="test">
      <AchievementListInput
        count={props.values.length}
        labels={labels}
        inputProps={(index) => ({ value: props.values[index], onChange, error: props.errors?.[index] })}
        rowKey={(index) => `row-${index}`}
        onAdd={onAdd}
        onRemove={onRemove}
        isRequired={props.isRequired}
        maxRows={props.maxRows ?? 20}
        maxLength={200}
      />
    </MantineProvider>,
  );
  return { onAdd, onRemove, onChange };
}

describe('AchievementListInput', () => {
  it('names every row, adds and removes rows', async () => {
    const { onAdd, onRemove } = renderList({ values: ['First customer', 'Pilot'] });
    const user = userEvent.setup();
    expect(screen.getByRole('group', { name: 'Accomplishments' })).toBeInTheDocument();
    expect(screen.getByLabelText('Accomplishment 2')).toHaveValue('Pilot');
    await user.click(screen.getByRole('button', { name: 'Remove accomplishment 2' }));
    expect(onRemove).toHaveBeenCalledWith(1);
    await user.click(screen.getByRole('button', { name: 'Add accomplishment' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('keeps the last row when at least one is required, and shows row errors', () => {
    renderList({ values: [''], isRequired: true, errors: ['Achievement cannot be empty'] });
    expect(screen.getByRole('button', { name: 'Remove accomplishment 1' })).toBeDisabled();
    expect(screen.getByText('Achievement cannot be empty')).toBeInTheDocument();
  });

  it('lets an optional list lose its last row, and stops adding at the maximum', () => {
    renderList({ values: ['a', 'b'], maxRows: 2 });
    expect(screen.getByRole('button', { name: 'Remove accomplishment 1' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add accomplishment' })).toBeDisabled();
  });
});
