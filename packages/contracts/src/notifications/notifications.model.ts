/** Spec §3 "Notification": the kinds of in-app notification. */
export const NOTIFICATION_TYPES = [
  'PreCheckForm',
  'Proposal',
  'Agreement',
  'BoardingDocuments',
  'Task',
  /** Beyond spec §3: a new ticket, for the desk that handles it (docs/support.md). */
  'TicketCreated',
  /** Beyond spec §3: a merchant's ticket escalated to the platform, for platform support. */
  'TicketEscalated',
  'TransactionVelocityAlert',
  'ReportGenerated',
  /** Beyond spec §3: the merchant's webhook endpoint has failed for five days without a success. */
  'WebhookEndpointFailing',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Spec §9 notification figures, and §4 "Notifications". */
export const NOTIFICATION_FIGURES = {
  /** A page of the panel; the end is reached when a page has fewer items (or none). */
  pageSize: 10,
  /** The largest page a client may ask for. */
  maxPageSize: 100,
  pollMs: 30_000,
  /** After a failed poll (spec §4: 60 s after an error). */
  pollAfterErrorMs: 60_000,
  /** The toast announcing a new notification, with 'View'. */
  toastMs: 10_000,
  /** Notifications are kept, and listed, for this many days. */
  historyDays: 30,
  /** The server-sent event stream's keep-alive comment interval. */
  streamHeartbeatMs: 25_000,
} as const;

/** The longest title and description the server stores (the description after sanitising). */
export const NOTIFICATION_LIMITS = { title: 200, description: 4000, objectUrl: 2048 } as const;

/**
 * Proposal and Agreement notifications open their dialog (spec §2 "Notification navigation"), so
 * their object URL names the document: `…?proposalId={id}` or `…?agreementId={id}`. The path part
 * is where the portal goes when the dialog is not the right answer (e.g. a page listing them).
 */
export function offerOfObjectUrl(
  objectUrl: string | null,
): { kind: 'proposal' | 'agreement'; id: string } | null {
  if (!objectUrl) return null;
  const query = objectUrl.split('?')[1];
  if (!query) return null;
  const params = new Map<string, string>();
  for (const pair of (query.split('#')[0] ?? '').split('&')) {
    const [key = '', value = ''] = pair.split('=');
    params.set(decodeURIComponent(key), decodeURIComponent(value));
  }
  const proposalId = params.get('proposalId');
  if (proposalId) return { kind: 'proposal', id: proposalId };
  const agreementId = params.get('agreementId');
  if (agreementId) return { kind: 'agreement', id: agreementId };
  return null;
}

/** ReportGenerated: the object URL holds one file name or several, comma-separated (spec §7). */
export function reportFilesOfObjectUrl(objectUrl: string | null): string[] {
  if (!objectUrl) return [];
  return objectUrl
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
}
