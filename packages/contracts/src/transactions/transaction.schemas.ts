import { z } from 'zod';
import { SystemMode } from '../auth/levels';
import { commaList } from '../validation/comma-list';
import { TEXT_MAX, text } from '../validation/text';
import {
  PROCESSOR_OUTCOMES,
  STATUS_CHANGE_ACTIONS,
  type StatusChangeAction as StatusChangeActionName,
  TRANSACTION_ACTIONS,
  TRANSACTION_COLUMNS,
  TRANSACTION_PAGING,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
} from './transaction.model';

/**
 * Spec §3 transaction bodies. Money is integer minor units with its currency (the currency's
 * decimalPlaces say where the point goes); never a float.
 */

const Id = z.uuid();
const Timestamp = z.string().describe('ISO 8601 date-time in UTC');
const MinorUnits = z.number().int().describe('Integer minor units of the currency');
const CurrencyCode = text(TEXT_MAX.code).regex(/^[A-Z]{3}$/, 'A three-letter ISO 4217 code');

export const TransactionType = z.enum(TRANSACTION_TYPES);
export const TransactionStatus = z.enum(TRANSACTION_STATUSES);
export const TransactionAction = z.enum(TRANSACTION_ACTIONS);
export const TransactionColumn = z.enum(TRANSACTION_COLUMNS);
export const StatusChangeAction = z.enum(
  STATUS_CHANGE_ACTIONS as unknown as readonly [StatusChangeActionName, ...StatusChangeActionName[]],
);

/** One row of the lookup, and the head of every detail view. */
export const Transaction = z.object({
  id: Id,
  externalId: z.string(),
  tenantId: Id,
  tenantName: z.string(),
  merchantId: Id,
  merchantName: z.string(),
  websiteId: Id,
  websiteName: z.string(),
  mode: SystemMode,
  type: TransactionType,
  status: TransactionStatus,
  amount: MinorUnits,
  currency: CurrencyCode,
  baseAmount: MinorUnits.describe("The amount in the tenant's base currency"),
  baseCurrency: CurrencyCode,
  capturedAmount: MinorUnits,
  refundedAmount: MinorUnits,
  hasOpenDispute: z.boolean(),
  paymentMethod: z.string(),
  serviceProvider: z.string(),
  cardBin: z.string().nullable(),
  cardMasked: z.string().nullable().describe('First 6 and last 4 digits only (spec §9)'),
  customerEmail: z.string().nullable(),
  customerName: z.string().nullable(),
  parentId: Id.nullable().describe('The payment a refund, payout or chargeback belongs to'),
  responseCode: z.string().nullable(),
  responseMessage: z.string().nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  /** What the caller may do now (the state machine and the caller's permissions). */
  availableActions: z.array(TransactionAction),
});
export type Transaction = z.infer<typeof Transaction>;

export const TransactionPage = z.object({
  count: z.number().int().min(0),
  countIsCapped: z.boolean().describe(`true when there are ${TRANSACTION_PAGING.countCap} or more`),
  data: z.array(Transaction),
});
export type TransactionPage = z.infer<typeof TransactionPage>;

/**
 * The lookup's filter (spec §7 "GET list (PageSize, PageIndex, filter string)"; defaults spec §9:
 * systemMode 2, start date today, the local time-zone offset). Every field is a query parameter;
 * the same object is what a saved filter stores.
 */
export const TransactionFilter = z.object({
  systemMode: z.coerce.number().int().min(1).max(2).optional().describe('1 Test, 2 Live'),
  startDate: z.iso.datetime({ offset: true }).optional(),
  endDate: z.iso.datetime({ offset: true }).optional(),
  timezoneOffset: z.coerce
    .number()
    .int()
    .min(-840)
    .max(840)
    .optional()
    .describe('Minutes east of UTC of the caller'),
  status: commaList(TransactionStatus),
  type: commaList(TransactionType),
  currency: commaList(CurrencyCode),
  merchantId: commaList(Id).describe('Customers'),
  websiteId: commaList(Id),
  paymentMethod: commaList(text(64)),
  serviceProvider: commaList(text(64)),
  externalId: text(128).trim().optional(),
  customerEmail: text(254).trim().optional(),
  cardLast4: text(TEXT_MAX.code)
    .regex(/^\d{4}$/, 'Four digits')
    .optional(),
  amountFrom: z.coerce.number().int().min(0).optional().describe('Minor units'),
  amountTo: z.coerce.number().int().min(0).optional().describe('Minor units'),
  tenantId: Id.optional().describe('Platform staff: one tenant'),
});
export type TransactionFilter = z.infer<typeof TransactionFilter>;

