import { z } from 'zod';
import { ProcessingStatus } from '../auth/levels';
import { REPORT_PAGE_SIZES, reportListPaging } from '../reports/report.schemas';
import { TEXT_MAX, text } from '../validation/text';

/**
 * The PMP configuration report (`crm/reports/pmp-configuration-report`; docs/pmp-configuration.md).
 * The spec names the route and its menu label only and never expands "PMP". Paydesk shows under
 * that name the payment configuration it really stores per merchant: its payment channels (one
 * payment method through one service provider in one currency, enabled or not). One row is one
 * merchant × payment method × service provider, with the currencies of its channels. Channels carry
 * no Test/Live mode, limit, fee or change time, so the report has none of them.
 */

/**
 * A row's state, from its channels: every one enabled, some, or none. The reference lists' own
 * switches (a payment method or provider turned off for everyone) and the merchant's are shown
 * beside it, not folded into it.
 */
export const PMP_CONFIGURATION_STATES = ['Enabled', 'PartlyEnabled', 'Disabled'] as const;
export const PmpConfigurationState = z.enum(PMP_CONFIGURATION_STATES);
export type PmpConfigurationState = z.infer<typeof PmpConfigurationState>;

/** Spec §9 report tables: 20 rows by default, 5, 10, 20, 50, 75 or 100. */
export const PMP_CONFIGURATION_PAGING = { defaultPageSize: 20, pageSizes: REPORT_PAGE_SIZES } as const;

export const PmpConfigurationQuery = z.object({
  tenantId: z.uuid().optional().describe('Platform staff: one tenant (for anyone else it only narrows)'),
  merchantId: z.uuid().optional().describe('One merchant'),
  paymentMethod: text(TEXT_MAX.key).trim().min(1).optional().describe('A payment method id (visa, paypal…)'),
  serviceProvider: text(TEXT_MAX.key).trim().min(1).optional().describe('A service provider id'),
  state: PmpConfigurationState.optional(),
  ...reportListPaging(PMP_CONFIGURATION_PAGING.defaultPageSize),
});
export type PmpConfigurationQuery = z.input<typeof PmpConfigurationQuery>;

const Count = z.number().int().min(0);
const Currencies = z.array(z.string()).describe('ISO 4217 codes, A to Z');

/** One merchant's configuration of one payment method through one service provider. */
export const PmpConfigurationRow = z.object({
  tenantId: z.uuid(),
  tenantName: z.string(),
  merchantId: z.uuid(),
  merchantName: z.string(),
  /** The merchant's own switch (`merchants.is_active`). */
  merchantActive: z.boolean(),
  /** Which modes the merchant may process in: LiveEnabled both, SandboxEnabled Test only, NoProcessing none. */
  processingStatus: ProcessingStatus,
  paymentMethod: z.string(),
  paymentMethodName: z.string(),
  /** The payment method's switch in the reference list (for every merchant). */
  paymentMethodActive: z.boolean(),
  serviceProvider: z.string(),
  serviceProviderName: z.string(),
  /** The service provider's switch in the reference list (for every merchant). */
  serviceProviderActive: z.boolean(),
  /** The currencies with at least one enabled channel. */
  currencies: Currencies,
  /** The currencies whose channels are all disabled. */
  disabledCurrencies: Currencies,
  channels: Count,
  enabledChannels: Count,
  state: PmpConfigurationState,
});
export type PmpConfigurationRow = z.infer<typeof PmpConfigurationRow>;

/** What every page of the filters adds up to. */
export const PmpConfigurationSummary = z.object({
  merchants: Count.describe('Merchants with at least one row'),
  channels: Count,
  enabledChannels: Count,
});
export type PmpConfigurationSummary = z.infer<typeof PmpConfigurationSummary>;

export const PmpConfigurationPage = z.object({
  count: Count.describe('Rows in all pages'),
  summary: PmpConfigurationSummary,
  data: z.array(PmpConfigurationRow),
});
export type PmpConfigurationPage = z.infer<typeof PmpConfigurationPage>;
