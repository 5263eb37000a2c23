import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DayRangeFilter } from './day-range-filter';

const PRESETS = ['today', '7days', 'custom'] as const;
type Preset = (typeof PRESETS)[number];

/** The filter as a page holds it: a preset, a custom range, a problem when the range runs backwards. */
function Filter({ onPreset }: { onPreset?: (preset: Preset) => void }) {
  const [preset, setPreset] = useState<Preset>('today');
  const [from, setFrom] = useState('2026-11-20');
  const [to, setTo] = useState('2026-11-26');
  return (
    <DayRangeFilter
      presets={PRESETS}
      preset={preset}
      from={from}
      to={to}
      today="2026-11-26"
      problem={from > to ? 'The first day comes after the last' : ''}
      onPreset={(next) => {
        setPreset(next);
        onPreset?.(next);
      }}
      onFrom={setFrom}
      onTo={setTo}
      texts={{ group: 'Dates', preset: (option) => `Preset ${option}`, from: 'From', to: 'To' }}
      look={{ filter: 'app-dates', field: 'app-field' }}
    />
  );
}

test('the presets are chips of one group, the chosen one pressed', async () => {
  const chosen = jest.fn();
  render(<Filter onPreset={chosen} />);
  const group = screen.getByRole('group', { name: 'Dates' });
  expect(group).toContainElement(screen.getByRole('button', { name: 'Preset today' }));
  expect(screen.getByRole('button', { name: 'Preset today' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'Preset 7days' }));
  expect(chosen).toHaveBeenCalledWith('7days');
  expect(screen.getByRole('button', { name: 'Preset 7days' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Preset today' })).toHaveAttribute('aria-pressed', 'false');
  // Only custom opens the date inputs.
  expect(screen.queryByLabelText('From')).not.toBeInTheDocument();
});

test("custom opens two labelled date inputs up to today; a wrong range's problem describes both", async () => {
  render(<Filter />);
  await userEvent.click(screen.getByRole('button', { name: 'Preset custom' }));
  const from = screen.getByLabelText('From');
  const to = screen.getByLabelText('To');
  expect(from).toHaveAttribute('type', 'date');
  expect(to).toHaveAttribute('max', '2026-11-26');
  expect(from).not.toHaveAttribute('aria-invalid');

  await userEvent.clear(to);
  await userEvent.type(to, '2026-11-10');
  for (const input of [from, to]) {
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('The first day comes after the last');
  }
  expect(screen.getByText('The first day comes after the last')).toHaveClass(
    'app-field__error',
    'app-dates__problem',
  );
});
