import { fireEvent, screen, within } from '@testing-library/react';
import dayjs, { type Dayjs } from 'dayjs';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { DateRange } from '../../../lib/dates/date-range';
import { renderControlled } from '../testing/render-controlled';
import { DatePicker } from './date-picker';
import { DateRangePicker } from './date-range-picker';

/** The text a picker field shows (its hidden input holds the formatted value). */
function fieldInput(label: string): HTMLInputElement {
  const group = screen.getByRole('group', { name: label });
  return group.parentElement!.querySelector('input')!;
}

function typeInto(label: string, text: string) {
  fireEvent.change(fieldInput(label), { target: { value: text } });
}

describe('DatePicker (spec §9: DD/MM/YYYY, optional HH:mm, hour step 1, minute step 5, no seconds)', {
  timeout: 20_000,
}, () => {
  it('shows and reads DD/MM/YYYY', () => {
    const { current } = renderControlled<Dayjs | null>(
      (p) => <DatePicker {...p} label="Due" />,
      dayjs('2026-02-01'),
    );
    expect(fieldInput('Due')).toHaveValue('01/02/2026');
    typeInto('Due', '21/11/2026');
    expect(current()?.format('YYYY-MM-DD')).toBe('2026-11-21');
    expect(fieldInput('Due')).toHaveValue('21/11/2026');
  });

  it('shows DD/MM/YYYY HH:mm with the time picker', () => {
    const { current } = renderControlled<Dayjs | null>(
      (p) => <DatePicker {...p} label="Due" showTimePicker />,
      dayjs('2026-11-21T09:05:30'),
    );
    expect(fieldInput('Due')).toHaveValue('21/11/2026 09:05');
    typeInto('Due', '22/11/2026 17:45');
    expect(current()?.format('YYYY-MM-DD HH:mm')).toBe('2026-11-22 17:45');
  });

  it('offers hours 00-23 in steps of 1 and minutes in steps of 5, and no seconds', async () => {
    const { user } = renderControlled<Dayjs | null>(
      (p) => <DatePicker {...p} label="Due" showTimePicker />,
      null,
    );
    await user.click(screen.getByRole('button', { name: /choose date/i }));
    const hours = await screen.findByRole('listbox', { name: 'Select hours' });
    const minutes = screen.getByRole('listbox', { name: 'Select minutes' });
    expect(
      within(hours)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0')));
    expect(
      within(minutes)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(Array.from({ length: 12 }, (_, i) => String(i * 5).padStart(2, '0')));
    expect(screen.queryByRole('listbox', { name: /seconds/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('listbox', { name: /meridiem/i })).not.toBeInTheDocument();
  });

  it('starts weeks on Monday (en-GB)', async () => {
    const { user } = renderControlled<Dayjs | null>(
      (p) => <DatePicker {...p} label="Due" />,
      dayjs('2026-11-21'),
    );
    await user.click(screen.getByRole('button', { name: /choose date/i }));
    const grid = await screen.findByRole('grid');
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers[0]).toHaveAttribute('aria-label', 'Monday');
  });

  it('shows the error it is given', () => {
    renderControlled<Dayjs | null>(
      (p) => <DatePicker {...p} label="Due" error="Due date is required" />,
      null,
    );
    expect(screen.getByText('Due date is required')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Due' })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('DateRangePicker (spec §5: 24-hour clock, a maximum number of selectable days)', {
  timeout: 20_000,
}, () => {
  const empty: DateRange = { start: null, end: null };

  it('picks a start and an end', () => {
    const { current } = renderControlled<DateRange>((p) => <DateRangePicker {...p} label="Period" />, empty);
    typeInto('Start date', '01/11/2026');
    typeInto('End date', '30/11/2026');
    expect(current().start?.format('DD/MM/YYYY')).toBe('01/11/2026');
    expect(current().end?.format('DD/MM/YYYY')).toBe('30/11/2026');
    expect(screen.getByText('Period')).toBeInTheDocument();
  });

  it('uses the 24-hour clock with times', () => {
    renderControlled<DateRange>((p) => <DateRangePicker {...p} showTimePicker />, {
      start: dayjs('2026-11-01T00:00'),
      end: dayjs('2026-11-01T18:30'),
    });
    expect(fieldInput('Start date')).toHaveValue('01/11/2026 00:00');
    expect(fieldInput('End date')).toHaveValue('01/11/2026 18:30');
  });

  it('shows an error when the end precedes the start', () => {
    renderControlled<DateRange>((p) => <DateRangePicker {...p} maxDays={30} />, empty);
    typeInto('Start date', '21/11/2026');
    typeInto('End date', '20/11/2026');
    expect(screen.getByText('The end date cannot be before the start date')).toBeInTheDocument();
  });

  it('accepts exactly the maximum number of days and refuses one more', () => {
    renderControlled<DateRange>((p) => <DateRangePicker {...p} maxDays={30} />, empty);
    typeInto('Start date', '01/11/2026');
    typeInto('End date', '30/11/2026');
    expect(screen.queryByText('The range cannot be longer than 30 days')).not.toBeInTheDocument();
    typeInto('End date', '01/12/2026');
    expect(screen.getByText('The range cannot be longer than 30 days')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'End date' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('says "day" for a one-day maximum', () => {
    renderControlled<DateRange>((p) => <DateRangePicker {...p} maxDays={1} />, {
      start: dayjs('2026-11-01'),
      end: dayjs('2026-11-02'),
    });
    expect(screen.getByText('The range cannot be longer than 1 day')).toBeInTheDocument();
  });

  it('offers no end day before the start or past the maximum in the calendar', async () => {
    const { user } = renderControlled<DateRange>((p) => <DateRangePicker {...p} maxDays={7} />, {
      start: dayjs('2026-11-10'),
      end: null,
    });
    const endGroup = screen.getByRole('group', { name: 'End date' });
    await user.click(within(endGroup.parentElement!).getByRole('button', { name: /choose date/i }));
    const grid = await screen.findByRole('grid');
    const day = (n: number) => within(grid).getByRole('gridcell', { name: String(n) });
    expect(day(9)).toBeDisabled();
    expect(day(10)).toBeEnabled();
    expect(day(16)).toBeEnabled();
    expect(day(17)).toBeDisabled();
  });

  it('offers the preset ranges that fit the maximum', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 21, 15, 30));
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { user, current } = renderControlled<DateRange>(
      (p) => <DateRangePicker {...p} maxDays={7} presets={['today', 'last7Days', 'last30Days']} />,
      empty,
    );
    expect(screen.queryByRole('button', { name: 'Last 30 days' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(current().start?.format('DD/MM/YYYY HH:mm')).toBe('15/11/2026 00:00');
    expect(current().end?.format('DD/MM/YYYY HH:mm')).toBe('21/11/2026 23:59');
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(current().start?.format('DD/MM/YYYY HH:mm')).toBe('21/11/2026 00:00');
  });
});
