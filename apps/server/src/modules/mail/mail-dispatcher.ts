import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db/database';
import { tenants } from '../../infra/db/schema';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { mailOutbox } from './mail.table';

/** What the dispatcher needs of a mail transport (nodemailer's transporter has it). */
export interface MailTransport {
  sendMail(message: {
    from: string | { name: string; address: string };
    to: string;
    subject: string;
    text: string;
  }): Promise<unknown>;
}

export interface MailDispatcherOptions {
  readonly db: Database;
  readonly transport: MailTransport;
  /** The sender of mail that names no tenant, or whose tenant has no sender address. */
  readonly mailFrom: string;
  /** At most this many mails per round, so one round never runs for long. */
  readonly batchSize?: number;
  readonly intervalMs?: number;
  /** The wait before the second attempt; it doubles for each attempt after. */
  readonly retryDelayMs?: number;
  readonly onError?: (error: unknown) => void;
}

/** Attempts before a mail is given up as Failed. */
export const MAX_ATTEMPTS = 5;
/**
 * A claimed mail is not claimed again for this long: another instance (or the next round after a
 * crash mid-send) picks it up only once the first sender has surely given up.
 */
const CLAIM_LEASE = sql`interval '5 minutes'`;

interface ClaimedMail {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly bodyText: string;
  readonly tenantId: string | null;
  readonly attempts: number;
}

export interface MailDispatcher {
  /** One round: claims a batch of due mail, sends it and records the outcome. Answers how many it tried. */
  runOnce(): Promise<number>;
  start(): void;
  /** Stops the timer and waits for a round in progress. */
  stop(): Promise<void>;
}

/**
 * Delivers Queued mail from the outbox. Each mail is claimed (attempts + 1, a lease on its next
 * attempt time) in a short transaction and sent outside any transaction, so a slow SMTP server
 * holds no database connection; `for update skip locked` lets several instances share the work.
 * A failure is retried with a doubling delay; after MAX_ATTEMPTS the mail is Failed, with the error.
 */
export function createMailDispatcher(options: MailDispatcherOptions): MailDispatcher {
  const batchSize = options.batchSize ?? 20;
  const retryDelayMs = options.retryDelayMs ?? 30_000;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> | undefined;

  async function runOnce(): Promise<number> {
    const claimed = await claimBatch(options.db, batchSize);
    if (claimed.length === 0) return 0;
    const senders = await senderAddresses(options.db, claimed);
    for (const mail of claimed) {
      try {
        await options.transport.sendMail({
          from: (mail.tenantId && senders.get(mail.tenantId)) || options.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.bodyText,
        });
        await record(options.db, mail.id, { status: 'Sent', sentAt: new Date(), error: null });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const finalAttempt = mail.attempts >= MAX_ATTEMPTS;
        const retryAt = new Date(Date.now() + retryDelayMs * 2 ** (mail.attempts - 1));
        await record(
          options.db,
          mail.id,
          finalAttempt
            ? { status: 'Failed', error: message }
            : { status: 'Queued', error: message, nextAttemptAt: retryAt },
        );
      }
    }
    return claimed.length;
  }

  return {
    runOnce,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        // A round still running (a slow server) is not overlapped by the next tick.
        if (round) return;
        round = runOnce()
          .catch((error) => options.onError?.(error))
          .finally(() => {
            round = undefined;
          });
      }, options.intervalMs ?? 1000);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await round;
    },
  };
}

async function claimBatch(db: Database, batchSize: number): Promise<ClaimedMail[]> {
  return withScope(db, SYSTEM_SCOPE, (tx) =>
    tx
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: sql`now() + ${CLAIM_LEASE}` })
      .where(
        inArray(
          mailOutbox.id,
          tx
            .select({ id: mailOutbox.id })
            .from(mailOutbox)
            .where(sql`${mailOutbox.status} = 'Queued' and ${mailOutbox.nextAttemptAt} <= now()`)
            .orderBy(mailOutbox.nextAttemptAt)
            .limit(batchSize)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning({
        id: mailOutbox.id,
        to: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        bodyText: mailOutbox.bodyText,
        tenantId: mailOutbox.tenantId,
        attempts: mailOutbox.attempts,
      }),
  );
}

/** The sender of each tenant's mail: the tenant's name and its email_sender_address, when it has one. */
async function senderAddresses(db: Database, mails: readonly ClaimedMail[]) {
  const ids = [...new Set(mails.map((m) => m.tenantId).filter((id): id is string => id !== null))];
  const senders = new Map<string, { name: string; address: string }>();
  if (ids.length === 0) return senders;
  const rows = await withScope(db, SYSTEM_SCOPE, (tx) =>
    tx
      .select({ id: tenants.id, name: tenants.name, address: tenants.emailSenderAddress })
      .from(tenants)
      .where(inArray(tenants.id, ids)),
  );
  for (const row of rows) if (row.address) senders.set(row.id, { name: row.name, address: row.address });
  return senders;
}

async function record(
  db: Database,
  id: string,
  outcome: Partial<Pick<typeof mailOutbox.$inferInsert, 'status' | 'sentAt' | 'error' | 'nextAttemptAt'>>,
): Promise<void> {
  await withScope(db, SYSTEM_SCOPE, (tx) => tx.update(mailOutbox).set(outcome).where(eq(mailOutbox.id, id)));
}
