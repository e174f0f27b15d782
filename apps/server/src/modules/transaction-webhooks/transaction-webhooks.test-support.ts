import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../infra/db/database';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { transactionEvents } from '../money/transactions.table';
import { merchantWebhookEndpoints } from './transaction-webhooks.table';

export async function addEndpoint(
  db: Database,
  owner: { tenantId: string; merchantId: string },
  url: string,
  secret: string,
) {
  await withScope(db, SYSTEM_SCOPE, (tx) =>
    tx
      .insert(merchantWebhookEndpoints)
      .values({ ...owner, url, secret })
      .onConflictDoUpdate({
        target: [merchantWebhookEndpoints.tenantId, merchantWebhookEndpoints.merchantId],
        // A plaintext secret again (the key job may have encrypted the one before).
        set: { url, secret, secretKeyId: null, isActive: true },
      }),
  );
}

/** Turns the merchant's endpoint (the demo seed gives most merchants one) on or off. */
export async function setEndpointActive(
  db: Database,
  owner: { tenantId: string; merchantId: string },
  isActive: boolean,
) {
  await withScope(db, SYSTEM_SCOPE, (tx) =>
    tx
      .update(merchantWebhookEndpoints)
      .set({ isActive })
      .where(
        and(
          eq(merchantWebhookEndpoints.tenantId, owner.tenantId),
          eq(merchantWebhookEndpoints.merchantId, owner.merchantId),
        ),
      ),
  );
}

export async function addEvent(
  db: Database,
  transaction: { tenantId: string; id: string; merchantId: string },
  type = 'Captured',
) {
  const id = randomUUID();
  await withScope(db, SYSTEM_SCOPE, (tx) =>
    tx.insert(transactionEvents).values({
      tenantId: transaction.tenantId,
      id,
      transactionId: transaction.id,
      merchantId: transaction.merchantId,
      type,
      status: 'Captured',
      amount: 10_000,
      currency: 'EUR',
      payload: { source: 'test' },
    }),
  );
  return id;
}

export interface ReceivedWebhook {
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/**
 * A merchant's receiver on 127.0.0.1: records every request and answers the next scripted status
 * (200 once the script is used up); 'hang' never answers, to prove the timeout.
 */
export async function startReceiver() {
  const received: ReceivedWebhook[] = [];
  const script: (number | 'hang')[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const next = script.shift() ?? 200;
      if (next === 'hang') return;
      response.writeHead(next, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    script,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