export const TRANSACTION_SORT_FIELDS = ['createdAt', 'amount'] as const;

export const TransactionListQuery = TransactionFilter.extend({
  PageIndex: z.coerce.number().int().min(0).default(0),
  PageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(TRANSACTION_PAGING.maxPageSize)
    .default(TRANSACTION_PAGING.defaultPageSize),
  sortBy: z.enum(TRANSACTION_SORT_FIELDS).default('createdAt'),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
});
export type TransactionListQuery = z.input<typeof TransactionListQuery>;

/** Search-key variants: one free text (external id, customer e-mail, card last four, id). */
export const TransactionSearchQuery = TransactionListQuery.extend({
  searchKey: text(255).trim().min(1),
});
export type TransactionSearchQuery = z.input<typeof TransactionSearchQuery>;

export const CsvExportQuery = TransactionFilter.extend({
  searchKey: text(255).trim().optional(),
});
export type CsvExportQuery = z.input<typeof CsvExportQuery>;

export const TransactionIdParams = z.object({ id: Id });

// ---------------------------------------------------------------------------------------------
// Detail calls (spec §7 "GET by transaction id")

export const TransactionDetails = z.object({
  transaction: Transaction,
  customer: z.object({
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    country: z.string().nullable(),
    ipAddress: z.string().nullable(),
  }),
  card: z.object({
    bin: z.string().nullable(),
    masked: z.string().nullable(),
    brand: z.string().nullable(),
    holderName: z.string().nullable(),
    expiry: z.string().nullable().describe('MM/YY'),
    issuerCountry: z.string().nullable(),
  }),
  processing: z.object({
    authorisationCode: z.string().nullable(),
    processorReference: z.string().nullable(),
    rrn: z.string().nullable(),
    responseCode: z.string().nullable(),
    responseMessage: z.string().nullable(),
    description: z.string().nullable(),
  }),
});
export type TransactionDetails = z.infer<typeof TransactionDetails>;

export const TransactionEvent = z.object({
  id: Id,
  transactionId: Id,
  type: z.string().describe('Created, Authorised, Captured, Refunded, Voided, StatusChanged …'),
  status: TransactionStatus,
  amount: MinorUnits.nullable(),
  currency: CurrencyCode,
  message: z.string().nullable(),
  actor: z.string().nullable().describe('Who acted; null for the processor'),
  createdAt: Timestamp,
  webhookStatus: z.enum(['NotConfigured', 'Configured', 'Delivering', 'NotDelivering']),
});
export type TransactionEvent = z.infer<typeof TransactionEvent>;
export const TransactionEventDetail = TransactionEvent.extend({
  payload: z.record(z.string(), z.unknown()),
});

export const RelatedTransaction = z.object({
  relation: z.enum(['Parent', 'Refund', 'Payout', 'Chargeback']),
  transaction: Transaction,
});
export type RelatedTransaction = z.infer<typeof RelatedTransaction>;

export const ApiLog = z.object({
  id: Id,
  transactionId: Id,
  direction: z.enum(['Inbound', 'Outbound']),
  method: z.string(),
  url: z.string(),
  statusCode: z.number().int(),
  durationMs: z.number().int(),
  createdAt: Timestamp,
});
export type ApiLog = z.infer<typeof ApiLog>;
/** One log with its bodies; card numbers in them are masked before they are stored. */
export const ApiLogDetail = ApiLog.extend({ requestBody: z.string(), responseBody: z.string() });
export type ApiLogDetail = z.infer<typeof ApiLogDetail>;

export const SmartRoutingLog = z.object({
  id: Id,
  ruleName: z.string(),
  decision: z.string(),
  serviceProvider: z.string(),
  reason: z.string().nullable(),
  createdAt: Timestamp,
});
export type SmartRoutingLog = z.infer<typeof SmartRoutingLog>;

export const CascadingAttempt = z.object({
  attempt: z.number().int().min(1),
  serviceProvider: z.string(),
  status: TransactionStatus,
  responseCode: z.string().nullable(),
  responseMessage: z.string().nullable(),
  createdAt: Timestamp,
});
export type CascadingAttempt = z.infer<typeof CascadingAttempt>;
export const CascadingQuery = z.object({ offset: z.coerce.number().int().min(-840).max(840).optional() });

export const TransactionAlert = z.object({
  id: Id,
  type: z.string(),
  severity: z.enum(['Low', 'Medium', 'High']),
  message: z.string(),
  createdAt: Timestamp,
});
export type TransactionAlert = z.infer<typeof TransactionAlert>;

