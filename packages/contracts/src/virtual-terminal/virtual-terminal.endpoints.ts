import { defineEndpoint } from '../http/endpoint';
import {
  CrmVirtualTerminalOptionsQuery,
  CrmVirtualTerminalRequest,
  MerchantVirtualTerminalRequest,
  VirtualTerminalHeaders,
  VirtualTerminalOptions,
  VirtualTerminalResult,
} from './virtual-terminal.schemas';

/**
 * The virtual terminal (spec §2 transaction-management/virtual-terminal and its merchant twin): a
 * card-not-present payment keyed in by staff, through the processor, beside the transaction actions
 * on the CRM base (tenant and platform staff, choosing the merchant) and the merchant base (merchant
 * users, for their own merchant). An optional Idempotency-Key replays the stored answer.
 */

const TAGS = ['virtual-terminal'] as const;

export const crmVirtualTerminalPayment = defineEndpoint({
  id: 'virtualTerminal.crm.pay',
  method: 'POST',
  path: 'api/crm/transactions/virtual-terminal',
  summary: 'Takes a card-not-present payment for a merchant (authorise, or authorise and capture)',
  audiences: ['tenant', 'platform'],
  permissions: ['CRM.Transaction.VirtualTerminal'],
  headers: VirtualTerminalHeaders,
  body: CrmVirtualTerminalRequest,
  response: VirtualTerminalResult,
  tags: TAGS,
});

export const merchantVirtualTerminalPayment = defineEndpoint({
  id: 'virtualTerminal.merchant.pay',
  method: 'POST',
  path: 'api/transactions/virtual-terminal',
  summary: "Takes a card-not-present payment for the user's merchant (authorise, or authorise and capture)",
  audiences: ['customer'],
  permissions: ['Merchant.Transaction.VirtualTerminal'],
  headers: VirtualTerminalHeaders,
  body: MerchantVirtualTerminalRequest,
  response: VirtualTerminalResult,
  tags: TAGS,
});

/**
 * The form's choices for a merchant, under the virtual terminal's own key (a user who may take
 * payments need not be allowed to look transactions up): active websites, and the currencies the
 * merchant takes cards in within the user's payment-method and service-provider limits.
 */
export const crmVirtualTerminalOptions = defineEndpoint({
  id: 'virtualTerminal.crm.options',
  method: 'GET',
  path: 'api/crm/transactions/virtual-terminal/options',
  summary: "A merchant's active websites and the currencies it takes cards in, for the virtual terminal",
  audiences: ['tenant', 'platform'],
  permissions: ['CRM.Transaction.VirtualTerminal'],
  query: CrmVirtualTerminalOptionsQuery,
  response: VirtualTerminalOptions,
  tags: TAGS,
});

export const merchantVirtualTerminalOptions = defineEndpoint({
  id: 'virtualTerminal.merchant.options',
  method: 'GET',
  path: 'api/transactions/virtual-terminal/options',
  summary: "The user's merchant's active websites and the currencies it takes cards in",
  audiences: ['customer'],
  permissions: ['Merchant.Transaction.VirtualTerminal'],
  response: VirtualTerminalOptions,
  tags: TAGS,
});
