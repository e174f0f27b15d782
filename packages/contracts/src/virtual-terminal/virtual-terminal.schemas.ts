import { z } from 'zod';
import { TransactionStatus } from '../transactions/transaction.schemas';
import { emailText, TEXT_MAX, text } from '../validation/text';
import {
  cardBrandOf,
  cardDigits,
  cardLengthFits,
  cvcLengthOf,
  formatVtMaximum,
  isExpired,
  parseExpiry,
  passesLuhn,
  recognisedBrandOf,
} from './card-checks';

/**
 * The virtual terminal's payment (docs/disputes-and-virtual-terminal.md): a card-not-present payment
 * keyed in by staff. The card number and CVC are checked here, used for the one processor call, and
 * never stored, logged or answered.
 */

export const VIRTUAL_TERMINAL_MESSAGES = {
  cardNumber: 'Enter a valid card number',
  cardBrand: 'Visa, Mastercard, American Express and Maestro cards are accepted',
  refusedBrand: '{brand} cards are not accepted: Visa, Mastercard, American Express and Maestro cards are',
  expiryFormat: 'Enter the expiry date as MM/YY',
  expired: 'The card has expired',
  cvc: 'Enter the 3 or 4 digit security code',
  cvcBrand: 'The security code of this card has a different length',
  amount: 'Enter an amount greater than zero',
  amountDecimals: 'This currency takes at most {decimals} decimal places',
  amountMaximum: 'The amount cannot exceed {maximum} {currency}',
  currency: 'The merchant takes no card payments in this currency',
  brandInCurrency: 'The merchant does not take {brand} cards in {currency}',
  orderReferenceTaken: 'A payment with this order reference already exists',
} as const;

export const CAPTURE_MODES = ['Sale', 'AuthoriseOnly'] as const;
export type CaptureMode = (typeof CAPTURE_MODES)[number];

const M = VIRTUAL_TERMINAL_MESSAGES;

const paymentFields = {
  websiteId: z.uuid('Choose a website'),
  amount: text(40, { tooLong: M.amount })
    .trim()
    // Any length of digits passes here, so a huge amount gets the server's cap message (which names
    // the currency's decimals), not "greater than zero".
    .regex(/^\d+(\.\d+)?$/, M.amount)
    .describe(
      "A decimal in the currency's decimal places, e.g. 12.50, at most 1,000,000 in major units; converted to minor units",
    ),
  currency: text(TEXT_MAX.code).regex(/^[A-Z]{3}$/, 'Choose a currency'),
  cardNumber: text(40)
    .superRefine((value, ctx) => {
      const message = cardNumberProblem(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .describe('Never stored: only the brand, BIN and last four are kept'),
  expiry: text(10)
    .superRefine((value, ctx) => {
      const expiry = parseExpiry(value);
      if (!expiry) ctx.addIssue({ code: 'custom', message: M.expiryFormat });
      else if (isExpired(expiry)) ctx.addIssue({ code: 'custom', message: M.expired });
    })
    .describe('MM/YY'),
  cvc: text(TEXT_MAX.code)
    .regex(/^\d{3,4}$/, M.cvc)
    .describe('Never stored'),
  cardholderName: text(100).trim().min(1, "Enter the cardholder's name"),
  customerEmail: emailText({ invalid: 'Enter a valid e-mail address' }),
  orderReference: text(64)
    .trim()
    .min(1, 'Enter an order reference')
    .regex(/^[A-Za-z0-9._:/-]+$/, 'Letters, digits and . _ : / - only')
    .describe("Becomes the payment's external id; unique per tenant"),
  description: text(255, { multiline: true }).trim().optional(),
  captureMode: z.enum(CAPTURE_MODES).describe('Sale: authorise and capture; AuthoriseOnly: capture later'),
};

/** Why a typed card number is refused, or null: digits, Luhn, a brand Paydesk takes, its length. */
function cardNumberProblem(value: string): string | null {
  const digits = cardDigits(value);
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return M.cardNumber;
  const brand = cardBrandOf(digits);
  if (!brand) return unacceptedBrandMessage(digits);
  return cardLengthFits(brand, digits) ? null : M.cardNumber;
}

/** Why a Luhn-valid number of no brand Paydesk takes is refused: naming its brand when the prefix tells it. */
export function unacceptedBrandMessage(digits: string): string {
  const recognised = recognisedBrandOf(digits);
  return recognised ? M.refusedBrand.replace('{brand}', recognised) : M.cardBrand;
}

/** The cap's message in a currency with `decimals` places: 'The amount cannot exceed 1.000.000,00 EUR'. */
export function amountMaximumMessage(currency: string, decimals: number): string {
  return M.amountMaximum.replace('{maximum}', formatVtMaximum(decimals)).replace('{currency}', currency);
}

/** The one check across fields: the CVC's length is the brand's (each field is checked on its own first). */
function checkCvcOfBrand(value: { cardNumber: string; cvc: string }, ctx: z.RefinementCtx): void {
  const expected = cvcLengthOf(cardBrandOf(cardDigits(value.cardNumber)));
  if (expected !== null && value.cvc.length !== expected) {
    ctx.addIssue({ code: 'custom', path: ['cvc'], message: M.cvcBrand });
  }
}

/** A merchant user's payment: for the user's own merchant. */
export const MerchantVirtualTerminalRequest = z.object(paymentFields).superRefine(checkCvcOfBrand);
export type MerchantVirtualTerminalRequest = z.infer<typeof MerchantVirtualTerminalRequest>;

/** Tenant staff choose the merchant. */
export const CrmVirtualTerminalRequest = z
  .object({ merchantId: z.uuid('Choose a merchant'), ...paymentFields })
  .superRefine(checkCvcOfBrand);
export type CrmVirtualTerminalRequest = z.infer<typeof CrmVirtualTerminalRequest>;

export const VirtualTerminalResult = z.object({
  transactionId: z.uuid(),
  externalId: z.string(),
  status: TransactionStatus,
  outcome: z.enum(['Approved', 'Declined', 'Failed', 'Pending']),
  responseCode: z.string(),
  responseMessage: z.string(),
  /** The processor's reason when the payment was declined or failed; null otherwise. */
  declineReason: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  cardMasked: z.string(),
  cardBrand: z.string(),
});
export type VirtualTerminalResult = z.infer<typeof VirtualTerminalResult>;

/** What the form offers for one merchant: its active websites, and the currencies it takes cards in. */
export const VirtualTerminalOptions = z.object({
  websites: z.array(z.object({ id: z.uuid(), name: z.string(), url: z.string() })),
  currencies: z.array(
    z.object({
      code: z.string(),
      decimalPlaces: z.number().int().min(0).max(4),
      /** The card brands the merchant takes in it (Visa, Mastercard, American Express, Maestro). */
      brands: z.array(z.string()),
    }),
  ),
});
export type VirtualTerminalOptions = z.infer<typeof VirtualTerminalOptions>;
export const CrmVirtualTerminalOptionsQuery = z.object({ merchantId: z.uuid('Choose a merchant') });

export const VirtualTerminalHeaders = z.looseObject({
  'idempotency-key': text(255).min(1).optional(),
});
