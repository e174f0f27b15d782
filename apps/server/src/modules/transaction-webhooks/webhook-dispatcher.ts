import { randomUUID } from 'node:crypto';
import { WEBHOOK_DELIVERY } from '@paydesk/contracts/transaction-webhooks/transaction-webhooks.schemas';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Keyring } from '../../infra/crypto/keyring';
import type { Database } from '../../infra/db/database';
import { createIntervalWorker, type IntervalWorker } from '../../infra/jobs/interval-worker';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { transactionEvents } from '../money';
import { webhookDeliveries, webhookDeliveryAttempts } from './transaction-webhooks.table';
import { type ResolveHost, systemResolveHost } from './webhook-address-guard';
import { recordEndpointOutcome } from './webhook-endpoint-failing';
import { activeEndpointOf } from './webhook-endpoints';
import { type AttemptOutcome, postWebhook } from './webhook-request';
import { signingSecretOf } from './webhook-secrets';
import { signWebhook, standardWebhookSignature } from './webhook-signature';
import { checkWebhookUrl } from './webhook-url';

export interface WebhookDispatcherOptions {
  readonly intervalMs: number;
  /** Deliveries claimed per pass; each is one HTTP call, made one after another. */
  readonly batchSize: number;
  readonly timeoutMs: number;
  readonly now: () => Date;
  /**
   * Loopback (127/8, ::1) receivers allowed: a developer's local receiver and the tests only; off in
   * production (WEBHOOK_ALLOW_LOOPBACK=1 turns it on). Every other private address is always refused.
   */
  readonly allowLoopback: boolean;
  /** How host names are resolved at connect time (tests play DNS with it). */
  readonly resolveHost: ResolveHost;
  /** Decrypts the endpoints' signing secrets (the app's keyring); null reads plaintext secrets only. */
  readonly keyring: Keyring | null;
}

export const WEBHOOK_DISPATCH_DEFAULTS: WebhookDispatcherOptions = {
  intervalMs: 5_000,
  batchSize: 20,
  timeoutMs: WEBHOOK_DELIVERY.timeoutMs,
  now: () => new Date(),
  allowLoopback: false,
  resolveHost: systemResolveHost,
  keyring: null,
};

/** The server's setting: WEBHOOK_ALLOW_LOOPBACK=1 (or true) lets deliveries reach this machine. */
export function loopbackAllowedBy(env: NodeJS.ProcessEnv): boolean {
  return env.WEBHOOK_ALLOW_LOOPBACK === '1' || env.WEBHOOK_ALLOW_LOOPBACK === 'true';
}

/** What one pass did, for tests and logs. */
export interface DispatchPass {
  readonly delivered: number;
  readonly retrying: number;
  readonly failed: number;
}

export type WebhookDispatcher = IntervalWorker<DispatchPass>;

const d = webhookDeliveries;
/** How long an attempt may stay Sending before another pass takes it as lost (process died). */
const leaseMs = (options: WebhookDispatcherOptions) => options.timeoutMs + 30_000;

/**
 * Delivers queued webhooks (docs/transaction-maintenance-and-webhooks.md "Webhooks"). A pass
 * claims due deliveries in a short transaction (Queued -> Sending, attempt + 1, `for update skip
 * locked`, so two servers never send one delivery at once), then POSTs each outside any database
 * transaction, signed with the merchant's secret, with a timeout and no redirects, and writes the
 * outcome, with the attempt's own row (webhook_delivery_attempts) and the endpoint's failing markers
 * (webhook-endpoint-failing.ts): a 2xx is Delivered; anything else is Queued again after
 * WEBHOOK_DELIVERY.backoffSeconds (Svix's schedule), until the eighth attempt fails and it is Failed.
 * A URL or address the guard refuses (not HTTPS, a
 * private, loopback or metadata address, checked again on the addresses the socket connects to)
 * fails at once: retrying cannot change it. Runs in the system scope: background work over every
 * tenant, never a user's request.
 */
export function createWebhookDispatcher(
  db: Database,
  log: FastifyBaseLogger,
  overrides: Partial<WebhookDispatcherOptions> = {},
): WebhookDispatcher {
  const options = { ...WEBHOOK_DISPATCH_DEFAULTS, ...overrides };
  const pass = async (): Promise<DispatchPass> => {
    const claimed = await claimDue(db, options);
    const result = { delivered: 0, retrying: 0, failed: 0 };
    for (const delivery of claimed) {
      const outcome = await attempt(db, options, delivery);
      const final = await recordOutcome(db, options, delivery, outcome);
      result[final] += 1;
    }
    return result;
  };
  return createIntervalWorker({
    intervalMs: options.intervalMs,
    pass,
    log,
    failureMessage: 'webhook dispatch pass failed',
  });
}

type Claimed = typeof d.$inferSelect;

async function claimDue(db: Database, options: WebhookDispatcherOptions): Promise<Claimed[]> {
  const now = options.now();
  const leaseUntil = new Date(now.getTime() + leaseMs(options));
  return withScope(db, SYSTEM_SCOPE, async (tx) => {
    // A lost last attempt cannot be retried (eight is the limit): it failed.
    await tx
      .update(d)
      .set({ state: 'Failed', leaseUntil: null, lastError: 'The last attempt was interrupted' })
      .where(
        and(
          eq(d.state, 'Sending'),
          sql`${d.leaseUntil} < ${now.toISOString()}::timestamptz`,
          sql`${d.attempt} >= ${WEBHOOK_DELIVERY.maxAttempts}`,
        ),
      );
    const due = await tx
      .select({ tenantId: d.tenantId, id: d.id })
      .from(d)
      .where(
        sql`(${d.state} = 'Queued' and ${d.nextAttemptAt} <= ${now.toISOString()}::timestamptz)
          or (${d.state} = 'Sending' and ${d.leaseUntil} < ${now.toISOString()}::timestamptz)`,
      )
      .orderBy(sql`coalesce(${d.nextAttemptAt}, ${d.leaseUntil})`)
      .limit(options.batchSize)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(d)
      .set({
        state: 'Sending',
        attempt: sql`${d.attempt} + 1`,
        nextAttemptAt: null,
        leaseUntil,
        lastAttemptAt: now,
      })
      .where(
        and(
          inArray(
            d.id,
            due.map((row) => row.id),
          ),
          inArray(d.tenantId, [...new Set(due.map((row) => row.tenantId))]),
        ),
      )
      .returning();
  });
}

