import { randomUUID } from 'node:crypto';
import { maskCardNumber } from '@paydesk/contracts/transactions/transaction.model';
import {
  cardBrandOf,
  cardDigits,
  decimalToMinorUnits,
  exceedsVtMaximum,
  parseExpiry,
  vtMaximumMinorUnits,
} from '@paydesk/contracts/virtual-terminal/card-checks';
import {
  amountMaximumMessage,
  type CaptureMode,
  VIRTUAL_TERMINAL_MESSAGES as M,
} from '@paydesk/contracts/virtual-terminal/virtual-terminal.schemas';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../infra/auth/actor';
import { AppError } from '../../infra/errors/app-error';
import type { DataScope } from '../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import {
  type ActionBody,
  addEvent,
  appendStatusEventsOf,
  type TransactionRecord,
  transactions,
} from '../money';
import { convertMinorUnits, loadRatedCurrencies } from '../transactions';
import { chooseChannel, decimalPlacesOf, requireActiveWebsite, type VtMerchant } from './vt-merchant';
import { authoriseVtPayment, type VtOperationInput } from './vt-payment-outcome';

/**
 * One virtual-terminal payment (docs/disputes-and-virtual-terminal.md), step 1 of the money kernel's
 * runPaymentCreation: the card is checked (the request schema did Luhn, expiry and CVC), and the
 * payment is written as a Payment in the caller's Test/Live mode, status Pending (the processor has
 * not answered), with its Created event. The kernel commits it with its authorisation as a pending
 * operation before the processor is called; vt-payment-outcome.ts records the answers.
 * The card number and CVC live only in this request: the row keeps the brand, BIN, last four and
 * the first-6/last-4 mask, and no log, event, audit, operation or idempotency record receives more.
 */

export interface VtPaymentRequest {
  readonly websiteId: string;
  readonly amount: string;
  readonly currency: string;
  readonly cardNumber: string;
  readonly expiry: string;
  readonly cvc: string;
  readonly cardholderName: string;
  readonly customerEmail: string;
  readonly orderReference: string;
  readonly description?: string | undefined;
  readonly captureMode: CaptureMode;
}

export interface VtContext {
  readonly tx: ScopedTx;
  readonly scope: DataScope;
  readonly actor: Actor;
  readonly path: string;
}

/** What of the card may be kept: brand, BIN, last four, the mask, and the expiry as MM/YY. */
export function keptCardData(cardNumber: string, expiry: string) {
  const digits = cardDigits(cardNumber);
  const brand = cardBrandOf(digits);
  const parsed = parseExpiry(expiry);
  if (!brand || !parsed) throw AppError.validation([{ field: 'body.cardNumber', message: M.cardNumber }]);
  return {
    brand,
    bin: digits.slice(0, 6),
    last4: digits.slice(-4),
    masked: maskCardNumber(digits),
    expiry: `${String(parsed.month).padStart(2, '0')}/${String(parsed.year % 100).padStart(2, '0')}`,
  };
}

/** The payment written as Pending, and the body that authorises it (and captures a sale). */
export async function createVtPayment(
  context: VtContext,
  merchant: VtMerchant,
  body: VtPaymentRequest,
): Promise<{ row: TransactionRecord; body: ActionBody }> {
  const { tx, scope, actor } = context;
  const receivedAt = new Date().toISOString();
  const card = keptCardData(body.cardNumber, body.expiry);
  await requireActiveWebsite(tx, merchant, body.websiteId);
  const places = await decimalPlacesOf(tx, body.currency);
  // The cap is checked on the typed digits first: an amount too long for a number is still "too much".
  if (exceedsVtMaximum(body.amount)) {
    throw AppError.validation([
      { field: 'body.amount', message: amountMaximumMessage(body.currency, places) },
    ]);
  }
  const amount = decimalToMinorUnits(body.amount, places);
  if (amount === null || amount > vtMaximumMinorUnits(places)) {
    const message =
      /^\d+(\.\d+)?$/.test(body.amount.trim()) && Number(body.amount) > 0
        ? M.amountDecimals.replace('{decimals}', String(places))
        : M.amount;
    throw AppError.validation([{ field: 'body.amount', message }]);
  }
  const channel = await chooseChannel(tx, scope, merchant, body.currency, card.brand);
  const baseAmount = await baseAmountOf(tx, amount, body.currency, merchant.baseCurrency);
  await refuseTakenOrderReference(tx, merchant.tenantId, body.orderReference);

  const created = await insertRefusingTakenReference(tx, {
    tenantId: merchant.tenantId,
    id: randomUUID(),
    externalId: body.orderReference,
    merchantId: merchant.merchantId,
    websiteId: body.websiteId,
    mode: actor.mode,
    type: 'Payment',
    status: 'Pending',
    amount,
    currency: body.currency,
    baseAmount,
    baseCurrency: merchant.baseCurrency,
    paymentMethod: channel.paymentMethod,
    serviceProvider: channel.serviceProvider,
    cardBin: card.bin,
    cardLast4: card.last4,
    cardMasked: card.masked,
    cardBrand: card.brand,
    cardHolder: body.cardholderName,
    cardExpiry: card.expiry,
    customerEmail: body.customerEmail,
    customerName: body.cardholderName,
    description: body.description ?? null,
  });
  await addEvent(tx, created, {
    type: 'Created',
    amount,
    message: 'Keyed in on the virtual terminal',
    actor,
    payload: { channel: 'VirtualTerminal', captureMode: body.captureMode },
  });
  const input: VtOperationInput = {
    captureMode: body.captureMode,
    channelId: channel.id,
    websiteId: body.websiteId,
    path: context.path,
    card: { masked: card.masked, brand: card.brand, expiry: card.expiry },
    cardholderName: body.cardholderName,
    receivedAt,
    sentAt: new Date().toISOString(),
  };
  return { row: created, body: (action) => authoriseVtPayment(action, input) };
}

/** Two payments racing for one order reference: the unique key decides, the loser is told why. */
async function insertRefusingTakenReference(
  tx: ScopedTx,
  values: typeof transactions.$inferInsert,
): Promise<TransactionRecord> {
  try {
    // A savepoint, so the refusal is an answer rather than an aborted transaction.
    const [created] = await tx.transaction((savepoint) =>
      savepoint.insert(transactions).values(values).returning(),
    );
    if (!created) throw new Error('The virtual-terminal payment was not inserted');
    await appendStatusEventsOf(tx, 1, created);
    return created;
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.refused('ORDER_REFERENCE_TAKEN', M.orderReferenceTaken);
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ??
    (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505';
}

async function baseAmountOf(tx: ScopedTx, amount: number, currency: string, base: string): Promise<number> {
  if (currency === base) return amount;
  const rated = await loadRatedCurrencies(tx);
  const from = rated.get(currency);
  const to = rated.get(base);
  // Channels are only set up in rated currencies (docs/transactions.md); one without a rate is not payable.
  if (!from || !to) throw AppError.validation([{ field: 'body.currency', message: M.currency }]);
  return convertMinorUnits(amount, from, to);
}

async function refuseTakenOrderReference(tx: ScopedTx, tenantId: string, externalId: string): Promise<void> {
  const [taken] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.tenantId, tenantId), eq(transactions.externalId, externalId)))
    .limit(1);
  if (taken) throw AppError.refused('ORDER_REFERENCE_TAKEN', M.orderReferenceTaken);
}
