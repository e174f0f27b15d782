import { z } from 'zod';
import { TEXT_MAX, text } from '../validation/text';
import { TransactionFilter } from './transaction.schemas';

/**
 * Bodies of the spec §7 "Transactions" maintenance calls the spec names without bodies
 * (docs/transaction-maintenance-and-webhooks.md): relationships and deallocate, reset-restriction,
 * bin-data, the export-v3 report and the plain payment-channels list.
 */

const Id = z.uuid();
const Timestamp = z.string().describe('ISO 8601 date-time in UTC');
const MinorUnits = z.number().int().describe('Integer minor units of the currency');
const pageIndex = z.coerce.number().int().min(0).default(0);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);

// ---------------------------------------------------------------------------------------------
// Relationships: a transaction allocated to an organisation (merchant) and website

/**
 * Allocation: a payment received without a clear owner (a suspense payment) allocated by staff;
 * MerchantLink: a transaction the merchant's own integration linked to its organisation reference.
 */
export const RELATIONSHIP_REQUEST_TYPES = ['Allocation', 'MerchantLink'] as const;
export const RelationshipRequestType = z.enum(RELATIONSHIP_REQUEST_TYPES);
export const RelationshipStatus = z.enum(['Allocated', 'Deallocated']);

export const RelationshipListQuery = z.object({
  pageIndex,
  pageSize,
  externalOrganizationId: text(64).trim().min(1).optional(),
  transactionId: Id.optional(),
  websiteId: Id.optional(),
  requestType: RelationshipRequestType.optional(),
});
export type RelationshipListQuery = z.input<typeof RelationshipListQuery>;

export const TransactionRelationship = z.object({
  id: Id,
  transactionId: Id,
  transactionExternalId: z.string(),
  organizationId: Id.describe('The merchant the transaction is allocated to'),
  organizationName: z.string(),
  externalOrganizationId: z.string().describe("The organisation's reference in the sender's system"),
  websiteId: Id,
  websiteName: z.string(),
  requestType: RelationshipRequestType,
  status: RelationshipStatus,
  amount: MinorUnits,
  currency: z.string(),
  allocatedBy: z.string().nullable(),
  createdAt: Timestamp,
  deallocatedAt: Timestamp.nullable(),
  deallocatedBy: z.string().nullable(),
  deallocationReason: z.string().nullable(),
});
export type TransactionRelationship = z.infer<typeof TransactionRelationship>;

export const RelationshipPage = z.object({
  count: z.number().int().min(0),
  data: z.array(TransactionRelationship),
});
export type RelationshipPage = z.infer<typeof RelationshipPage>;

/**
 * Which relationships to free: the listed ids, or every allocated one of a transaction (optionally
 * only to one organisation). All or nothing: one already deallocated answers 409 and frees none.
 */
export const DeallocateRequest = z
  .object({
    relationshipIds: z.array(Id).min(1).max(100).optional(),
    transactionId: Id.optional(),
    organizationId: Id.optional(),
    reason: text(500, { multiline: true }).trim().min(1, 'A reason is required'),
  })
  .superRefine((body, ctx) => {
    const byIds = body.relationshipIds !== undefined;
    const byTransaction = body.transactionId !== undefined;
    if (byIds === byTransaction) {
      ctx.addIssue({
        code: 'custom',
        path: ['relationshipIds'],
        message: 'Give either relationshipIds or a transactionId',
      });
    }
    if (byIds && body.organizationId !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['organizationId'],
        message: 'organizationId narrows a transactionId only',
      });
    }
  });
export type DeallocateRequest = z.input<typeof DeallocateRequest>;

export const DeallocateResult = z.object({ deallocated: z.array(TransactionRelationship) });
export type DeallocateResult = z.infer<typeof DeallocateResult>;

// ---------------------------------------------------------------------------------------------
// Restrictions set by anti-fraud, which staff reset

export const RESTRICTION_KINDS = ['Velocity', 'BlockedCard', 'BlockedCustomer'] as const;
export const TransactionRestriction = z.object({
  id: Id,
  transactionId: Id,
  organizationId: Id,
  kind: z.enum(RESTRICTION_KINDS),
  reason: z.string(),
  status: z.enum(['Active', 'Reset']),
  createdAt: Timestamp,
  resetAt: Timestamp.nullable(),
  resetBy: z.string().nullable(),
});
export type TransactionRestriction = z.infer<typeof TransactionRestriction>;

export const ResetRestrictionQuery = z.object({
  organizationId: Id.describe("The transaction's merchant; another one answers 404"),
  tenantId: Id.optional().describe('Platform staff: the tenant of the transaction'),
});

// ---------------------------------------------------------------------------------------------
// BIN data: what a card's first six digits say

export const CARD_TYPES = ['Credit', 'Debit', 'Prepaid', 'Charge'] as const;
export const CARD_LEVELS = ['Classic', 'Gold', 'Platinum', 'Business', 'Corporate', 'Infinite'] as const;

