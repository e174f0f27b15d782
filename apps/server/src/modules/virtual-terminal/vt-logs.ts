import { randomUUID } from 'node:crypto';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import type { ProcessorResult, TransactionRecord } from '../money';
import { transactionLogs } from '../money';

/**
 * The API logs of a virtual-terminal payment (the details' API-logs tab): the staff member's request
 * as it arrived (Inbound) and each call to the provider (Outbound). Their bodies are built here from
 * the kept card data only (the mask, brand and expiry), never from the request body, so neither the
 * card number nor the CVC can reach a log.
 */

/** What of the payment a log may show: the kept card data, the capture mode and the holder. */
export interface VtLogCard {
  readonly card: { readonly masked: string; readonly brand: string; readonly expiry: string };
  readonly captureMode: string;
  readonly cardholderName: string;
}

const STATUS_OF_OUTCOME: Record<ProcessorResult['outcome'], number> = {
  Approved: 200,
  Pending: 202,
  Declined: 402,
  Failed: 502,
};

/** The staff member's request as it arrived (at `receivedAt`), answered with the payment's final state. */
export async function writeInboundLog(
  tx: ScopedTx,
  row: TransactionRecord,
  entry: VtLogCard & { readonly path: string; readonly receivedAt: Date; readonly responseCode: string },
): Promise<void> {
  await tx.insert(transactionLogs).values(
    logOf(row, entry.receivedAt, {
      direction: 'Inbound',
      method: 'POST',
      url: `/${entry.path.replace(/^\/+/, '')}`,
      statusCode: 200,
      durationMs: Math.max(0, Date.now() - entry.receivedAt.getTime()),
      requestBody: JSON.stringify(requestOf(row, entry)),
      responseBody: JSON.stringify({ id: row.id, status: row.status, responseCode: entry.responseCode }),
    }),
  );
}

/**
 * One call to the provider, committed as pending at `sentAt` and answered `result`: its duration runs
 * to the recording of the answer (for a call the reconciler recorded, until then).
 */
export async function writeOutboundLog(
  tx: ScopedTx,
  row: TransactionRecord,
  entry: VtLogCard & {
    readonly step: 'authorise' | 'capture';
    readonly result: ProcessorResult;
    readonly sentAt: Date;
  },
): Promise<void> {
  const { step, result } = entry;
  await tx.insert(transactionLogs).values(
    logOf(row, new Date(), {
      direction: 'Outbound',
      method: 'POST',
      url: `https://api.${row.serviceProvider}.example.test/v2/${step === 'authorise' ? 'authorisations' : 'captures'}`,
      statusCode: STATUS_OF_OUTCOME[result.outcome],
      durationMs: Math.max(0, Date.now() - entry.sentAt.getTime()),
      requestBody: JSON.stringify(
        step === 'authorise'
          ? requestOf(row, entry)
          : { reference: row.processorReference, amount: row.amount },
      ),
      responseBody: JSON.stringify({
        outcome: result.outcome,
        code: result.responseCode,
        message: result.responseMessage,
        reference: result.processorReference,
      }),
    }),
  );
}

function requestOf(row: TransactionRecord, entry: VtLogCard) {
  return {
    externalId: row.externalId,
    amount: row.amount,
    currency: row.currency,
    paymentMethod: row.paymentMethod,
    captureMode: entry.captureMode,
    card: {
      number: entry.card.masked,
      brand: entry.card.brand,
      expiry: entry.card.expiry,
      holder: entry.cardholderName,
    },
  };
}

function logOf(row: TransactionRecord, createdAt: Date, data: Record<string, unknown>) {
  return {
    tenantId: row.tenantId,
    id: randomUUID(),
    transactionId: row.id,
    merchantId: row.merchantId,
    kind: 'api' as const,
    data,
    createdAt,
  };
}
