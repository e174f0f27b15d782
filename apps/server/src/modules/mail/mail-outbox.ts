import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db/database';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { mailOutbox } from './mail.table';
import { mailDelivery } from './mail-delivery';

export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly bodyText: string;
  /** The tenant the mail is about (its sender address and branding); null for platform mail. */
  readonly tenantId?: string | null;
  /**
   * Platform staff may read its subject and body in the outbox. Off by default: a tenant's mail with
   * its merchants is not the platform's to read, nor is a link that signs someone in.
   */
  readonly readableByPlatform?: boolean;
}

/**
 * Queues a mail in the outbox, inside the caller's transaction: the mail exists exactly when the
 * change it reports was committed (a transactional outbox). Delivery is the dispatcher's job; with
 * no SMTP server configured the mail is stored as Kept, to be read in the outbox instead.
 */
export async function queueMail(tx: Database | ScopedTx, mail: OutgoingMail): Promise<void> {
  await tx.insert(mailOutbox).values(outboxRow(mail));
}

/**
 * Queues the mail only when `condition` (SQL) holds, deciding in the same statement. For callers that
 * must run the same statements whether or not a mail is due, so the time they take tells nothing
 * (the password reset form: an unknown e-mail gets no mail).
 */
export async function queueMailWhere(
  tx: Database | ScopedTx,
  mail: OutgoingMail,
  condition: SQL,
): Promise<void> {
  const row = outboxRow(mail);
  await tx.execute(sql`
    insert into mail_outbox (to_address, subject, body_text, tenant_id, readable_by_platform, status)
    select ${row.toAddress}, ${row.subject}, ${row.bodyText}, ${row.tenantId}::uuid,
      ${row.readableByPlatform}, ${row.status}
    where ${condition}`);
}

function outboxRow(mail: OutgoingMail) {
  return {
    toAddress: mail.to,
    subject: mail.subject,
    bodyText: mail.bodyText,
    tenantId: mail.tenantId ?? null,
    readableByPlatform: mail.readableByPlatform ?? false,
    status: mailDelivery() === 'smtp' ? ('Queued' as const) : ('Kept' as const),
  };
}