async function attempt(
  db: Database,
  options: WebhookDispatcherOptions,
  delivery: Claimed,
): Promise<AttemptOutcome> {
  const prepared = await withScope(db, SYSTEM_SCOPE, async (tx) => {
    const endpoint = await activeEndpointOf(tx, delivery.tenantId, delivery.merchantId);
    const [event] = await tx
      .select()
      .from(transactionEvents)
      .where(
        and(eq(transactionEvents.tenantId, delivery.tenantId), eq(transactionEvents.id, delivery.eventId)),
      );
    const secret = endpoint ? await signingSecretOf(tx, options.keyring, endpoint) : null;
    return { endpoint, event, secret };
  });
  const { endpoint, event, secret } = prepared;
  if (!endpoint || !event || secret === null) {
    return {
      ok: false,
      status: null,
      durationMs: null,
      error: 'The webhook endpoint is no longer configured',
      final: true,
    };
  }
  const checked = checkWebhookUrl(delivery.url, { allowLoopback: options.allowLoopback });
  if (!checked.ok) return { ok: false, status: null, durationMs: null, error: checked.error, final: true };
  const body = JSON.stringify({
    id: delivery.id,
    eventId: event.id,
    type: event.type,
    transactionId: event.transactionId,
    merchantId: event.merchantId,
    status: event.status,
    amount: event.amount,
    currency: event.currency.trim(),
    message: event.message,
    createdAt: event.createdAt.toISOString(),
    attempt: delivery.attempt,
    data: event.payload,
  });
  return postWebhook({
    url: checked.url,
    policy: checked.policy,
    resolveHost: options.resolveHost,
    timeoutMs: options.timeoutMs,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Paydesk-Webhooks/1',
      ...signatureHeaders(secret, event.id, body, options.now()),
      'Paydesk-Delivery-Id': delivery.id,
      'Paydesk-Event-Id': event.id,
    },
    body,
  });
}

/** Both signatures of one attempt (webhook-signature.ts): Paydesk's and the Standard Webhooks headers. */
function signatureHeaders(secret: string, eventId: string, body: string, at: Date): Record<string, string> {
  const standard = standardWebhookSignature(secret, eventId, body, at);
  const names = WEBHOOK_DELIVERY.standardHeaders;
  return {
    [WEBHOOK_DELIVERY.signatureHeader]: signWebhook(secret, body, at),
    [names.id]: eventId,
    [names.timestamp]: standard.timestamp,
    [names.signature]: standard.signature,
  };
}

async function recordOutcome(
  db: Database,
  options: WebhookDispatcherOptions,
  delivery: Claimed,
  outcome: AttemptOutcome,
): Promise<keyof DispatchPass> {
  const now = options.now();
  const final: keyof DispatchPass = outcome.ok
    ? 'delivered'
    : outcome.final || delivery.attempt >= WEBHOOK_DELIVERY.maxAttempts
      ? 'failed'
      : 'retrying';
  const backoff =
    WEBHOOK_DELIVERY.backoffSeconds[delivery.attempt - 1] ?? WEBHOOK_DELIVERY.backoffSeconds.at(-1)!;
  await withScope(db, SYSTEM_SCOPE, async (tx) => {
    const [written] = await tx
      .update(d)
      .set({
        state: final === 'delivered' ? 'Delivered' : final === 'failed' ? 'Failed' : 'Queued',
        nextAttemptAt: final === 'retrying' ? new Date(now.getTime() + backoff * 1000) : null,
        leaseUntil: null,
        responseStatus: outcome.status,
        durationMs: outcome.durationMs,
        lastError: outcome.error,
        deliveredAt: final === 'delivered' ? now : null,
      })
      // Only this attempt's claim: if its lease ran out and another pass took it, that one writes.
      .where(
        and(
          eq(d.tenantId, delivery.tenantId),
          eq(d.id, delivery.id),
          eq(d.state, 'Sending'),
          eq(d.attempt, delivery.attempt),
        ),
      )
      .returning({ id: d.id });
    if (!written) return;
    // The attempt as made: when it started (the claim), what was answered, how long it took.
    await tx.insert(webhookDeliveryAttempts).values({
      tenantId: delivery.tenantId,
      id: randomUUID(),
      deliveryId: delivery.id,
      merchantId: delivery.merchantId,
      transactionId: delivery.transactionId,
      attempt: delivery.attempt,
      url: delivery.url,
      startedAt: delivery.lastAttemptAt ?? now,
      durationMs: outcome.durationMs,
      responseStatus: outcome.status,
      error: outcome.error,
      succeeded: outcome.ok,
    });
    await recordEndpointOutcome(tx, delivery, outcome.ok, now);
    await tx
      .update(transactionEvents)
      .set({ webhookStatus: outcome.ok ? 'Delivering' : 'NotDelivering' })
      .where(
        and(eq(transactionEvents.tenantId, delivery.tenantId), eq(transactionEvents.id, delivery.eventId)),
      );
  });
  return final;
}
