import type { Database } from '../../infra/db/database';
import { mailOutbox } from './identity.table';

export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly bodyText: string;
}

/** Queues a mail. There is no SMTP in this deployment: a sender process (or a test) reads the outbox. */
export async function enqueueMail(db: Database, mail: OutgoingMail): Promise<void> {
  await db.insert(mailOutbox).values({ toAddress: mail.to, subject: mail.subject, bodyText: mail.bodyText });
}
