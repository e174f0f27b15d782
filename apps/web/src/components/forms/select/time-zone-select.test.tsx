import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { configuredTimeZone, storeConfiguredTimeZone } from '../../../lib/dates/time-zones';
import { localSettings } from '../../../lib/local-settings';
import { renderControlled } from '../testing/render-controlled';
import { TimeZoneSelect } from './time-zone-select';

describe('TimeZoneSelect (spec §9)', { timeout: 20_000 }, () => {
  it('starts at the locally stored zone, lists zones with their offset, and stores a choice', async () => {
    localSettings.setTimeZone('Europe/Istanbul');
    const { user, current } = renderControlled<string | null>(
      (p) => (
        <TimeZoneSelect
          {...p}
          onChange={(zone) => {
            p.onChange(zone);
            storeConfiguredTimeZone(zone);
          }}
        />
      ),
      configuredTimeZone(),
    );
    const input = screen.getByRole('combobox', { name: 'Time zone' });
    expect(input).toHaveValue('(UTC+03:00) Europe/Istanbul');
    await user.clear(input);
    await user.type(input, 'tokyo');
    await user.click(screen.getByRole('option', { name: '(UTC+09:00) Asia/Tokyo' }));
    expect(current()).toBe('Asia/Tokyo');
    expect(localSettings.getTimeZone()).toBe('Asia/Tokyo');
  });

  it('offers no zone without a slash', async () => {
    const { user } = renderControlled<string | null>((p) => <TimeZoneSelect {...p} />, null);
    await user.type(screen.getByRole('combobox', { name: 'Time zone' }), 'UTC');
    const labels = screen.getAllByRole('option').map((o) => o.textContent ?? '');
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.every((label) => /^\(UTC[+-]\d{2}:\d{2}\) \S+\/\S+$/.test(label))).toBe(true);
  });
});
