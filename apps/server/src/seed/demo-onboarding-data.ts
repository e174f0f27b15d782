import { fillOfferBody } from '../modules/onboarding';
import type { FeeTypeName } from './data/fee-types';
import type { DemoTenant } from './demo-data';

/** What boarding asks every merchant for (crm/settings/document-types). */
export const DEFAULT_DOCUMENT_TYPES = [
  {
    key: 'incorporation',
    name: 'Certificate of incorporation',
    isRequired: true,
    description: 'The certificate issued by the company registry when the business was formed.',
  },
  {
    key: 'address',
    name: 'Proof of business address',
    isRequired: true,
    description:
      'A utility bill, lease or bank letter from the last three months showing the trading address.',
  },
  {
    key: 'director-id',
    name: "Director's ID",
    isRequired: true,
    description: 'A passport or national identity card of a director or the owner.',
  },
  {
    key: 'bank-statement',
    name: 'Bank statement',
    isRequired: false,
    description: "A recent statement of the account payouts go to, showing the business's name.",
  },
] as const;

export type Fees = Partial<Record<FeeTypeName, number>>;

/** The standard price book's products with their fees per tenant; a missing fee type is left out. */
export const DEMO_PRODUCTS: readonly { key: string; name: string; fees: Record<DemoTenant['key'], Fees> }[] =
  [
    {
      key: 'cards',
      name: 'Card acquiring — Visa/Mastercard',
      fees: {
        northwind: { 'Transaction Fee': 1.45, 'Fixed Fee': 0.2, 'Refund Fee': 0.15, 'Chargeback Fee': 15 },
        blueharbor: { 'Transaction Fee': 1.39, 'Fixed Fee': 0.18, 'Refund Fee': 0.1, 'Chargeback Fee': 12.5 },
      },
    },
    {
      key: 'amex',
      name: 'American Express',
      fees: {
        northwind: { 'Transaction Fee': 2.6, 'Fixed Fee': 0.25, 'Chargeback Fee': 20 },
        blueharbor: { 'Transaction Fee': 2.45, 'Fixed Fee': 0.25, 'Chargeback Fee': 18 },
      },
    },
    {
      key: 'open-banking',
      name: 'Open banking payments',
      fees: {
        northwind: { 'Transaction Fee': 0.6, 'Fixed Fee': 0.1, 'Refund Fee': 0.1, 'Monthly Fee': 5 },
        blueharbor: { 'Transaction Fee': 0.5, 'Fixed Fee': 0.1, 'Refund Fee': 0.1, 'Monthly Fee': 4 },
      },
    },
    {
      key: 'payouts',
      name: 'Payouts',
      fees: {
        northwind: { 'Fixed Fee': 0.35, 'Monthly Fee': 10 },
        blueharbor: { 'Fixed Fee': 0.3, 'Monthly Fee': 8 },
      },
    },
    {
      key: 'fraud',
      name: 'Fraud screening',
      fees: {
        northwind: { 'Fixed Fee': 0.05, 'Monthly Fee': 25 },
        blueharbor: { 'Fixed Fee': 0.04, 'Monthly Fee': 20 },
      },
    },
  ];

/**
 * The demo tenants' proposal and agreement templates (crm/settings proposal-templates and
 * agreement-templates). The server fills {{merchantName}}, {{tenantName}} and {{date}} when an
 * offer is written from one.
 */
export const DEMO_OFFER_TEMPLATES = {
  proposal: {
    name: 'Standard proposal',
    body: [
      '<h2>Payment services proposal</h2>',
      '<p>Prepared for <strong>{{merchantName}}</strong> by {{tenantName}} on {{date}}.</p>',
      '<p>Thank you for considering {{tenantName}} for your payments. This proposal sets out what we would',
      'charge to accept cards and open banking payments for you and to pay the money out to your business',
      'account.</p>',
      '<h3>What is included</h3>',
      '<ul>',
      '<li>Visa, Mastercard and American Express online, in app and in person</li>',
      '<li>Open banking payments, settled the next working day</li>',
      '<li>Daily payouts to your business account</li>',
      '<li>Fraud screening on every card payment, and a test (sandbox) account from day one</li>',
      '</ul>',
      '<h3>Terms</h3>',
      '<p>The boarding fees are charged once; the product fees per payment or per month as shown below.',
      'This proposal is valid for 30 days from {{date}}. If you accept it, we will send you the merchant',
      'services agreement to sign.</p>',
    ].join('\n'),
  },
  agreement: {
    name: 'Merchant services agreement',
    body: [
      '<h2>Merchant services agreement</h2>',
      '<p>This agreement is made on {{date}} between <strong>{{tenantName}}</strong> (the Provider) and',
      '<strong>{{merchantName}}</strong> (the Merchant).</p>',
      '<ol>',
      '<li><strong>Services.</strong> The Provider processes the Merchant’s card and open banking payments',
      'and pays the proceeds out to the Merchant’s nominated business account.</li>',
      '<li><strong>Fees.</strong> The Merchant pays the boarding fees and the product fees set out below, as',
      'accepted in the proposal. Fees are deducted from payouts.</li>',
      '<li><strong>Refunds and chargebacks.</strong> The Merchant is responsible for refunds it issues and',
      'for chargebacks raised by cardholders, with the fees shown below.</li>',
      '<li><strong>Testing.</strong> On acceptance the Merchant’s sandbox is enabled; live processing starts',
      'once the integration has been tested.</li>',
      '<li><strong>Term.</strong> Twelve months from acceptance, renewing each year unless either party gives',
      'thirty days’ notice.</li>',
      '</ol>',
      '<p>By accepting, the Merchant agrees to these terms and to the Provider’s standard terms of',
      'business.</p>',
    ].join('\n'),
  },
} as const;

/** A template as an offer written on `date` holds it (dates in the demo tenants' home zone). */
export function fillDemoTemplate(
  kind: keyof typeof DEMO_OFFER_TEMPLATES,
  values: { merchantName: string; tenantName: string; date: Date },
): string {
  return fillOfferBody(DEMO_OFFER_TEMPLATES[kind].body, { ...values, timeZone: 'Europe/London' });
}
