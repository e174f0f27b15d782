import type { Audience } from '../auth/levels';
import type { Permission } from '../auth/permissions';
import { defineEndpoint } from '../http/endpoint';
import {
  BankOrder,
  BankOrderIdParams,
  BankOrderItem,
  BankOrderItemPage,
  BankOrderPage,
  BankOrderPaging,
  BankPaymentParams,
} from './bank-order.schemas';

/**
 * Spec §7 "Transactions": GET and POST api/crm/tenpaybankorders (items/{id}) and GET
 * /banking/{x}/payments/{y}. Tenant staff upload CSV files of payment orders and read them back;
 * everything is the caller's tenant's own: another tenant's order or payment answers 404.
 */
const TAGS = ['bank-orders'] as const;
const STAFF = ['tenant'] as const satisfies readonly Audience[];
const PERMISSIONS = ['CRM.BankOrders.Upload'] as const satisfies readonly [Permission, ...Permission[]];
const BASE = 'api/crm/tenpaybankorders';
const common = { audiences: STAFF, permissions: PERMISSIONS, tags: TAGS } as const;

export const bankOrders = {
  upload: defineEndpoint({
    ...common,
    id: 'bankOrders.upload',
    method: 'POST',
    path: BASE,
    summary:
      'Uploads a CSV of payment orders (multipart: bankName, accountNumber, csvFile); every row is checked and a bad row refuses the whole file (400, row-numbered messages)',
    response: BankOrder,
  }),
  list: defineEndpoint({
    ...common,
    id: 'bankOrders.list',
    method: 'GET',
    path: BASE,
    summary: "The tenant's uploaded orders, newest first",
    query: BankOrderPaging,
    response: BankOrderPage,
  }),
  items: defineEndpoint({
    ...common,
    id: 'bankOrders.items',
    method: 'GET',
    path: `${BASE}/items/{id}`,
    summary: 'The payments of order {id}, in file order',
    params: BankOrderIdParams,
    query: BankOrderPaging,
    response: BankOrderItemPage,
  }),
  payment: defineEndpoint({
    ...common,
    id: 'bankOrders.payment',
    method: 'GET',
    path: '/banking/{orderId}/payments/{itemId}',
    summary: 'One payment ({itemId}) of an order ({orderId})',
    params: BankPaymentParams,
    response: BankOrderItem,
  }),
};
