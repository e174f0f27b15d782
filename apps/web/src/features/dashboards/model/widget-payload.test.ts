import { describe, expect, it } from 'vitest';
import { readWidgetPayload } from './widget-payload';

describe('reading a widget answer', () => {
  it('takes a bare list as its rows', () => {
    expect(readWidgetPayload([{ a: 1 }, 'x', { a: 2 }])).toMatchObject({
      rows: [{ a: 1 }, { a: 2 }],
      totalCount: 2,
    });
  });

  it('takes table data with data or alertViewModels, totalCount and totalVolume (spec §3)', () => {
    expect(readWidgetPayload({ data: [{ a: 1 }], count: 1, totalCount: 40, totalVolume: 500 })).toMatchObject(
      {
        rows: [{ a: 1 }],
        totalCount: 40,
        totalVolume: 500,
      },
    );
    expect(readWidgetPayload({ alertViewModels: [{ b: 1 }] }).rows).toEqual([{ b: 1 }]);
  });

  it('keeps a summary object and its freshness', () => {
    const payload = readWidgetPayload({ count: 3, successRate: 0.5, updatedAt: '2026-11-27T10:00:00Z' });
    expect(payload.fields.successRate).toBe(0.5);
    expect(payload.updatedAt).toBe('2026-11-27T10:00:00Z');
    expect(payload.rows).toEqual([]);
  });

  it('reads anything else as empty', () => {
    expect(readWidgetPayload(null)).toMatchObject({ rows: [], totalCount: 0, fields: {} });
  });
});
