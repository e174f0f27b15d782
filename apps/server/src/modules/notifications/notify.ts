import { randomUUID } from 'node:crypto';
import {
  NOTIFICATION_LIMITS,
  type NotificationType,
} from '@paydesk/contracts/notifications/notifications.model';
import { sql } from 'drizzle-orm';
import { sanitiseHtmlWithin } from '../../infra/html/sanitise-html';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { encodeAnnouncement, NOTIFICATION_CHANNEL } from './notification-announcements';
import { notifications } from './notifications.table';
import type { Recipient } from './recipients';

export interface NewNotification {
  readonly type: NotificationType;
  /** Plain text; cut to NOTIFICATION_LIMITS.title. */
  readonly title: string;
  /** HTML; sanitised to HTML_ALLOWLIST here, then cut to NOTIFICATION_LIMITS.description. */
  readonly description: string;
  /** A relative portal path (useRouter) or an address; ReportGenerated: file names. */
  readonly objectUrl: string | null;
  /** Navigate inside the portal (default) or load the URL. */
  readonly useRouter?: boolean;
  /** A Material icon name; by default one for the type. */
  readonly icon?: string | null;
}

const ICONS: Record<NotificationType, string> = {
  PreCheckForm: 'fact_check',
  Proposal: 'request_quote',
  Agreement: 'handshake',
  BoardingDocuments: 'description',
  Task: 'support_agent',
  TicketCreated: 'confirmation_number',
  TicketEscalated: 'move_up',
  TransactionVelocityAlert: 'speed',
  ReportGenerated: 'summarize',
  WebhookEndpointFailing: 'webhook',
};

/** Recipients per announcement, so its payload stays far below PostgreSQL's 8,000-byte limit. */
const ANNOUNCEMENT_BATCH = 50;

/** One notification for its recipients (notifyEach). */
export interface NotificationFor {
  readonly recipients: readonly Recipient[];
  readonly notification: NewNotification;
  /** Never this user (the actor: nobody is told of their own action). */
  readonly exceptUserId?: string;
}

/** Rows per insert: far below PostgreSQL's 65,535 parameters a statement (nine columns a row). */
const INSERT_BATCH = 1_000;

/**
 * Inserts one notification per recipient inside the caller's transaction, so it exists exactly when
 * the change it reports was committed. Each recipient once; never `exceptUserId` (the actor: nobody
 * is told of their own action).
 *
 * Open event streams hear of the rows through PostgreSQL's NOTIFY, sent in the same transaction: the
 * database delivers it only on commit (never after a rollback), to every server instance listening,
 * so a stream on any instance is told exactly of committed notifications. The announcement carries
 * only ids; a listener with a stream for that user reads the row (notification-bus.ts).
 */
export async function notifyUsers(
  tx: ScopedTx,
  recipients: readonly Recipient[],
  n: NewNotification,
  options: { readonly exceptUserId?: string } = {},
): Promise<void> {
  await notifyEach(tx, [{ recipients, notification: n, ...options }]);
}

/**
 * Several notifications at once (an alert pass opening hundreds of alerts): as notifyUsers for
 * each, written in a few statements instead of a few per notification.
 */
export async function notifyEach(tx: ScopedTx, items: readonly NotificationFor[]): Promise<void> {
  const rows = items.flatMap((item) => notificationRows(item));
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    await tx.insert(notifications).values(rows.slice(i, i + INSERT_BATCH));
  }
  for (let i = 0; i < rows.length; i += ANNOUNCEMENT_BATCH) {
    const payload = encodeAnnouncement(rows.slice(i, i + ANNOUNCEMENT_BATCH));
    await tx.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${payload})`);
  }
}

function notificationRows({ recipients, notification: n, exceptUserId }: NotificationFor) {
  const seen = new Set<string>(exceptUserId ? [exceptUserId] : []);
  const unique: Recipient[] = [];
  for (const recipient of recipients) {
    if (seen.has(recipient.userId)) continue;
    seen.add(recipient.userId);
    unique.push(recipient);
  }
  if (unique.length === 0) return [];
  if (n.objectUrl !== null && n.objectUrl.length > NOTIFICATION_LIMITS.objectUrl) {
    // A cut address would lead somewhere else: a producer that builds one this long has a bug.
    throw new Error(`A notification's objectUrl is longer than ${NOTIFICATION_LIMITS.objectUrl} characters`);
  }
  const content = {
    type: n.type,
    title: plainTitle(n.title),
    description: sanitiseHtmlWithin(n.description, NOTIFICATION_LIMITS.description),
    objectUrl: n.objectUrl,
    useRouter: n.useRouter ?? true,
    icon: n.icon === undefined ? ICONS[n.type] : n.icon,
  };
  return unique.map((r) => ({
    id: randomUUID(),
    userId: r.userId,
    tenantId: r.tenantId,
    merchantId: r.merchantId,
    ...content,
  }));
}

/** One line of plain text, whitespace collapsed, at most the title limit. */
function plainTitle(title: string): string {
  const line = title.replace(/\s+/g, ' ').trim();
  const limit = NOTIFICATION_LIMITS.title;
  return line.length <= limit ? line : `${line.slice(0, limit - 1).trimEnd()}…`;
}
