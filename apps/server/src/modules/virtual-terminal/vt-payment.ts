import { randomUUID } from 'node:crypto';
import { maskCardNumber, type TransactionStatus } from '@paydesk/contracts/transactions/transaction.model';
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
  type VirtualTerminalResult,
} from '@paydesk/contracts/virtual-terminal/virtual-terminal.schemas';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../infra/auth/actor';
import { AppError } from '../../infra/errors/app-error';
import type { DataScope } from '../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import type { PaymentProcessor, ProcessorResult } from '../money';
import {
  addEvent,
  isAccepted,
  postLedger,
  processorPayload,
  processorTransactionOf,
  type TransactionRecord,
  transactions,
  updateTransaction,
  writeAudit,
} from '../money';
import { convertMinorUnits, loadRatedCurrencies } from '../transactions';
import { type ProcessorCallLog, writeProcessorLogs } from './vt-logs';
import { chooseChannel, decimalPlacesOf, requireActiveWebsite, type VtMerchant } from './vt-merchant';

/**
 * One virtual-terminal payment (docs/disputes-and-virtual-terminal.md): the card is checked (the
 * request schema did Luhn, expiry and CVC), the payment is recorded as a Payment in the caller's
 * Test/Live mode, authorised through the processor, and for a sale captured at once; every answer
 * is an event, a processor log and (captured) ledger lines, and one audit record covers the whole.
 * The card number and CVC live only in this request: the row keeps the brand, BIN, last four and
 * the first-6/last-4 mask, and no log, event, audit or idempotency record receives more.
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
  readonly processor: PaymentProcessor;
  readonly path: string;
  readonly headers: Record<string, string | null>;
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

export async function takeVtPayment(
  context: VtContext,
  merchant: VtMerchant,
  body: VtPaymentRequest,
): Promise<VirtualTerminalResult> {
  const { tx, scope, actor, processor } = context;
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

  const [created] = await tx
    .insert(transactions)
    .values({
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
    })
    .returning();
  if (!created) throw new Error('The virtual-terminal payment was not inserted');
  await addEvent(tx, created, {
    type: 'Created',
    amount,
    message: 'Keyed in on the virtual terminal',
    actor,
    payload: { channel: 'VirtualTerminal', captureMode: body.captureMode },
  });

  const call = { transaction: processorTransactionOf(created), amount };
  const logged: ProcessorCallLog[] = [];
  const timed = async (step: ProcessorCallLog['step'], run: () => Promise<ProcessorResult>) => {
    const started = performance.now();
    const result = await run();
    logged.push({ step, result, durationMs: Math.round(performance.now() - started) });
    return result;
  };
  const authorisation = await timed('authorise', () =>
    processor.authorise({ ...call, operationId: created.id }),
  );
  let row = await applyAuthorisation(context, created, authorisation);
  let last = authorisation;
  if (body.captureMode === 'Sale' && row.status === 'Approved') {
    last = await timed('capture', () => processor.capture({ ...call, operationId: randomUUID() }));
    row = await applyCapture(context, row, last);
  }
  await writeProcessorLogs(tx, row, { path: context.path, card, body, results: logged });
  await writeAudit(tx, {
    transaction: row,
    actor,
    before: { status: 'New', amount, capturedAmount: 0, refundedAmount: 0, hasOpenDispute: false },
    after: {
      status: row.status,
      amount: row.amount,
      capturedAmount: row.capturedAmount,
      refundedAmount: row.refundedAmount,
      hasOpenDispute: false,
    },
    request: {
      action: 'virtualTerminal',
      amount,
      details: {
        captureMode: body.captureMode,
        channelId: channel.id,
        websiteId: body.websiteId,
        card: card.masked,
      },
    },
    headers: context.headers,
    createdTransactionId: row.id,
  });
  const declined = last.outcome === 'Declined' || last.outcome === 'Failed';
  return {
    transactionId: row.id,
    externalId: row.externalId,
    status: row.status as TransactionStatus,
    outcome: last.outcome,
    responseCode: last.responseCode,
    responseMessage: last.responseMessage,
    declineReason: declined ? last.responseMessage : null,
    amount,
    currency: row.currency,
    cardMasked: card.masked,
    cardBrand: card.brand,
  };
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

const AUTHORISED_STATUS: Record<ProcessorResult['outcome'], TransactionStatus> = {
  Approved: 'Approved',
  Pending: 'Pending',
  Declined: 'Declined',
  Failed: 'Failed',
};

async function applyAuthorisation(
  context: VtContext,
  row: TransactionRecord,
  result: ProcessorResult,
): Promise<TransactionRecord> {
  const after = await updateTransaction(context.tx, row, {
    status: AUTHORISED_STATUS[result.outcome],
    responseCode: result.responseCode,
    responseMessage: result.responseMessage,
    processorReference: result.processorReference,
  });
  await addEvent(context.tx, after, {
    type: result.outcome === 'Approved' ? 'Authorised' : `Authorisation${result.outcome}`,
    amount: row.amount,
    message: result.responseMessage,
    actor: context.actor,
    payload: processorPayload(result),
  });
  return after;
}

/**
 * The sale's capture, as the capture action books it: accepted (Approved, or Pending: the processor
 * settles it later) → Captured with its ledger lines; Declined → the payment is Declined; Failed →
 * it stays authorised, to be captured again from its details.
 */
async function applyCapture(
  context: VtContext,
  row: TransactionRecord,
  result: ProcessorResult,
): Promise<TransactionRecord> {
  const response = { responseCode: result.responseCode, responseMessage: result.responseMessage };
  let after = row;
  if (isAccepted(result)) {
    after = await updateTransaction(context.tx, row, {
      ...response,
      status: 'Captured',
      capturedAmount: row.amount,
    });
    await postLedger(context.tx, after, 'capture', row.amount);
  } else if (result.outcome === 'Declined') {
    after = await updateTransaction(context.tx, row, { ...response, status: 'Declined' });
  } else {
    after = await updateTransaction(context.tx, row, response);
  }
  await addEvent(context.tx, after, {
    type: isAccepted(result) ? 'Captured' : `Capture${result.outcome}`,
    amount: row.amount,
    message: result.responseMessage,
    actor: context.actor,
    payload: processorPayload(result),
  });
  return after;
}
