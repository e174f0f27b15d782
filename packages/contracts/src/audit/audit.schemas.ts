import { z } from 'zod';
import { TEXT_MAX, text } from '../validation/text';

/**
 * The audit trail (issue 17 "One audit trail"; docs/administration.md "The audit trail"): who did
 * what to which resource, when, from where, with what outcome, and the resource before and after.
 */

export const AUDIT_OUTCOMES = ['success', 'denied', 'failed'] as const;
export const AuditOutcome = z.enum(AUDIT_OUTCOMES);
export type AuditOutcome = z.infer<typeof AuditOutcome>;

/** Spec §9 paging; the export's row cap (a larger trail is exported in narrower time ranges). */
export const AUDIT_PAGING = {
  pageSizes: [5, 10, 20, 50, 75, 100],
  defaultPageSize: 20,
  exportRowCap: 100_000,
} as const;

const Timestamp = z.iso.datetime({ offset: true });

/** The filters the list and the export share. */
export const AuditFilter = z.object({
  resourceType: text(TEXT_MAX.key).trim().min(1).optional().describe('e.g. transaction, user, role'),
  resourceId: text(TEXT_MAX.key).trim().min(1).optional(),
  actor: text(TEXT_MAX.email)
    .trim()
    .min(1)
    .optional()
    .describe("The actor's user id, or part of their e-mail"),
  action: text(TEXT_MAX.key)
    .trim()
    .min(1)
    .optional()
    .describe('An action (transaction.refund) or its prefix (transaction.)'),
  outcome: AuditOutcome.optional(),
  from: Timestamp.optional().describe('Inclusive'),
  to: Timestamp.optional().describe('Exclusive'),
});
export type AuditFilter = z.input<typeof AuditFilter>;

/** The trail's paging (spec §9 page sizes), shared by its list and the login history. */
const AuditPaging = {
  pageIndex: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (AUDIT_PAGING.pageSizes as readonly number[]).includes(size), {
      error: `Must be one of ${AUDIT_PAGING.pageSizes.join(', ')}`,
    })
    .default(AUDIT_PAGING.defaultPageSize),
};

export const AuditListQuery = AuditFilter.extend(AuditPaging);
export type AuditListQuery = z.input<typeof AuditListQuery>;

/** A before or after value: the resource's fields as recorded, secrets already redacted. */
const Snapshot = z.json().nullable();

export const AuditEvent = z.object({
  id: z.uuid(),
  seq: z.number().int().min(1).describe("The row's place in its chain"),
  tenantId: z.uuid().nullable().describe("The chain's tenant; null for the platform's own"),
  merchantId: z.uuid().nullable(),
  occurredAt: Timestamp,
  actor: z.object({
    userId: z.uuid().nullable(),
    type: z.string().describe('platform, tenant, merchant or system'),
    email: z.string(),
    name: z.string().describe('As it was when recorded'),
    roles: z.array(z.string()),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    requestId: z.string().nullable(),
  }),
  action: z.string(),
  resourceType: z.string(),
  resourceId: z.string(),
  outcome: AuditOutcome,
  scaUsed: z.boolean(),
  reason: z.string().nullable(),
  before: Snapshot,
  after: Snapshot,
  hash: z.string(),
});
export type AuditEvent = z.infer<typeof AuditEvent>;

export const AuditEventPage = z.object({
  count: z.number().int().min(0),
  data: z.array(AuditEvent),
});
export type AuditEventPage = z.infer<typeof AuditEventPage>;

export const ChainStatus = z.object({
  tenantId: z.uuid().nullable(),
  valid: z.boolean(),
  checked: z.number().int().min(0),
  firstBrokenSeq: z.number().int().nullable(),
});

export const AuditChainCheck = z.object({
  valid: z.boolean(),
  checked: z.number().int().min(0),
  chains: z.array(ChainStatus),
});
export type AuditChainCheck = z.infer<typeof AuditChainCheck>;

/**
 * The login history (issue 19; docs/administration.md "Login history"): the sign-ins of known
 * accounts, those refused, and the locks, as the identity provider writes them to the audit trail.
 */
export const SIGN_IN_EVENTS = ['signIn', 'signInFailed', 'locked'] as const;
export type SignInEvent = (typeof SIGN_IN_EVENTS)[number];

/** The sign-in events' action group in the audit trail, and each event's action in it. */
export const SIGN_IN_GROUP = 'signIn';
export const SIGN_IN_ACTIONS: Readonly<Record<SignInEvent, string>> = {
  signIn: 'signIn.succeeded',
  signInFailed: 'signIn.refused',
  locked: 'signIn.locked',
};

export const LoginHistoryQuery = z.object({
  user: text(TEXT_MAX.email).trim().min(1).optional().describe("A user's id, or part of their e-mail"),
  event: z.enum(SIGN_IN_EVENTS).optional(),
  from: Timestamp.optional().describe('Inclusive'),
  to: Timestamp.optional().describe('Exclusive'),
  ...AuditPaging,
});
export type LoginHistoryQuery = z.input<typeof LoginHistoryQuery>;

export const LoginEvent = z.object({
  id: z.uuid(),
  occurredAt: Timestamp,
  event: z.enum(SIGN_IN_EVENTS),
  userId: z.uuid().nullable(),
  email: z.string(),
  name: z.string().nullable(),
  /** platform, tenant or merchant. */
  userType: z.string(),
  tenantId: z.uuid().nullable(),
  merchantId: z.uuid().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** Why a sign-in was refused (wrong password, account inactive, locked …). */
  reason: z.string().nullable(),
});
export type LoginEvent = z.infer<typeof LoginEvent>;

export const LoginHistoryPage = z.object({
  count: z.number().int().min(0),
  data: z.array(LoginEvent),
});
export type LoginHistoryPage = z.infer<typeof LoginHistoryPage>;
