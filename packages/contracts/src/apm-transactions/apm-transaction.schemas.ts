import { z } from 'zod';
import { TRANSACTION_PAGING } from '../transactions/transaction.model';
import { Transaction, TransactionFilter, TransactionListQuery } from '../transactions/transaction.schemas';
import { text } from '../validation/text';
import { APM_SEARCH_PARAMS, APM_SHOPPER_STATES, APM_TYPES } from './apm-transaction.model';

export const ApmType = z.enum(APM_TYPES);
export const ApmShopperState = z.enum(APM_SHOPPER_STATES);
export const ApmSearchParam = z.enum(APM_SEARCH_PARAMS);

/** A lookup row of an APM transaction: the transaction, plus what an APM has and a card has not. */
export const ApmTransaction = Transaction.extend({
  apmType: ApmType,
  apmReference: z.string().nullable().describe("The APM provider's own reference of the payment"),
  shopperAccount: z.string().nullable().describe('The account the shopper paid from at the APM (e-mail)'),
  shopperState: ApmShopperState,
});
export type ApmTransaction = z.infer<typeof ApmTransaction>;

export const ApmTransactionPage = z.object({
  count: z.number().int().min(0),
  countIsCapped: z.boolean().describe(`true when there are ${TRANSACTION_PAGING.countCap} or more`),
  data: z.array(ApmTransaction),
});
export type ApmTransactionPage = z.infer<typeof ApmTransactionPage>;

const apmTypeList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.length > 0) : v),
  z.array(ApmType).max(APM_TYPES.length).optional(),
);

/** The lookup's filter without the card's last four (an APM has no card), plus the APM type. */
export const ApmTransactionFilter = TransactionFilter.omit({ cardLast4: true }).extend({
  apmType: apmTypeList,
});
export type ApmTransactionFilter = z.infer<typeof ApmTransactionFilter>;

export const ApmTransactionListQuery = TransactionListQuery.omit({ cardLast4: true }).extend({
  apmType: apmTypeList,
});
export type ApmTransactionListQuery = z.input<typeof ApmTransactionListQuery>;

/** Spec §7: the searchKey variant takes SearchParam (which field) and SearchKey (the exact value). */
export const ApmTransactionSearchQuery = ApmTransactionListQuery.extend({
  SearchParam: ApmSearchParam,
  SearchKey: text(255).trim().min(1, 'Enter a value to search for'),
});
export type ApmTransactionSearchQuery = z.input<typeof ApmTransactionSearchQuery>;

export const ApmCsvExportQuery = ApmTransactionFilter.extend({
  SearchParam: ApmSearchParam.optional(),
  SearchKey: text(255).trim().optional(),
});
export type ApmCsvExportQuery = z.input<typeof ApmCsvExportQuery>;
