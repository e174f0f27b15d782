import { z } from 'zod';
import { TRANSACTION_PAGING } from '../transactions/transaction.model';
import { TEXT_MAX, text } from '../validation/text';
import { BANK_ORDER_STATUSES } from './bank-order.model';

const Id = z.uuid();
const Timestamp = z.string().describe('ISO 8601 date-time in UTC');
const CurrencyCode = text(TEXT_MAX.code).regex(/^[A-Z]{3}$/, 'A three-letter ISO 4217 code');
const MinorUnits = z.number().int().describe('Integer minor units of the currency');

export const BankOrderStatus = z.enum(BANK_ORDER_STATUSES);

export const CurrencyTotal = z.object({
  currency: CurrencyCode,
  amount: MinorUnits,
  itemCount: z.number().int(),
});
export type CurrencyTotal = z.infer<typeof CurrencyTotal>;

/** One uploaded file of payment orders. The account is masked except its last four characters. */
export const BankOrder = z.object({
  id: Id,
  bankName: z.string(),
  accountNumberMasked: z.string(),
  fileName: z.string(),
  itemCount: z.number().int().min(1),
  totals: z.array(CurrencyTotal).describe('The sum of the payments per currency'),
  status: BankOrderStatus,
  uploadedBy: z.string().describe("The uploader's e-mail"),
  uploadedAt: Timestamp,
});
export type BankOrder = z.infer<typeof BankOrder>;

export const BankOrderPage = z.object({ count: z.number().int().min(0), data: z.array(BankOrder) });
export type BankOrderPage = z.infer<typeof BankOrderPage>;

/** One payment (a CSV row) of an order. */
export const BankOrderItem = z.object({
  id: Id,
  orderId: Id,
  rowNumber: z.number().int().min(2).describe('The row in the uploaded file (the header is row 1)'),
  beneficiaryName: z.string(),
  beneficiaryIban: z.string(),
  amount: MinorUnits,
  currency: CurrencyCode,
  reference: z.string(),
  status: BankOrderStatus,
  createdAt: Timestamp,
});
export type BankOrderItem = z.infer<typeof BankOrderItem>;

export const BankOrderItemPage = z.object({ count: z.number().int().min(0), data: z.array(BankOrderItem) });
export type BankOrderItemPage = z.infer<typeof BankOrderItemPage>;

export const BankOrderPaging = z.object({
  PageIndex: z.coerce.number().int().min(0).max(100_000).default(0),
  PageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(TRANSACTION_PAGING.maxPageSize)
    .default(TRANSACTION_PAGING.defaultPageSize),
});
export type BankOrderPaging = z.input<typeof BankOrderPaging>;

export const BankOrderIdParams = z.object({ id: Id });
/** GET /banking/{orderId}/payments/{itemId}: spec §7's {x} is the order, {y} the payment in it. */
export const BankPaymentParams = z.object({ orderId: Id, itemId: Id });
