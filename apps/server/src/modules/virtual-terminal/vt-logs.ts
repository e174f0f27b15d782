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

export interface ProcessorCallLog {
  readonly step: 'authorise' | 'capture';
  readonly result: ProcessorResult;
  readonly durationMs: number;
}

const STATUS_OF_OUTCOME: Record<ProcessorResult['outcome'], number> = {
  Approved: 200,
  Pending: 202,
  Declined: 402,
  Failed: 502,
};

export async function writeProcessorLogs(
  tx: ScopedTx,
  row: TransactionRecord,
  entry: {
    readonly path: string;
    readonly card: { readonly masked: string; readonly brand: string; readonly expiry: string };
    readonly body: { readonly captureMode: string; readonly cardholderName: string };
    readonly results: readonly ProcessorCallLog[];
  },
): Promise<void> {
  const request = {
    externalId: row.externalId,
    amount: row.amount,
    currency: row.currency,
    paymentMethod: row.paymentMethod,
    captureMode: entry.body.captureMode,
    card: {
      number: entry.card.masked,
      brand: entry.card.brand,
      expiry: entry.card.expiry,
      holder: entry.body.cardholderName,
    },
  };
  const last = entry.results[entry.results.length - 1];
  const log = (data: Record<string, unknown>, offsetMs: number) => ({
    tenantId: row.tenantId,
    id: randomUUID(),
    transactionId: row.id,
    merchantId: row.merchantId,
    kind: 'api' as const,
    data,
    createdAt: new Date(Date.now() + offsetMs),
  });
  const total = entry.results.reduce((sum, r) => sum + r.durationMs, 0);
  await tx.insert(transactionLogs).values([
    log(
      {
        direction: 'Inbound',
        method: 'POST',
        url: `/${entry.path.replace(/^\/+/, '')}`,
        statusCode: 200,
        durationMs: total,
        requestBody: JSON.stringify(request),
        responseBody: JSON.stringify({
          id: row.id,
          status: row.status,
          responseCode: last?.result.responseCode ?? null,
        }),
      },
      0,
    ),
    ...entry.results.map((call, index) =>
      log(
        {
          direction: 'Outbound',
          method: 'POST',
          url: `https://api.${row.serviceProvider}.example.test/v2/${call.step === 'authorise' ? 'authorisations' : 'captures'}`,
          statusCode: STATUS_OF_OUTCOME[call.result.outcome],
          durationMs: call.durationMs,
          requestBody: JSON.stringify(
            call.step === 'authorise' ? request : { reference: row.processorReference, amount: row.amount },
          ),
          responseBody: JSON.stringify({
            outcome: call.result.outcome,
            code: call.result.responseCode,
            message: call.result.responseMessage,
            reference: call.result.processorReference,
          }),
        },
        index + 1,
      ),
    ),
  ]);
}