export const AntifraudLog = z.object({
  id: Id,
  provider: z.string(),
  score: z.number().int().min(0).max(100),
  decision: z.enum(['Accept', 'Review', 'Reject']),
  rules: z.array(z.string()),
  createdAt: Timestamp,
});
export type AntifraudLog = z.infer<typeof AntifraudLog>;

export const TransactionFee = z.object({
  id: Id,
  feeType: z.string(),
  amount: MinorUnits,
  currency: CurrencyCode,
  description: z.string().nullable(),
});
export type TransactionFee = z.infer<typeof TransactionFee>;

export const DisputeCode = z.object({
  code: z.string(),
  description: z.string(),
  category: z.enum(['Fraud', 'Authorisation', 'ProcessingError', 'ConsumerDispute']),
});
export type DisputeCode = z.infer<typeof DisputeCode>;

export const TransactionBalance = z.object({
  currency: CurrencyCode,
  amount: MinorUnits,
  capturedAmount: MinorUnits,
  refundedAmount: MinorUnits,
  refundableAmount: MinorUnits,
});
export type TransactionBalance = z.infer<typeof TransactionBalance>;

export const RejectionReason = z.object({
  code: z.string(),
  message: z.string(),
  description: z.string(),
  advice: z.string(),
});
export type RejectionReason = z.infer<typeof RejectionReason>;

export const AccountingEntry = z.object({
  id: Id,
  account: z.string(),
  direction: z.enum(['Debit', 'Credit']),
  amount: MinorUnits,
  currency: CurrencyCode,
  description: z.string(),
  createdAt: Timestamp,
});
export type AccountingEntry = z.infer<typeof AccountingEntry>;

// ---------------------------------------------------------------------------------------------
// Actions (spec §3: "Refund, void, capture, reversal, payout, dispute, check-status, decline and
// approve bodies: not shown"). Paydesk's bodies: an amount where the action takes one, a reason.

const Reason = text(500, { multiline: true }).trim().optional();
export const AmountActionRequest = z.object({
  amount: MinorUnits.positive().optional().describe('Minor units; the whole amount left when absent'),
  reason: Reason,
});
export type AmountActionRequest = z.infer<typeof AmountActionRequest>;
export const ReasonActionRequest = z.object({ reason: Reason });
export type ReasonActionRequest = z.infer<typeof ReasonActionRequest>;
export const DisputeRequest = z.object({
  amount: MinorUnits.positive().optional(),
  disputeCode: text(16).min(1),
  reason: Reason,
});
export type DisputeRequest = z.infer<typeof DisputeRequest>;
/** Declines and approves choose a reason from `{type}/reasons/{status}` (spec §4). */
export const DecisionRequest = z.object({ reasonId: text(64, { multiline: true }).min(1), comment: Reason });
export type DecisionRequest = z.infer<typeof DecisionRequest>;
/** Spec §7: PUT {id}/StatusChange {actionType[,declineReason]}. */
export const StatusChangeRequest = z
  .object({
    actionType: StatusChangeAction,
    declineReason: text(500, { multiline: true }).trim().min(1).optional(),
  })
  .refine((v) => v.actionType !== 'Decline' || v.declineReason !== undefined, {
    path: ['declineReason'],
    message: 'A decline reason is required',
  });
export type StatusChangeRequest = z.infer<typeof StatusChangeRequest>;
/** Spec §3: "Batch payout decline: transactions and reason". Approvals take the transactions. */
export const PayoutApprovalsRequest = z.object({ transactions: z.array(Id).min(1).max(500) });
export type PayoutApprovalsRequest = z.infer<typeof PayoutApprovalsRequest>;
export const PayoutDeclinationsRequest = z.object({
  transactions: z.array(Id).min(1).max(500),
  reason: text(500, { multiline: true }).trim().min(1),
});
export type PayoutDeclinationsRequest = z.infer<typeof PayoutDeclinationsRequest>;

/**
 * What the processor answered a money action (docs/transactions.md "What a processor answer does").
 * A decline is an answer, not an error: the action answers 200 and this says which answer it was,
 * which the statuses alone cannot (a declined void from a failed one, a Pending refund from an
 * approved one).
 */
export const ProcessorOutcome = z.enum(PROCESSOR_OUTCOMES);
export type ProcessorOutcome = z.infer<typeof ProcessorOutcome>;
export const ProcessorAnswer = z.object({
  outcome: ProcessorOutcome,
  responseCode: z.string().nullable(),
  responseMessage: z.string().nullable(),
});
export type ProcessorAnswer = z.infer<typeof ProcessorAnswer>;

