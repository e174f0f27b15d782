import { describe, expect, it } from 'vitest';
import { NOTIFICATION_FIGURES, offerOfObjectUrl, reportFilesOfObjectUrl } from './notifications.model';
import { instantOf, NotificationPageQuery, NotificationSinceParams } from './notifications.schemas';

describe('notification figures (spec §4, §9)', () => {
  it('pages of 10, polls every 30 s and 60 s after an error, toasts for 10 s, keeps 30 days', () => {
    expect(NOTIFICATION_FIGURES).toMatchObject({
      pageSize: 10,
      pollMs: 30_000,
      pollAfterErrorMs: 60_000,
      toastMs: 10_000,
      historyDays: 30,
    });
    expect(NotificationPageQuery.parse({})).toEqual({ pageIndex: 0, pageSize: 10 });
    expect(NotificationPageQuery.safeParse({ pageSize: 101 }).success).toBe(false);
  });
});

describe('offerOfObjectUrl', () => {
  it('finds the proposal or agreement an object URL names', () => {
    expect(offerOfObjectUrl('/boarding/proposals?proposalId=abc')).toEqual({ kind: 'proposal', id: 'abc' });
    expect(offerOfObjectUrl('/crm/onboarding/m1?tab=x&agreementId=a%2Fb#top')).toEqual({
      kind: 'agreement',
      id: 'a/b',
    });
  });

  it('answers null for URLs that name neither', () => {
    expect(offerOfObjectUrl(null)).toBeNull();
    expect(offerOfObjectUrl('/crm/onboarding/m1')).toBeNull();
    expect(offerOfObjectUrl('/crm/onboarding/m1?tab=documents')).toBeNull();
  });
});

describe('reportFilesOfObjectUrl', () => {
  it('splits comma-separated file names and drops empty ones', () => {
    expect(reportFilesOfObjectUrl('daily-2026-11-21.csv')).toEqual(['daily-2026-11-21.csv']);
    expect(reportFilesOfObjectUrl(' a.csv, b.csv ,,')).toEqual(['a.csv', 'b.csv']);
    expect(reportFilesOfObjectUrl(null)).toEqual([]);
  });
});

describe('the latest-since timestamp', () => {
  it('takes ISO 8601 or epoch milliseconds, and nothing else', () => {
    expect(instantOf('2026-11-21T10:00:00.000Z')).toBe(Date.UTC(2026, 10, 21, 10));
    expect(instantOf('1700000000000')).toBe(1_700_000_000_000);
    expect(NotificationSinceParams.safeParse({ timestamp: 'yesterday' }).success).toBe(false);
    expect(NotificationSinceParams.safeParse({ timestamp: '2026-11-21T10:00:00Z' }).success).toBe(true);
  });
});
