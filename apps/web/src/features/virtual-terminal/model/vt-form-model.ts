import {
  cardBrandOf,
  cardDigits,
  cardLengthFits,
  cvcLengthOf,
  exceedsVtMaximum,
  isExpired,
  parseExpiry,
  passesLuhn,
  vtMaximumMinorUnits,
} from '@paydesk/contracts/virtual-terminal/card-checks';
import type { CaptureMode } from '@paydesk/contracts/virtual-terminal/virtual-terminal.schemas';
import {
  VIRTUAL_TERMINAL_MESSAGES as M,
  unacceptedBrandMessage,
} from '@paydesk/contracts/virtual-terminal/virtual-terminal.schemas';
import { parseTypedAmount } from '../../../lib/format/number-format';

/**
 * The virtual terminal's form: its values, the checks it runs before sending (the server runs the
 * same card checks, from the same contract functions, and answers 400 on the same fields), and
 * the request it sends. The card fields live only in the form's state: never in the URL, the
 * query cache or a log, and they are emptied as soon as the payment is sent.
 */

export interface VtFormValues {
  merchantId: string;
  websiteId: string;
  currency: string;
  amount: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  cardholderName: string;
  customerEmail: string;
  orderReference: string;
  description: string;
  captureMode: CaptureMode;
}

export type VtField = keyof VtFormValues;
export type VtFieldErrors = Partial<Record<VtField, string>>;

export const CARD_FIELDS = ['cardNumber', 'expiry', 'cvc'] as const satisfies readonly VtField[];

export function emptyVtForm(merchantId = ''): VtFormValues {
  return {
    merchantId,
    websiteId: '',
    currency: '',
    amount: '',
    cardNumber: '',
    expiry: '',
    cvc: '',
    cardholderName: '',
    customerEmail: '',
    orderReference: '',
    description: '',
    captureMode: 'Sale',
  };
}

/**
 * Minor units of the typed amount (parseTypedAmount: '1234,50', '1234.50' or the portal's
 * '1.234,50'); null when it is not a positive amount with at most `decimals` places.
 */
export function amountInMinorUnits(text: string, decimals: number): number | null {
  const units = parseTypedAmount(text, decimals);
  return units !== null && units > 0n && units <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(units) : null;
}

/**
 * Whether the typed amount is above the virtual terminal's cap (1.000.000 in major units), in the
 * portal's format or a plain decimal, however many digits: the server refuses it with the same words.
 */
export function amountOverMaximum(text: string, decimals: number): boolean {
  const units = parseTypedAmount(text, decimals);
  if (units !== null) return units > BigInt(vtMaximumMinorUnits(decimals));
  return exceedsVtMaximum(text);
}

/** The amount as the request's decimal string ('12.50'), from minor units: no float on the way. */
export function minorUnitsToDecimal(minor: number, decimals: number): string {
  const digits = String(minor).padStart(decimals + 1, '0');
  return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

export interface VtMessages {
  readonly required: string;
  readonly amount: string;
  readonly amountDecimals: (decimals: number) => string;
  /** The cap's message: 'The amount cannot exceed 1.000.000,00 EUR'. */
  readonly amountMaximum: string;
  readonly email: string;
  readonly orderReference: string;
}

/** Field messages for what the form can tell before sending; empty when the form may be sent. */
export function validateVtForm(
  values: VtFormValues,
  options: { readonly decimals: number; readonly staff: boolean; readonly messages: VtMessages },
): VtFieldErrors {
  const { messages } = options;
  const errors: VtFieldErrors = {};
  const need = (field: VtField) => {
    if (values[field].trim() === '') errors[field] = messages.required;
  };
  if (options.staff) need('merchantId');
  need('websiteId');
  need('currency');
  if (values.amount.trim() === '') errors.amount = messages.required;
  else if (amountOverMaximum(values.amount, options.decimals)) errors.amount = messages.amountMaximum;
  else if (amountInMinorUnits(values.amount, options.decimals) === null) {
    const plainDecimals = /[.,](\d+)$/.exec(values.amount.trim())?.[1]?.length ?? 0;
    errors.amount =
      plainDecimals > options.decimals ? messages.amountDecimals(options.decimals) : messages.amount;
  }
  const digits = cardDigits(values.cardNumber);
  const brand = /^\d{12,19}$/.test(digits) ? cardBrandOf(digits) : null;
  if (values.cardNumber.trim() === '') errors.cardNumber = messages.required;
  else if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) errors.cardNumber = M.cardNumber;
  else if (!brand) errors.cardNumber = unacceptedBrandMessage(digits);
  else if (!cardLengthFits(brand, digits)) errors.cardNumber = M.cardNumber;
  const expiry = parseExpiry(values.expiry);
  if (values.expiry.trim() === '') errors.expiry = messages.required;
  else if (!expiry) errors.expiry = M.expiryFormat;
  else if (isExpired(expiry)) errors.expiry = M.expired;
  const expectedCvc = cvcLengthOf(brand);
  if (values.cvc === '') errors.cvc = messages.required;
  else if (!/^\d{3,4}$/.test(values.cvc)) errors.cvc = M.cvc;
  else if (expectedCvc !== null && values.cvc.length !== expectedCvc) errors.cvc = M.cvcBrand;
  need('cardholderName');
  if (values.customerEmail.trim() === '') errors.customerEmail = messages.required;
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.customerEmail.trim()))
    errors.customerEmail = messages.email;
  if (values.orderReference.trim() === '') errors.orderReference = messages.required;
  else if (!/^[A-Za-z0-9._:/-]{1,64}$/.test(values.orderReference.trim()))
    errors.orderReference = messages.orderReference;
  return errors;
}

/** The request body (the merchant's base takes no merchantId: it is the user's own). */
export function vtRequestOf(values: VtFormValues, decimals: number, staff: boolean) {
  const minor = amountInMinorUnits(values.amount, decimals);
  if (minor === null) throw new Error('The form was sent without a valid amount');
  const body = {
    websiteId: values.websiteId,
    amount: minorUnitsToDecimal(minor, decimals),
    currency: values.currency,
    cardNumber: cardDigits(values.cardNumber),
    expiry: values.expiry.trim(),
    cvc: values.cvc,
    cardholderName: values.cardholderName.trim(),
    customerEmail: values.customerEmail.trim(),
    orderReference: values.orderReference.trim(),
    ...(values.description.trim() ? { description: values.description.trim() } : {}),
    captureMode: values.captureMode,
  };
  return staff ? { ...body, merchantId: values.merchantId } : body;
}

/** The form after a send: the card data is gone, whatever the answer. */
export function withoutCardData(values: VtFormValues): VtFormValues {
  return { ...values, cardNumber: '', expiry: '', cvc: '' };
}
