import { z } from 'zod';
import { SystemMode } from '../auth/levels';
import { Transaction } from '../transactions/transaction.schemas';
import { commaList } from '../validation/comma-list';
import { TEXT_MAX, text } from '../validation/text';
import {
  DISPUTE_ACTIONS,
  DISPUTE_CATEGORIES,
  DISPUTE_EVIDENCE_LIMITS,
  DISPUTE_OUTCOMES,
  DISPUTE_PAGING,
  DISPUTE_STATUSES,
} from './dispute.model';

/** The disputes lookup and a dispute's response (not in the spec; docs/disputes-and-virtual-terminal.md). */

const Id = z.uuid();
const Timestamp = z.string().describe('ISO 8601 date-time in UTC');
const MinorUnits = z.number().int().describe('Integer minor units of the currency');
const CurrencyCode = text(TEXT_MAX.code).regex(/^[A-Z]{3}$/, 'A three-letter ISO 4217 code');

export const DisputeStatus = z.enum(DISPUTE_STATUSES);
export const DisputeAction = z.enum(DISPUTE_ACTIONS);
export const DisputeCategory = z.enum(DISPUTE_CATEGORIES);

/** One row of the lookup. */
export const Dispute = z.object({
  id: Id,
  status: DisputeStatus,
  disputeCode: z.string(),
  /** The code's text in the payment's scheme; null for a code the scheme no longer lists. */
  reasonText: z.string().nullable(),
  category: DisputeCategory.nullable(),
  amount: MinorUnits,
  currency: CurrencyCode,
  transactionId: Id.describe('The disputed payment'),
  chargebackId: Id,
  externalId: z.string().describe("The payment's external id"),
  tenantId: Id,
  tenantName: z.string(),
  merchantId: Id,
  merchantName: z.string(),
  mode: SystemMode,
  cardMasked: z.string().nullable(),
  paymentMethod: z.string(),
  customerEmail: z.string().nullable(),
  openedAt: Timestamp,
  updatedAt: Timestamp,
});
export type Dispute = z.infer<typeof Dispute>;

export const DisputePage = z.object({ count: z.number().int().min(0), data: z.array(Dispute) });
export type DisputePage = z.infer<typeof DisputePage>;

export const DisputeListQuery = z.object({
  systemMode: z.coerce.number().int().min(1).max(2).optional().describe('1 Test, 2 Live'),
  status: commaList(DisputeStatus),
  category: commaList(DisputeCategory),
  disputeCode: text(16).trim().optional(),
  merchantId: commaList(Id),
  currency: commaList(CurrencyCode),
  openedFrom: z.iso.datetime({ offset: true }).optional().describe('Inclusive'),
  openedTo: z.iso.datetime({ offset: true }).optional().describe('Exclusive'),
  search: text(128).trim().optional().describe("A dispute id, the payment's id or its external id (exact)"),
  tenantId: Id.optional().describe('Platform staff: one tenant'),
  PageIndex: z.coerce.number().int().min(0).default(0),
  PageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(DISPUTE_PAGING.maxPageSize)
    .default(DISPUTE_PAGING.defaultPageSize),
});
export type DisputeListQuery = z.input<typeof DisputeListQuery>;

export const DisputeIdParams = z.object({ id: Id });

export const DisputeHistoryEntry = z.object({
  id: Id,
  action: z.enum(['Opened', 'EvidenceSubmitted', 'Accepted', 'Won', 'Lost']),
  status: DisputeStatus.describe('The status after the step'),
  note: z.string().nullable(),
  files: z.array(z.object({ id: Id, name: z.string().nullable() })),
  actorEmail: z.string().nullable(),
  createdAt: Timestamp,
});
export type DisputeHistoryEntry = z.infer<typeof DisputeHistoryEntry>;

export const DisputeDetails = z.object({
  dispute: Dispute,
  /** The note given when the dispute was opened. */
  openingReason: z.string().nullable(),
  payment: Transaction,
  chargeback: Transaction,
  history: z.array(DisputeHistoryEntry).describe('Oldest first'),
  availableActions: z.array(DisputeAction),
});
export type DisputeDetails = z.infer<typeof DisputeDetails>;

const Note = text(500, { multiline: true }).trim().optional();

export const DisputeEvidenceRequest = z.object({
  text: text(DISPUTE_EVIDENCE_LIMITS.textMax * 2, { multiline: true })
    .trim()
    .min(1, 'Describe the evidence')
    .max(DISPUTE_EVIDENCE_LIMITS.textMax, `At most ${DISPUTE_EVIDENCE_LIMITS.textMax} characters`),
  fileIds: z
    .array(Id)
    .max(DISPUTE_EVIDENCE_LIMITS.files, `At most ${DISPUTE_EVIDENCE_LIMITS.files} files`)
    .optional(),
});
export type DisputeEvidenceRequest = z.infer<typeof DisputeEvidenceRequest>;

export const DisputeAcceptRequest = z.object({ note: Note });
export type DisputeAcceptRequest = z.infer<typeof DisputeAcceptRequest>;

export const DisputeDecisionRequest = z.object({ outcome: z.enum(DISPUTE_OUTCOMES), note: Note });
export type DisputeDecisionRequest = z.infer<typeof DisputeDecisionRequest>;

/** Like the money actions: an optional Idempotency-Key, and the tenantId header of platform staff. */
export const DisputeActionHeaders = z.looseObject({
  'idempotency-key': text(255).min(1).optional(),
  tenantid: Id.optional(),
});
export const DisputeReadHeaders = z.looseObject({ tenantid: Id.optional() });
