import { describe, expect, it } from 'vitest';
import { STATUS_RULES, type StatusKind, type StatusTone, statusTone } from './status-tones';

type Row = [value: string, tone: StatusTone];

/** Every value of spec §4 "Status pill colouring", with its tone, per kind. */
const TABLE: Record<StatusKind, Row[]> = {
  general: [
    ...[
      'Opened',
      'Active',
      'Created',
      'Validated',
      'Reserved',
      'Approved',
      'Captured',
      'Accepted',
      'Refunded',
      'Successful',
    ].map((v): Row => [v, 'positive']),
    ...['Closed', 'Inactive', 'Failed', 'Declined', 'Locked', 'Conflict', 'Rejected'].map(
      (v): Row => [v, 'negative'],
    ),
    ...['Blocked', 'Pending', 'Closing', 'InvitationSent', 'Reviewed', 'Duplicate', 'WaitingForApproval'].map(
      (v): Row => [v, 'pending'],
    ),
    ['Not Found', 'hold'],
    ['Settled', 'neutral'],
  ],
  consent: [
    ['Authorised', 'positive'],
    ['Expired', 'negative'],
    ['Rejected', 'negative'],
    ['Revoked', 'pending'],
    ['AwaitingAuthorisation', 'pending'],
    ['Consumed', 'neutral'],
    ['Active', 'neutral'],
  ],
  supportCategory: [
    ['Integration', 'negative'],
    ['Processing', 'positive'],
    ['Operational', 'pending'],
    ['Clarification', 'hold'],
    ['Billing', 'neutral'],
  ],
  pipelineOutcome: [
    ['Lost', 'negative'],
    ['Disqualified', 'negative'],
    ['Abandoned', 'black'],
    ['Suspended', 'neutral'],
    ['Won', 'positive'],
    ['GoLive', 'positive'],
    ['Converted', 'positive'],
    ['Qualification', 'neutral'],
  ],
  webhook: [
    ['NotConfigured', 'neutral'],
    ['Configured', 'pending'],
    ['Delivering', 'positive'],
    ['NotDelivering', 'negative'],
  ],
  webhookDelivery: [
    ['Delivered', 'positive'],
    ['Failed', 'negative'],
    ['Queued', 'pending'],
    ['Sending', 'hold'],
  ],
  alert: [
    ['Firing', 'negative'],
    ['Resolved', 'positive'],
    ['OK', 'neutral'],
  ],
  payeeConfirmation: [
    ['Success', 'positive'],
    ['Failed', 'negative'],
    ['NotNeeded', 'pending'],
    ['Pending', 'pending'],
    ['Anything', 'pending'],
  ],
  user: [
    ['active', 'positive'],
    ['unlocked', 'positive'],
    ['deactivated', 'negative'],
    ['locked', 'negative'],
    ['deleted', 'black'],
    ['invited', 'neutral'],
  ],
  proposal: [
    ['Created', 'pending'],
    ['PendingAcceptance', 'pending'],
    ['PendingApproval', 'pending'],
    ['Rejected', 'negative'],
    ['Accepted', 'positive'],
    ['Draft', 'neutral'],
  ],
};

describe('spec §4 status pill colouring', () => {
  for (const [kind, rows] of Object.entries(TABLE) as [StatusKind, Row[]][]) {
    it.each(rows)(`${kind}: %s is %s`, (value, tone) => {
      expect(statusTone(value, kind)).toBe(tone);
    });
  }

  it('covers every value of every list in the table above', () => {
    for (const [kind, rule] of Object.entries(STATUS_RULES) as [
      StatusKind,
      (typeof STATUS_RULES)[StatusKind],
    ][]) {
      const listed = Object.values(rule.lists).flat();
      const tested = TABLE[kind].map(([value]) => value);
      expect(tested).toEqual(expect.arrayContaining(listed));
    }
  });

  it('uses the general list by default and ignores case, spaces, _ and -', () => {
    expect(statusTone('Opened')).toBe('positive');
    expect(statusTone('NotFound')).toBe('hold');
    expect(statusTone('not_found')).toBe('hold');
    expect(statusTone('WAITING-FOR-APPROVAL')).toBe('pending');
    expect(statusTone('Active', 'user')).toBe('positive');
  });

  it('gives the kind default for an empty value', () => {
    expect(statusTone(null)).toBe('neutral');
    expect(statusTone('', 'payeeConfirmation')).toBe('pending');
  });
});
