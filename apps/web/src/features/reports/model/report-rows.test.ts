import type { ReportRow } from '@paydesk/contracts/reports/report.schemas';
import { describe, expect, it } from 'vitest';
import { chartGroups, reportCsv } from './report-rows';

const row = (overrides: Partial<ReportRow>): ReportRow => ({
  key: 'Captured',
  label: 'Captured',
  count: 1,
  successCount: 1,
  successRate: 100,
  volume: 100,
  baseCurrency: 'EUR',
  amount: null,
  currency: null,
  ...overrides,
});

describe('chartGroups', () => {
  it('draws a group split by base currency as one, without adding euros to pounds', () => {
    const groups = chartGroups([
      row({ count: 3, successCount: 3, volume: 300 }),
      row({ count: 1, successCount: 0, volume: 50, baseCurrency: 'GBP' }),
      row({ key: 'Declined', label: 'Declined', count: 2, successCount: 0, volume: 10 }),
    ]);
    expect(groups).toEqual([
      {
        key: 'Captured',
        label: 'Captured',
        count: 4,
        successCount: 3,
        successRate: 75,
        volume: 0,
        baseCurrency: null,
      },
      {
        key: 'Declined',
        label: 'Declined',
        count: 2,
        successCount: 0,
        successRate: 0,
        volume: 0,
        baseCurrency: null,
      },
    ]);
  });

  it('keeps the volume when every group has the same base currency', () => {
    expect(
      chartGroups([row({ volume: 250 }), row({ key: 'x', label: 'x', volume: 5 })]).map((g) => g.volume),
    ).toEqual([250, 5]);
  });
});

describe('reportCsv', () => {
  it('writes one line a group and base currency, every section in order, money in minor units', () => {
    const headings = {
      dimension: 'Grouped by',
      group: 'Group',
      key: 'Key',
      count: 'Transactions',
      successCount: 'Successful',
      successRate: 'Success rate (%)',
      volume: 'Volume (minor units)',
      baseCurrency: 'Base currency',
      amount: 'Amount (minor units)',
      currency: 'Currency',
    };
    const csv = reportCsv(
      [
        { dimension: 'Status', rows: [row({ successRate: 66.667 })] },
        { dimension: 'Currency', rows: [row({ key: 'GBP', label: 'GBP', amount: 90, currency: 'GBP' })] },
      ],
      headings,
    );
    expect(csv.split('\r\n')).toEqual([
      'Grouped by,Group,Key,Transactions,Successful,Success rate (%),Volume (minor units),Base currency,Amount (minor units),Currency',
      'Status,Captured,Captured,1,1,66.67,100,EUR,,',
      'Currency,GBP,GBP,1,1,100.00,100,EUR,90,GBP',
      '',
    ]);
  });
});
