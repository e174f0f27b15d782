/**
 * Spec §4 "Status pill colouring": which tone each status value takes, per kind of status.
 * Values are matched ignoring case, spaces, '_' and '-', so 'Not Found', 'NotFound' and
 * 'not_found' are the same status.
 */

export type StatusTone = 'positive' | 'negative' | 'pending' | 'hold' | 'neutral' | 'black';

export const STATUS_TONES: readonly StatusTone[] = [
  'positive',
  'negative',
  'pending',
  'hold',
  'neutral',
  'black',
];

export type StatusKind =
  | 'general'
  | 'consent'
  | 'supportCategory'
  | 'pipelineOutcome'
  | 'webhook'
  | 'webhookDelivery'
  | 'alert'
  | 'payeeConfirmation'
  | 'user'
  | 'proposal';

type ToneLists = Partial<Record<StatusTone, readonly string[]>>;

interface KindRule {
  readonly lists: ToneLists;
  /** The tone of a value in no list. */
  readonly otherwise: StatusTone;
}

export const STATUS_RULES: Record<StatusKind, KindRule> = {
  // Spec §4 general statuses; any other value is neutral.
  general: {
    lists: {
      positive: [
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
      ],
      negative: ['Closed', 'Inactive', 'Failed', 'Declined', 'Locked', 'Conflict', 'Rejected'],
      pending: [
        'Blocked',
        'Pending',
        'Closing',
        'InvitationSent',
        'Reviewed',
        'Duplicate',
        'WaitingForApproval',
      ],
      hold: ['Not Found'],
    },
    otherwise: 'neutral',
  },
  // Spec §4 open banking consent: anything else is neutral.
  consent: {
    lists: {
      positive: ['Authorised'],
      negative: ['Expired', 'Rejected'],
      pending: ['Revoked', 'AwaitingAuthorisation'],
    },
    otherwise: 'neutral',
  },
  // Spec §4 support category colours: other neutral.
  supportCategory: {
    lists: {
      negative: ['Integration'],
      positive: ['Processing'],
      pending: ['Operational'],
      hold: ['Clarification'],
    },
    otherwise: 'neutral',
  },
  // Spec §4 pipeline outcome marks; an open stage (no outcome) is neutral.
  pipelineOutcome: {
    lists: {
      negative: ['Lost', 'Disqualified'],
      black: ['Abandoned'],
      neutral: ['Suspended'],
      positive: ['Won', 'GoLive', 'Converted'],
    },
    otherwise: 'neutral',
  },
  // Spec §4 names the webhook statuses without colours. Chosen: delivering is good, not delivering
  // is a fault, configured is waiting for its first delivery, not configured is no state at all.
  webhook: {
    lists: {
      positive: ['Delivering'],
      negative: ['NotDelivering'],
      pending: ['Configured'],
      neutral: ['NotConfigured'],
    },
    otherwise: 'neutral',
  },
  // A webhook delivery's state (issue 19; not in spec §4): delivered is good, given up is a fault,
  // queued waits for its next attempt, sending is in flight.
  webhookDelivery: {
    lists: {
      positive: ['Delivered'],
      negative: ['Failed'],
      pending: ['Queued'],
      hold: ['Sending'],
    },
    otherwise: 'neutral',
  },
  // An alert (issue 19): firing until it resolves.
  alert: {
    lists: { negative: ['Firing'], positive: ['Resolved'] },
    otherwise: 'neutral',
  },
  // Spec §4 payee confirmation: Success positive, Failed negative, others (NotNeeded, Pending) pending.
  payeeConfirmation: {
    lists: { positive: ['Success'], negative: ['Failed'] },
    otherwise: 'pending',
  },
  // Spec §4 names the user states without colours. Chosen to match the general list (Active
  // positive, Inactive and Locked negative); deleted is black, final like an abandoned deal.
  user: {
    lists: {
      positive: ['active', 'unlocked'],
      negative: ['deactivated', 'locked'],
      black: ['deleted'],
    },
    otherwise: 'neutral',
  },
  // Spec §4 proposal and agreement badges: Created, PendingAcceptance, PendingApproval ongoing;
  // Rejected negative; Accepted positive.
  proposal: {
    lists: {
      pending: ['Created', 'PendingAcceptance', 'PendingApproval'],
      negative: ['Rejected'],
      positive: ['Accepted'],
    },
    otherwise: 'neutral',
  },
};

export function normaliseStatus(value: string): string {
  return value.replace(/[\s_-]+/g, '').toLowerCase();
}

const LOOKUP: Record<StatusKind, Map<string, StatusTone>> = Object.fromEntries(
  Object.entries(STATUS_RULES).map(([kind, rule]) => [
    kind,
    new Map(
      Object.entries(rule.lists).flatMap(([tone, values]) =>
        (values ?? []).map((value) => [normaliseStatus(value), tone as StatusTone] as const),
      ),
    ),
  ]),
) as Record<StatusKind, Map<string, StatusTone>>;

/** The tone of a status value of a kind (default: the general list). */
export function statusTone(value: string | null | undefined, kind: StatusKind = 'general'): StatusTone {
  if (!value) return STATUS_RULES[kind].otherwise;
  return LOOKUP[kind].get(normaliseStatus(value)) ?? STATUS_RULES[kind].otherwise;
}