/** Every field carries its own message: the form shows these texts as they are. */
export const BIN_DATA_FIELD_MESSAGES = {
  brandRequired: 'The brand is required',
  brandTooLong: 'The brand has at most 40 characters',
  issuerRequired: 'The issuer is required',
  issuerTooLong: 'The issuer has at most 100 characters',
  country: 'A two-letter ISO 3166 country code',
  cardType: 'Choose the card type',
  cardLevel: 'Choose a card level from the list, or leave it empty',
} as const;
const binMessages = BIN_DATA_FIELD_MESSAGES;

export const BinDataRequest = z.object({
  brand: text(TEXT_MAX.key, { error: binMessages.brandRequired })
    .trim()
    .min(1, binMessages.brandRequired)
    .max(40, binMessages.brandTooLong),
  issuer: text(TEXT_MAX.name, { error: binMessages.issuerRequired })
    .trim()
    .min(1, binMessages.issuerRequired)
    .max(100, binMessages.issuerTooLong),
  country: text(TEXT_MAX.code, { error: binMessages.country }).regex(/^[A-Z]{2}$/, binMessages.country),
  cardType: z.enum(CARD_TYPES, { error: binMessages.cardType }),
  // Optional: a processor often sends no level, and correcting only the issuer must not force
  // staff to invent one. Absent or null both store "no level".
  cardLevel: z.enum(CARD_LEVELS, { error: binMessages.cardLevel }).nullable().optional(),
});
export type BinDataRequest = z.infer<typeof BinDataRequest>;

export const BinData = z.object({
  transactionId: Id,
  bin: z.string().nullable().describe("The card's first six digits; never more"),
  brand: z.string().nullable(),
  issuer: z.string().nullable(),
  country: z.string().nullable(),
  cardType: z.enum(CARD_TYPES).nullable(),
  cardLevel: z.enum(CARD_LEVELS).nullable(),
  source: z.enum(['Processor', 'Corrected']).describe('Corrected once staff changed it'),
  updatedAt: Timestamp.nullable(),
  updatedBy: z.string().nullable(),
});
export type BinData = z.infer<typeof BinData>;

// ---------------------------------------------------------------------------------------------
// export-v3: a report's rows as CSV with chosen columns

export const EXPORT_REPORT_IDS = ['transactions-lookup'] as const;
/** The columns of the transactions-lookup report, in the order the file shows them when chosen. */
export const EXPORT_V3_COLUMNS = [
  'id',
  'externalId',
  'createdAt',
  'updatedAt',
  'tenantName',
  'merchantName',
  'websiteName',
  'mode',
  'type',
  'status',
  'amount',
  'currency',
  'baseAmount',
  'baseCurrency',
  'capturedAmount',
  'refundedAmount',
  'paymentMethod',
  'serviceProvider',
  'cardMasked',
  'cardBrand',
  'customerEmail',
  'customerName',
  'parentId',
  'responseCode',
  'responseMessage',
] as const;
export type ExportV3Column = (typeof EXPORT_V3_COLUMNS)[number];

/** The file the portal saves the export as (spec §7: "The exported file is named filename.csv"). */
export const EXPORT_V3_FILE_NAME = 'filename.csv';

export const ExportV3Request = z.object({
  reportId: text(64)
    .trim()
    .min(1)
    .describe(`One of ${EXPORT_REPORT_IDS.join(', ')}`),
  filters: TransactionFilter.extend({ searchKey: text(255).trim().optional() }).default({}),
  columns: z
    .array(z.enum(EXPORT_V3_COLUMNS, { message: 'Not a column of this report' }))
    .min(1, 'Choose at least one column')
    .max(EXPORT_V3_COLUMNS.length)
    .refine((columns) => new Set(columns).size === columns.length, 'A column is chosen twice'),
});
export type ExportV3Request = z.input<typeof ExportV3Request>;

// ---------------------------------------------------------------------------------------------
// payment-channels (the plain, paged list)

export const PaymentChannelListQuery = z.object({
  pageIndex,
  pageSize,
  organizationId: Id.optional(),
  paymentMethod: text(64).trim().min(1).optional(),
  serviceProvider: text(64).trim().min(1).optional(),
  currency: text(TEXT_MAX.code)
    .regex(/^[A-Z]{3}$/, 'A three-letter ISO 4217 code')
    .optional(),
  isActive: z.enum(['true', 'false']).optional(),
});

export const PaymentChannelRow = z.object({
  id: Id,
  name: z.string(),
  organizationId: Id,
  organizationName: z.string(),
  paymentMethod: z.string(),
  serviceProvider: z.string(),
  currency: z.string(),
  isActive: z.boolean(),
});
export type PaymentChannelRow = z.infer<typeof PaymentChannelRow>;
export const PaymentChannelPage = z.object({
  count: z.number().int().min(0),
  data: z.array(PaymentChannelRow),
});
export type PaymentChannelPage = z.infer<typeof PaymentChannelPage>;