/** The result of an action: the transaction as it is now, and the child it created if any. */
export const ActionResult = z.object({
  transaction: Transaction,
  created: Transaction.nullable().describe('The refund, payout or chargeback the action created'),
  // Optional as well as nullable: a back end that speaks only the spec's calls does not send it.
  processor: ProcessorAnswer.nullable()
    .optional()
    .describe(
      'What the processor answered; null when the action called no processor (payout request, ' +
        'declines, cancel, status change, mark as refunded)',
    ),
});
export type ActionResult = z.infer<typeof ActionResult>;

const BatchProcessorResponse = z
  .string()
  .nullable()
  .optional()
  .describe("The processor's, when the row's action called it (a payout approval)");

/** A batch decision answers per transaction; one refusal does not undo the others. */
export const BatchResult = z.object({
  results: z.array(
    z.object({
      transactionId: Id,
      outcome: z.enum(['Done', 'Refused', 'NotFound']),
      message: z.string().nullable(),
      status: TransactionStatus.nullable(),
      responseCode: BatchProcessorResponse,
      responseMessage: BatchProcessorResponse,
    }),
  ),
});
export type BatchResult = z.infer<typeof BatchResult>;

/** The tenant a platform caller acts for (spec §6: "transaction calls take a tenantId header"). */
export const TenantHeader = z.looseObject({ tenantid: Id.optional() });

/**
 * Headers of the money actions (spec §7): Website-Id, SystemMode, a request id and an optional
 * tenantId; declines and approves send Mode (every call does). `Idempotency-Key` makes a retry safe.
 */
export const ActionHeaders = z.looseObject({
  'idempotency-key': text(255).min(1).optional(),
  'website-id': text(64).optional(),
  systemmode: text(16).optional(),
  'request-id': text(255).optional(),
  tenantid: Id.optional(),
});

// ---------------------------------------------------------------------------------------------
// Lookups for the lookup's filters and the action dialogs

export const ReasonLookupParams = z.object({
  type: z.enum(['transaction', 'payout']),
  status: z.enum(['Declined', 'Captured']),
});
export const ReasonOption = z.object({ id: z.string(), name: z.string() });
export type ReasonOption = z.infer<typeof ReasonOption>;

export const PaymentChannel = z.object({
  id: z.string(),
  name: z.string(),
  paymentMethod: z.string(),
  serviceProvider: z.string(),
  currency: CurrencyCode,
});
export type PaymentChannel = z.infer<typeof PaymentChannel>;
export const WebsiteOption = z.object({ id: Id, name: z.string(), url: z.string(), merchantId: Id });
export type WebsiteOption = z.infer<typeof WebsiteOption>;

// ---------------------------------------------------------------------------------------------
// Saved filters and lookup columns, per user

export const SavedFilterRequest = z.object({
  name: text(100)
    .trim()
    .min(1, 'Name is required')
    .regex(/^[\p{L}\p{N} _-]+$/u, 'Letters, digits, spaces, - and _ only'),
  filter: TransactionFilter,
});
export type SavedFilterRequest = z.infer<typeof SavedFilterRequest>;
/**
 * A saved filter as answered: the same fields as TransactionFilter, as plain data (the query form
 * splits comma lists and coerces numbers, which only works one way and cannot encode a response).
 */
const storedList = <T extends z.ZodType>(item: T) => z.array(item).max(50).optional();
export const StoredTransactionFilter = z.object({
  systemMode: z.number().int().min(1).max(2).optional(),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  timezoneOffset: z.number().int().min(-840).max(840).optional(),
  status: storedList(TransactionStatus),
  type: storedList(TransactionType),
  currency: storedList(CurrencyCode),
  merchantId: storedList(Id),
  websiteId: storedList(Id),
  paymentMethod: storedList(text(64)),
  serviceProvider: storedList(text(64)),
  externalId: text(128).optional(),
  customerEmail: text(254).optional(),
  cardLast4: text(TEXT_MAX.code).optional(),
  amountFrom: z.number().int().min(0).optional(),
  amountTo: z.number().int().min(0).optional(),
  tenantId: Id.optional(),
});
export type StoredTransactionFilter = z.infer<typeof StoredTransactionFilter>;

export const SavedFilter = z.object({
  id: Id,
  externalId: Id,
  name: z.string(),
  filter: StoredTransactionFilter,
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type SavedFilter = z.infer<typeof SavedFilter>;
export const SavedFilterParams = z.object({ externalId: Id });

export const LookupColumns = z.object({
  columns: z.array(TransactionColumn).min(1).max(TRANSACTION_COLUMNS.length),
});
export type LookupColumns = z.infer<typeof LookupColumns>;
